import { useEffect, useState } from "react";
import type { ApiClient } from "../../api";

const PROFILES_PATH = "/user-attribute-profiles/";

/**
 * When a save waits out a 429, the epoch ms at which it is sent again; undefined otherwise.
 * The client retries by itself, so the screen only has to say why nothing happens yet.
 */
export function useRateLimitWait(client: ApiClient): number | undefined {
  const [resumeAt, setResumeAt] = useState<number | undefined>(undefined);
  useEffect(
    () =>
      client.subscribe((event) => {
        if (event.type === "unauthorized") return;
        if (event.method !== "PATCH" || !event.path.startsWith(PROFILES_PATH)) return;
        setResumeAt(event.type === "rate-limited" ? event.resumeAt : undefined);
      }),
    [client],
  );
  return resumeAt;
}
