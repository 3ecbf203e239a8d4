import { lazy, Suspense } from "react";
import { useSession } from "../../session/SessionContext";
import { useConsoleStore } from "../../session/useConsoleStore";
import ActivityPage from "./ActivityPage";
import { teamActivityMessages } from "./teamMessages";

const TeamActivityPage = lazy(() => import("./TeamActivityPage"));

/**
 * Activity: the team's writes where the page's server keeps a store, else this tab's own log,
 * as on a static host or `npm start`.
 */
export default function ActivityScreen() {
  const store = useConsoleStore(useSession()?.tenantUrl);
  const checking = <p className="loading">{teamActivityMessages.checking}</p>;
  if (store === undefined) return checking;
  if (!store) return <ActivityPage />;
  return (
    <Suspense fallback={checking}>
      <TeamActivityPage />
    </Suspense>
  );
}
