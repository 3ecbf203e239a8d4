import { useSyncExternalStore } from "react";
import { useApiClient } from "../session/useApiClient";
import { RateLimitMeter } from "../ui/RateLimitMeter";

/** The meter of the connected client's rate-limit budget; nothing until a response states it. */
export function ShellBudget() {
  const { rateLimitBudget } = useApiClient();
  const budget = useSyncExternalStore(rateLimitBudget.subscribe, rateLimitBudget.get);
  if (!budget) return null;
  return (
    <RateLimitMeter limit={budget.limit} remaining={budget.remaining} resumeAt={budget.resumeAt} />
  );
}
