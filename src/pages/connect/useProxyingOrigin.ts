import { useEffect, useState } from "react";
import { readOwnOriginProxies } from "../../api/consoleSetup";

/** The page's own origin when the console's server proxies a tenant there, else undefined. */
export function useProxyingOrigin(): string | undefined {
  const [origin, setOrigin] = useState<string | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    void readOwnOriginProxies(fetch, controller.signal).then((proxies) => {
      if (proxies && !controller.signal.aborted) setOrigin(window.location.origin);
    });
    return () => controller.abort();
  }, []);
  return origin;
}
