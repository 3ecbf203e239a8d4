import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createSessionStore } from "../session/sessionStore";
import { App } from "./App";
import { DEFAULT_ROUTE } from "./routes";
import "./styles.css";

if (!window.location.hash) window.location.replace(`#${DEFAULT_ROUTE}`);

const store = createSessionStore();
if (import.meta.env.DEV) {
  const { connectDevSession } = await import("./devSession");
  await connectDevSession(store).catch((error: unknown) => {
    console.warn("No dev session:", error instanceof Error ? error.message : error);
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
