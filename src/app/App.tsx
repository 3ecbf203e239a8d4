import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { ConnectPage } from "../pages/ConnectPage";
import { SessionProvider, useSession } from "../session/SessionContext";
import type { SessionStore } from "../session/sessionStore";
import { DEFAULT_ROUTE, findRoute } from "./routes";
import { Shell } from "./Shell";
import { useHashRoute } from "./useHashRoute";

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The fetch layer owns retries (429 waits, GET backoff); a second layer would multiply them.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

function Screens({ queryClient, store }: { queryClient: QueryClient; store: SessionStore }) {
  const session = useSession();
  const path = useHashRoute();
  const route = findRoute(path);
  const signOut = () => {
    store.signOut();
    // Nothing read with one token may be shown under another.
    queryClient.clear();
  };
  let screen: React.ReactNode;
  if (!session) screen = <ConnectPage />;
  else if (route) screen = <route.Page />;
  else screen = <NotFound path={path} />;
  return (
    <Shell path={path} onSignOut={signOut}>
      {screen}
    </Shell>
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

export function App({ store }: { store: SessionStore }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={store}>
        <Screens queryClient={queryClient} store={store} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
