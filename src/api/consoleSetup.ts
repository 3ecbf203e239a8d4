/**
 * What the console's own origin answers at `/api/v2`: a proxy to a tenant (`npm run serve` or
 * `npm start` with `TENANT_URL`, server/consoleSetup.ts), the local tenant (`npm start`), or
 * nothing. Plain parsing, no zod: the connect screen is the first screen (docs/decisions/002). A
 * static host or any failure reads as nothing: the connect screen then behaves as it always did.
 */
const CONSOLE_SETUP_PATH = "/__console/setup";

/** "credentials": a proxy that holds the tenant's credentials and hands out a session. */
export type OwnOriginTenant = "proxy" | "credentials" | "local-tenant" | null;

interface ConsoleSetup {
  tenant: OwnOriginTenant;
  /** The provider people sign in with when the server signs them in (credentials mode), else null. */
  signInIssuer: string | null;
  /** Whether the server keeps history in a store (team-console.md, "The store"). */
  store: boolean;
}

const NOTHING: ConsoleSetup = { tenant: null, signInIssuer: null, store: false };

function tenantOf(body: Record<string, unknown>): OwnOriginTenant {
  if (body.proxy === "pass-through") return "proxy";
  if (body.proxy === "credentials") return "credentials";
  return body.localTenant === true ? "local-tenant" : null;
}

/** `"sign_in": {"issuer": "https://…"} | null` (spec team-console.md). */
function signInIssuerOf(body: Record<string, unknown>): string | null {
  const signIn = body.sign_in;
  if (typeof signIn !== "object" || signIn === null || !("issuer" in signIn)) return null;
  return typeof signIn.issuer === "string" && signIn.issuer !== "" ? signIn.issuer : null;
}

export async function readConsoleSetup(
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<ConsoleSetup> {
  try {
    const response = await fetchFn(CONSOLE_SETUP_PATH, {
      headers: { accept: "application/json" },
      signal: signal ?? null,
    });
    if (!response.ok) return NOTHING;
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || !("proxy" in body)) return NOTHING;
    const fields = body as Record<string, unknown>;
    return {
      tenant: tenantOf(fields),
      signInIssuer: signInIssuerOf(fields),
      store: fields.store === "embedded" || fields.store === "postgres",
    };
  } catch {
    return NOTHING;
  }
}

/** Where a credentials-mode server hands out its session (server/consoleApp.ts). */
const SERVER_SESSION_PATH = "/__console/session";

type ServerSession =
  | { ok: true; tenantUrl: string; token: string }
  | { ok: false; message: string };

/** The session of a server in credentials mode: a stand-in token its proxy swaps for the real one. */
export async function readServerSession(fetchFn: typeof fetch = fetch): Promise<ServerSession> {
  try {
    const response = await fetchFn(SERVER_SESSION_PATH, {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    const body: unknown = await response.json().catch(() => null);
    const field = (name: string) =>
      typeof body === "object" && body !== null && name in body
        ? (body as Record<string, unknown>)[name]
        : undefined;
    const tenantUrl = field("tenantUrl");
    const token = field("token");
    if (response.ok && typeof tenantUrl === "string" && typeof token === "string") {
      return { ok: true, tenantUrl, token };
    }
    const message = field("message");
    return { ok: false, message: typeof message === "string" ? message : `${response.status}` };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
