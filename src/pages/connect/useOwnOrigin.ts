import { useEffect, useState } from "react";
import { type OwnOriginTenant, readOwnOriginTenant } from "../../api/consoleSetup";

interface OwnOrigin {
  origin: string;
  /** What answers there: a proxy (which audits writes) or the local tenant of `npm start`. */
  tenant: Exclude<OwnOriginTenant, null>;
}

/** The page's own origin when its server answers `/api/v2` there, else undefined. */
export function useOwnOrigin(): OwnOrigin | undefined {
  const [own, setOwn] = useState<OwnOrigin | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    void readOwnOriginTenant(fetch, controller.signal).then((tenant) => {
      if (tenant && !controller.signal.aborted) setOwn({ origin: window.location.origin, tenant });
    });
    return () => controller.abort();
  }, []);
  return own;
}
