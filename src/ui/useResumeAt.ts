import { useCallback, useEffect, useState } from "react";

/**
 * When a request waiting out the tenant's rate limit is sent again (epoch ms), for a countdown;
 * undefined once that time has come. `onWait` is the request's `onRateLimitWait` callback
 * (typed structurally: src/ui imports nothing but React); `reset` forgets the wait, for when the
 * request ends before it (cancelled, or settled).
 */
export function useResumeAt(): {
  resumeAt: number | undefined;
  onWait: (wait: { readonly resumeAt: number }) => void;
  reset: () => void;
} {
  const [resumeAt, setResumeAt] = useState<number>();
  useEffect(() => {
    if (resumeAt === undefined) return;
    const timer = window.setTimeout(() => setResumeAt(undefined), resumeAt - Date.now());
    return () => window.clearTimeout(timer);
  }, [resumeAt]);
  const onWait = useCallback(
    (wait: { readonly resumeAt: number }) => setResumeAt(wait.resumeAt),
    [],
  );
  const reset = useCallback(() => setResumeAt(undefined), []);
  return { resumeAt, onWait, reset };
}
