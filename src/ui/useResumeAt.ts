import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * Where the API client records the 429 wait under way: its rate-limit budget, which the shell's
 * meter reads too. Typed structurally: src/ui imports nothing but React.
 */
export interface RateLimitWaits {
  subscribe(listener: () => void): () => void;
  get(): { readonly resumeAt?: number | undefined } | undefined;
}

/**
 * While the screen's own request is `pending`: when the request waiting out the tenant's rate
 * limit is sent again (epoch ms), for a countdown; undefined when none waits or that time has
 * come. Read from the client rather than heard from the request, so a request started before the
 * screen mounted (the early first page, a render React threw away) is counted down too.
 */
export function useResumeAt(waits: RateLimitWaits, pending: boolean): number | undefined {
  const at = useSyncExternalStore(waits.subscribe, () => waits.get()?.resumeAt);
  const [passed, setPassed] = useState<number>();
  useEffect(() => {
    if (at === undefined) return;
    const timer = window.setTimeout(() => setPassed(at), at - Date.now());
    return () => window.clearTimeout(timer);
  }, [at]);
  return pending && at !== passed ? at : undefined;
}
