import type { SignedInPerson } from "../api/consoleSignIn";
import { decodeClaims, type TokenClaims } from "../api/jwt";
import { forgetTab, readTab, removeTab, tabKey, writeTab } from "../lib/tabStorage";

/** Why the session needs a new token: screens stay as they are until one is entered. */
type Interruption = "expired" | "unauthorized";

export interface Session {
  tenantUrl: string;
  /** "" for a signed-in person: the server holds the credential and the cookie the session. */
  token: string;
  /** A signed-in person's: the server credential's, which bound what any role may do. */
  claims: TokenClaims;
  keepForTab: boolean;
  interruption: Interruption | null;
  /** Who signed in to the console's server; null when a token connects. */
  person: SignedInPerson | null;
}

/** A person signed in to the console's server, on its own origin (`/__console/me`). */
export interface SignInInput {
  tenantUrl: string;
  claims: TokenClaims;
  person: SignedInPerson;
}

export interface ConnectInput {
  tenantUrl: string;
  token: string;
  keepForTab: boolean;
}

/** Where "Keep for this tab" keeps the session (benchmarks start connected through it). */
export const TAB_SESSION_KEY = tabKey("session");
/** Not a secret: remembered across tabs so the connect form can prefill it. */
const LAST_TENANT_KEY = tabKey("last-tenant-url");

type Listener = () => void;

function readTabSession(): Session | null {
  const saved = readTab<{ tenantUrl: string; token: string }>(TAB_SESSION_KEY);
  if (saved === undefined) return null;
  try {
    return {
      ...saved,
      claims: decodeClaims(saved.token),
      keepForTab: true,
      interruption: null,
      person: null,
    };
  } catch {
    removeTab(TAB_SESSION_KEY);
    return null;
  }
}

/**
 * The session lives in memory. Only an explicit "Keep for this tab" puts the token in
 * sessionStorage; it never goes to localStorage, a URL or a log line.
 */
export function createSessionStore() {
  let current: Session | null = readTabSession();
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  function persist(session: Session) {
    if (session.keepForTab) {
      writeTab(TAB_SESSION_KEY, { tenantUrl: session.tenantUrl, token: session.token });
    } else {
      removeTab(TAB_SESSION_KEY);
    }
    localStorage.setItem(LAST_TENANT_KEY, session.tenantUrl);
  }

  return {
    get: (): Session | null => current,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lastTenantUrl: (): string | null => localStorage.getItem(LAST_TENANT_KEY),
    connect(input: ConnectInput): Session {
      current = { ...input, claims: decodeClaims(input.token), interruption: null, person: null };
      persist(current);
      emit();
      return current;
    },
    /** Nothing is kept: a reload asks the server again, whose cookie is the session. */
    signIn(input: SignInInput): void {
      current = { ...input, token: "", keepForTab: false, interruption: null };
      removeTab(TAB_SESSION_KEY);
      emit();
    },
    /** A new token for the same tenant (re-connect): screens and drafts stay as they are. */
    replaceToken(token: string): void {
      if (!current) return;
      current = { ...current, token, claims: decodeClaims(token), interruption: null };
      persist(current);
      emit();
    },
    /**
     * The token expired or a call answered 401: ask for a new token (a signed-in person: to sign
     * in again) over the current screen.
     */
    interrupt(reason: Interruption): void {
      if (!current || current.interruption) return;
      current = { ...current, interruption: reason };
      emit();
    },
    /** Forgets the token and everything this tab kept (drafts, remembered settings). */
    signOut(): void {
      current = null;
      forgetTab();
      emit();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
