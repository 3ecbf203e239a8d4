/**
 * Whether the console's own server proxies `/api/v2` to a tenant (`npm run serve` with
 * `TENANT_URL`, server/consoleSetup.ts). Plain parsing, no zod: the connect screen is the first
 * screen (docs/decisions/002). A static host, the dev server or any failure reads as "no proxy":
 * the connect screen then behaves as it always did.
 */
export const CONSOLE_SETUP_PATH = "/__console/setup";

export async function readOwnOriginProxies(
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const response = await fetchFn(CONSOLE_SETUP_PATH, {
      headers: { accept: "application/json" },
      signal: signal ?? null,
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || !("proxy" in body)) return false;
    return body.proxy === "pass-through" || body.proxy === "credentials";
  } catch {
    return false;
  }
}
