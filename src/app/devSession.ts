import type { SessionStore } from "../session/sessionStore";

/** Outside the app's storage prefix, so Sign out's clean-up does not erase it. */
const SIGNED_OUT_KEY = "tenant-console-dev.signed-out";

/**
 * Dev server only (`npm start`): connects to the local tenant mounted on the same origin.
 * Imported behind `import.meta.env.DEV`, so production builds contain none of it.
 */
export async function connectDevSession(store: SessionStore): Promise<void> {
  store.subscribe(() => {
    if (!store.get()) sessionStorage.setItem(SIGNED_OUT_KEY, "1");
  });
  if (store.get() || sessionStorage.getItem(SIGNED_OUT_KEY)) return;
  const response = await fetch("/__console/dev-session", { cache: "no-store" });
  if (!response.ok) return;
  const { tenantUrl, token } = (await response.json()) as { tenantUrl: string; token: string };
  store.connect({ tenantUrl, token, keepForTab: false });
}
