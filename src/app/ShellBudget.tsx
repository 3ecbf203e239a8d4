import { useSyncExternalStore } from "react";
import { rateLimitBudgetFor } from "../session/rateLimitBudgetFor";
import { useSessionStore } from "../session/SessionContext";
import { RateLimitMeter } from "../ui/RateLimitMeter";

/** The meter of the session's rate-limit budget; nothing until a response states it. */
export function ShellBudget({ tenantUrl }: { tenantUrl: string }) {
  const { subscribe, get } = rateLimitBudgetFor(useSessionStore(), tenantUrl);
  const budget = useSyncExternalStore(subscribe, get);
  if (!budget) return null;
  return (
    <RateLimitMeter limit={budget.limit} remaining={budget.remaining} resumeAt={budget.resumeAt} />
  );
}
