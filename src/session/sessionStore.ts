import { decodeClaims, type TokenClaims } from "./jwt";

/** Why the session needs a new token: screens stay as they are until one is entered. */
export type Interruption = "expired" | "unauthorized";

export interface Session {
  tenantUrl: string;
  token: string;
  claims: TokenClaims;
  keepForTab: boolean;
  interruption: Interruption | null;
}

export interface ConnectInput {
  tenantUrl: string;
  token: string;
  keepForTab: boolean;
}

/** Everything this app keeps in storage starts with this, so sign-out can forget it all. */
export const STORAGE_PREFIX = "tenant-console.";
/** Where "Keep for this tab" keeps the session (benchmarks start connected through it). */
export const TAB_SESSION_KEY = `${STORAGE_PREFIX}session`;
/** Not a secret: remembered across tabs so the connect form can prefill it. */
const LAST_TENANT_KEY = `${STORAGE_PREFIX}last-tenant-url`;

type Listener = () => void;

function readTabSession(): Session | null {
  try {
    const raw = sessionStorage.getItem(TAB_SESSION_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { tenantUrl: string; token: string };
    return { ...saved, claims: decodeClaims(saved.token), keepForTab: true, interruption: null };
  } catch {
    sessionStorage.removeItem(TAB_SESSION_KEY);
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
      sessionStorage.setItem(
        TAB_SESSION_KEY,
        JSON.stringify({ tenantUrl: session.tenantUrl, token: session.token }),
      );
    } else {
      sessionStorage.removeItem(TAB_SESSION_KEY);
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
      current = { ...input, claims: decodeClaims(input.token), interruption: null };
      persist(current);
      emit();
      return current;
    },
    /** A new token for the same tenant (re-connect): screens and drafts stay as they are. */
    replaceToken(token: string): void {
      if (!current) return;
      current = { ...current, token, claims: decodeClaims(token), interruption: null };
      persist(current);
      emit();
    },
    /** The token expired or a call answered 401: ask for a new token over the current screen. */
    interrupt(reason: Interruption): void {
      if (!current || current.interruption) return;
      current = { ...current, interruption: reason };
      emit();
    },
    /** Forgets the token and everything this tab kept (drafts, remembered settings). */
    signOut(): void {
      current = null;
      for (const key of Object.keys(sessionStorage)) {
        if (key.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(key);
      }
      emit();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
