import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createSessionStore } from "../session/sessionStore";
import { App } from "./App";
import { DEFAULT_ROUTE } from "./routes";
import "./styles.css";

if (!window.location.hash) window.location.replace(`#${DEFAULT_ROUTE}`);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App store={createSessionStore()} />
  </StrictMode>,
);
