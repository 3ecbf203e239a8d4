import { createSessionStore } from "../session/sessionStore";
import { startFirstPage } from "./firstPage";

/**
 * main.tsx's first import, so this runs before React DOM and the app's modules are evaluated:
 * a kept session's first page is on its way while they are.
 */
export const store = createSessionStore();
export const firstPage = startFirstPage(store);
