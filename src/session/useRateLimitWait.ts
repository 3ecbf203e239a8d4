import { useEffect, useState } from "react";
import type { ApiClient } from "../api/client";
import type { HttpMethod } from "../api/httpMethod";

/** How `path` is compared with a request's path: equal to it, or starting with it. */
export type PathMatch = "exact" | "prefix";

/**
 * While the client waits out a 429 before sending a `method` request to `path` again: when it
 * resumes (epoch ms), so the screen can say why nothing seems to happen. Undefined otherwise.
 * The client retries by itself; this only lets the screen say so.
 *
 * The filter is given as plain values (not a callback) so the subscription stays stable.
 */
export function useRateLimitWait(
  client: ApiClient,
  method: HttpMethod,
  path: string,
  match: PathMatch = "exact",
): number | undefined {
  const [resumeAt, setResumeAt] = useState<number | undefined>(undefined);
  useEffect(
    () =>
      client.subscribe((event) => {
        if (event.type === "unauthorized" || event.method !== method) return;
        if (match === "exact" ? event.path !== path : !event.path.startsWith(path)) return;
        setResumeAt(event.type === "rate-limited" ? event.resumeAt : undefined);
      }),
    [client, method, path, match],
  );
  return resumeAt;
}
