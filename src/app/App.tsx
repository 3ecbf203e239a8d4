import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { SessionProvider, useSession } from "../session/SessionContext";
import type { Session, SessionStore } from "../session/sessionStore";
import { useHashRoute } from "../ui/useHashRoute";
import { createQueryClient } from "./queryClient";
import { ReconnectDialog } from "./ReconnectDialog";
import { DEFAULT_ROUTE, findRoute } from "./routes";
import { Shell } from "./Shell";

/**
 * The connect screen loads when there is no session to show a screen with: the first row of a
 * connected tab (the default screen) does not wait for it.
 */
const ConnectPage = lazy(() =>
  import("../pages/connect/ConnectPage").then((module) => ({ default: module.ConnectPage })),
);

/** A signed-in person's parts: none of them is needed before a token session's first row. */
const SessionEndedDialog = lazy(() =>
  import("./signed-in/SessionEndedDialog").then((module) => ({
    default: module.SessionEndedDialog,
  })),
);
const NoRolePage = lazy(() =>
  import("./signed-in/NoRolePage").then((module) => ({ default: module.NoRolePage })),
);

/**
 * Interrupts the session when the token's exp passes, so the next call does not 401 first. A
 * signed-in person's claims are the server credential's, which the server renews itself: their
 * session ends on the server, and the next call's 401 says so.
 */
function useExpiryInterrupt(store: SessionStore, session: Session | null): void {
  const exp = session?.person ? undefined : session?.claims.exp;
  useEffect(() => {
    if (exp === undefined) return;
    const left = exp * 1000 - Date.now();
    if (left <= 0) {
      store.interrupt("expired");
      return;
    }
    // setTimeout overflows past 2^31-1 ms (about 24.8 days).
    const timer = window.setTimeout(() => store.interrupt("expired"), Math.min(left, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [store, exp]);
}

function Screens({ queryClient, store }: { queryClient: QueryClient; store: SessionStore }) {
  const session = useSession();
  const path = useHashRoute();
  const route = findRoute(path);
  useExpiryInterrupt(store, session);
  // Only this page's memory: after a reload the connect screen is a first visit again.
  const [signedOut, setSignedOut] = useState(false);
  const signOut = async () => {
    if (store.get()?.person) {
      // The server ends the session (its cookie is refused from then on); if it cannot be
      // reached, the sign-in screen finds the session still open and says who is signed in.
      const { signOutOfServer } = await import("../api/consoleSignIn");
      await signOutOfServer();
    }
    store.signOut();
    setSignedOut(true);
    // Nothing read with one token may be shown under another.
    queryClient.clear();
  };
  const reconnect = (token: string) => {
    store.replaceToken(token);
    // Reads that failed for want of a token run again; writes wait for the user to resubmit.
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === "error" });
  };
  let screen: React.ReactNode;
  if (!session) screen = <ConnectPage signedOut={signedOut} />;
  else if (session.person?.role === null) screen = <NoRolePage person={session.person} />;
  else if (route) screen = <route.Page />;
  else screen = <NotFound path={path} />;
  let dialog: React.ReactNode = null;
  if (session?.person) {
    dialog = (
      <Suspense fallback={null}>
        <SessionEndedDialog session={session} onSignOut={() => void signOut()} />
      </Suspense>
    );
  } else if (session) {
    dialog = (
      <ReconnectDialog session={session} onReconnect={reconnect} onSignOut={() => void signOut()} />
    );
  }
  return (
    <>
      <Shell path={path} onSignOut={() => void signOut()}>
        {screen}
      </Shell>
      {dialog}
    </>
  );
}

function NotFound({ path }: { path: string }) {
  return (
    <section>
      <h1>Nothing at {path}</h1>
      <p>
        <a href={`#${DEFAULT_ROUTE}`}>Go to token exchange profiles</a>
      </p>
    </section>
  );
}

/** `queryClient` is main's, which may already hold the first page (src/app/firstPage.ts). */
export function App({
  store,
  queryClient: given,
}: {
  store: SessionStore;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={store}>
        <Screens queryClient={queryClient} store={store} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
