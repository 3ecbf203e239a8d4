// First: modules are evaluated in import order, and this one sends the first page's request.
import "./boot";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadConnectForm } from "../forms/connect/LazyConnectForm";
import { App } from "./App";
import { firstPage, store } from "./boot";
import { prefetchFirstPage } from "./firstPage";
import { createQueryClient } from "./queryClient";
import { renderWhenReady } from "./renderWhenReady";
import { DEFAULT_ROUTE } from "./routes";
import "./styles.css";

// zod would probe `new Function` to compile parsers, and the page policy (no unsafe-eval)
// reports every probe as a violation; interpreted parsers are fast enough for forms. zod adopts
// this global when it loads (zod/v4/core/core.js), so the first screen need not import zod;
// the page policy e2e fails if a zod upgrade stops honouring it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

/** At most this long the first render waits for the connect form's chunk. */
const CONNECT_FORM_WAIT_MS = 300;
/** At most this long the first render waits for a kept session's first page. */
const FIRST_PAGE_WAIT_MS = 100;

if (!window.location.hash) window.location.replace(`#${DEFAULT_ROUTE}`);

const queryClient = createQueryClient();
// Before the dev session: that one is made, not kept, and a kept session is what this is for.
const firstPageIn = prefetchFirstPage(queryClient, store, firstPage);
if (import.meta.env.DEV) {
  const { connectDevSession } = await import("./devSession");
  await connectDevSession(store).catch((error: unknown) => {
    console.warn("No dev session:", error instanceof Error ? error.message : error);
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
function renderApp(): void {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App store={store} queryClient={queryClient} />
    </StrictMode>,
  );
}
const session = store.get();
if (session && !session.interruption) {
  // The screens a session opens need no chunk first (the default one is in the entry). The
  // first page's answer is usually in as the entry finishes evaluating: rendering once it is
  // lets the shell and the rows commit together, instead of a shell whose rows come one more
  // render later; a slow tenant holds the shell back by FIRST_PAGE_WAIT_MS at most.
  if (firstPageIn) renderWhenReady(firstPageIn, FIRST_PAGE_WAIT_MS, renderApp);
  else renderApp();
} else {
  // No session, or one to reconnect: the connect form, loaded apart from the entry (decision
  // 014), comes first. A lazy form that suspends on the first render is revealed only 300 ms
  // after its fallback (React 19 throttles reveals): render once it is in, or after as long.
  renderWhenReady(loadConnectForm(), CONNECT_FORM_WAIT_MS, renderApp);
}
