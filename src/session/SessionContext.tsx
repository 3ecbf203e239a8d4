import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import type { Session, SessionStore } from "./sessionStore";

const SessionStoreContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error("useSessionStore must be used inside <SessionProvider>");
  return store;
}

export function useSession(): Session | null {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get);
}
