import { useEffect, useState } from "react";
import { type OwnOriginTenant, readConsoleSetup } from "../../api/consoleSetup";

export interface OwnOrigin {
  origin: string;
  /** What answers there: a proxy (which audits writes) or the local tenant of `npm start`. */
  tenant: Exclude<OwnOriginTenant, null>;
}

interface PageSetup {
  /** The page's own origin when its server answers `/api/v2` there. */
  own: OwnOrigin | undefined;
  /** The provider's issuer when the server signs people in. */
  signInIssuer: string | null;
}

/** What the page's own server says of itself; undefined until it has answered (or failed). */
export function useOwnOrigin(): PageSetup | undefined {
  const [setup, setSetup] = useState<PageSetup | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    void readConsoleSetup(fetch, controller.signal).then(({ tenant, signInIssuer }) => {
      if (controller.signal.aborted) return;
      const own = tenant ? { origin: window.location.origin, tenant } : undefined;
      setSetup({ own, signInIssuer });
    });
    return () => controller.abort();
  }, []);
  return setup;
}
