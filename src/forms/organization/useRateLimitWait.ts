import { useEffect, useState } from "react";
import type { ApiClient, HttpMethod } from "../../api";

/**
 * While the client waits out a 429 before sending `method path` again: when it resumes (epoch
 * ms), so the screen can say why nothing seems to happen. Null otherwise.
 */
export function useRateLimitWait(client: ApiClient, method: HttpMethod, path: string) {
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  useEffect(
    () =>
      client.subscribe((event) => {
        if (event.type === "unauthorized" || event.method !== method || event.path !== path) return;
        setResumeAt(event.type === "rate-limited" ? event.resumeAt : null);
      }),
    [client, method, path],
  );
  return resumeAt;
}
