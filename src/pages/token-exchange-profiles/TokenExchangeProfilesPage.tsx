import { lazy, Suspense } from "react";
import { routePath } from "../../lib/routeQuery";
import { useSession } from "../../session/SessionContext";
import { sessionRole } from "../../session/sessionRole";
import { useApiClient } from "../../session/useApiClient";
import { useHashRoute } from "../../ui/useHashRoute";
import { NEW_PATH } from "./details/detailsRoute";
import { TokenExchangeProfileList } from "./list/TokenExchangeProfileList";

// Its own chunk: the list is the first screen, and the form's code need not weigh on it.
const NewTokenExchangeProfilePage = lazy(() => import("./NewTokenExchangeProfilePage"));

export default function TokenExchangeProfilesPage() {
  const client = useApiClient();
  const session = useSession();
  const scopes = session?.claims.scopes ?? [];
  if (routePath(useHashRoute()) === NEW_PATH) {
    return (
      <Suspense fallback={<p aria-busy="true">…</p>}>
        <NewTokenExchangeProfilePage />
      </Suspense>
    );
  }
  return <TokenExchangeProfileList client={client} scopes={scopes} role={sessionRole(session)} />;
}
