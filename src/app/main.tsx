// First: modules are evaluated in import order, and this one sends the first page's request.
import "./boot";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadConnectForm } from "../forms/connect/LazyConnectForm";
import { App } from "./App";
import { firstPage, store } from "./boot";
import { prefetchFirstPage } from "./firstPage";
import { createQueryClient } from "./queryClient";
import { DEFAULT_ROUTE, defaultPage } from "./routes";
import "./styles.css";

// zod would probe `new Function` to compile parsers, and the page policy (no unsafe-eval)
// reports every probe as a violation; interpreted parsers are fast enough for forms. zod adopts
// this global when it loads (zod/v4/core/core.js), so the first screen need not import zod;
// the page policy e2e fails if a zod upgrade stops honouring it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

/** At most this long the first render waits for the default screen's chunk. */
const FIRST_RENDER_WAIT_MS = 300;

if (!window.location.hash) window.location.replace(`#${DEFAULT_ROUTE}`);

const queryClient = createQueryClient();
// Before the dev session: that one is made, not kept, and a kept session is what this is for.
prefetchFirstPage(queryClient, store, firstPage);
if (import.meta.env.DEV) {
  const { connectDevSession } = await import("./devSession");
  await connectDevSession(store).catch((error: unknown) => {
    console.warn("No dev session:", error instanceof Error ? error.message : error);
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
let rendered = false;
function renderApp(): void {
  if (rendered || !root) return;
  rendered = true;
  createRoot(root).render(
    <StrictMode>
      <App store={store} queryClient={queryClient} />
    </StrictMode>,
  );
}
if (firstPage) {
  // A lazy screen that suspends on the first render is revealed only 300 ms after its fallback
  // (React 19 throttles reveals). Its chunk is already on its way (modulepreload): render once it
  // is in, or after as long as that throttle would have cost. Not awaited: the screen's chunk
  // imports this one, which must finish evaluating first. A failed load is the screen's to show.
  defaultPage.preload().then(renderApp, renderApp);
  window.setTimeout(renderApp, FIRST_RENDER_WAIT_MS);
} else {
  // No session: the connect form, loaded apart from the entry (decision 014), comes first.
  loadConnectForm().then(renderApp, renderApp);
  window.setTimeout(renderApp, FIRST_RENDER_WAIT_MS);
}
