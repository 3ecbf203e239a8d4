import { type ConsoleRole, consoleRole } from "./consoleRoles";
import { claimsOf, type TokenClaims } from "./jwt";

/**
 * The console server's sign-in endpoints (spec team-console.md, "Sign-in"). Plain parsing, no
 * zod: the sign-in screen is a first screen (docs/decisions/002). The session itself is an
 * HttpOnly cookie the page never reads; these say who it belongs to.
 */
const ME_PATH = "/__console/me";
const SIGN_IN_PATH = "/__console/sign-in";
const SIGN_OUT_PATH = "/__console/sign-out";

export interface SignedInPerson {
  sub: string;
  email: string;
  name: string;
  /** null: signed in with no role, which may read nothing. */
  role: ConsoleRole | null;
  /** Epoch milliseconds at which the session ends at the latest; undefined if not said. */
  expiresAt: number | undefined;
}

type SignInState =
  | {
      state: "signed-in";
      person: SignedInPerson;
      /** What the server's credential may do, as `/me` says; null when it could not say. */
      credential: TokenClaims | null;
    }
  | { state: "signed-out" }
  | { state: "failed"; message: string };

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value : "";
}

/** `expires_at` as epoch seconds, milliseconds or an ISO date: the spec names no format. */
function epochMs(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) {
    return value < 1e12 ? value * 1000 : value;
  }
  if (typeof value !== "string") return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** Who the session cookie belongs to: `GET /__console/me` (200, or 401 `signed_out`). */
export async function readSignedInPerson(
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<SignInState> {
  try {
    const response = await fetchFn(ME_PATH, {
      headers: { accept: "application/json" },
      cache: "no-store",
      signal: signal ?? null,
    });
    if (response.status === 401) return { state: "signed-out" };
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok || typeof body !== "object" || body === null) {
      return { state: "failed", message: `the server answered ${response.status}` };
    }
    const fields = body as Record<string, unknown>;
    const person: SignedInPerson = {
      sub: text(fields, "sub"),
      email: text(fields, "email"),
      name: text(fields, "name"),
      role: consoleRole(fields.role),
      expiresAt: epochMs(fields.expires_at),
    };
    const credential = fields.credential;
    return {
      state: "signed-in",
      person,
      credential:
        typeof credential === "object" && credential !== null
          ? claimsOf(credential as Record<string, unknown>)
          : null,
    };
  } catch (error) {
    return { state: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}

/** Where the browser goes to sign in; the server brings it back to `returnHash` ("#/…"). */
export function signInAddress(returnHash: string): string {
  return `${SIGN_IN_PATH}?return=${encodeURIComponent(returnHash)}`;
}

/** Ends the session on the server (`POST /__console/sign-out`, 204); false when it did not answer so. */
export async function signOutOfServer(fetchFn: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchFn(SIGN_OUT_PATH, { method: "POST", cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}
