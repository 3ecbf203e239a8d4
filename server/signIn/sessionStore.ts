import type { ConsoleRole } from "../../src/api/operations.ts";

/** The signed-in person, as the verified ID token named them at sign-in. */
export interface Operator {
  sub: string;
  email: string | null;
  name: string | null;
  /** The strongest console role the roles claim held; null: signed in with no role. */
  role: ConsoleRole | null;
}

/**
 * One signed-in browser. `key` is the SHA-256 of the cookie's id (sessions.ts): a copy of the
 * store (a backup, a leaked dump) holds no id a browser could present.
 */
export interface SessionRecord {
  key: string;
  operator: Operator;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Last `/api/v2` call, in epoch ms: the idle timeout counts from here. */
  lastSeenAt: number;
  /** The absolute end (createdAt + the absolute lifetime), in epoch ms. */
  expiresAt: number;
}

/** A sign-in between the redirect to the provider and its callback, kept under its own key. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The callback URL sent as `redirect_uri`, which the token request repeats. */
  redirectUri: string;
  /** The console hash to land on afterwards (`#/organizations/org_…`), already checked. */
  returnTo: string;
  expiresAt: number;
}

/**
 * Where sessions and pending sign-ins live. Every instance of `npm run serve` must read what any
 * other wrote (the PostgreSQL store of the next issue); until then memorySessionStore.ts, which
 * holds them in this process only. Timeouts are decided by sessions.ts, not here.
 */
export interface SessionStore {
  createSession(record: SessionRecord): Promise<void>;
  findSession(key: string): Promise<SessionRecord | null>;
  /** Records activity; sessions.ts calls it at most every few seconds per session. */
  touchSession(key: string, lastSeenAt: number): Promise<void>;
  deleteSession(key: string): Promise<void>;
  savePending(key: string, pending: PendingSignIn): Promise<void>;
  /** Returns the pending sign-in and forgets it: a callback can be answered once only. */
  takePending(key: string): Promise<PendingSignIn | null>;
  /** Forgets sessions past `expiresAt <= now` or idle since `lastSeenAt <= idleSince`, and pending sign-ins past theirs. */
  deleteExpired(now: number, idleSince: number): Promise<void>;
}
