/**
 * What the console's own origin answers at `/api/v2`: a proxy to a tenant (`npm run serve` or
 * `npm start` with `TENANT_URL`, server/consoleSetup.ts), the local tenant (`npm start`), or
 * nothing. Plain parsing, no zod: the connect screen is the first screen (docs/decisions/002). A
 * static host or any failure reads as nothing: the connect screen then behaves as it always did.
 */
export const CONSOLE_SETUP_PATH = "/__console/setup";

export type OwnOriginTenant = "proxy" | "local-tenant" | null;

export async function readOwnOriginTenant(
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<OwnOriginTenant> {
  try {
    const response = await fetchFn(CONSOLE_SETUP_PATH, {
      headers: { accept: "application/json" },
      signal: signal ?? null,
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || !("proxy" in body)) return null;
    if (body.proxy === "pass-through" || body.proxy === "credentials") return "proxy";
    return "localTenant" in body && body.localTenant === true ? "local-tenant" : null;
  } catch {
    return null;
  }
}
