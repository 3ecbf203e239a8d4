import { useQuery } from "@tanstack/react-query";
import { consoleStoreOptions } from "../api/history/storeOptions";

/**
 * Whether the page's own server keeps a store (History, Recently deleted, team Activity), for a
 * session on `tenantUrl`; undefined while it is asked. Only the page's own origin can have one:
 * a tenant elsewhere is asked nothing.
 */
export function useConsoleStore(tenantUrl: string | undefined): boolean | undefined {
  const ownOrigin = tenantUrl !== undefined && tenantUrl === globalThis.location?.origin;
  const { data } = useQuery({ ...consoleStoreOptions(), enabled: ownOrigin });
  return ownOrigin ? data : false;
}
