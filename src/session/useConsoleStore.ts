import { useQuery } from "@tanstack/react-query";
import { consoleStoreOptions } from "../api/history/storeOptions";
import { useSession } from "./SessionContext";

/**
 * Whether the page's own server keeps a store (History, Recently deleted, team Activity). Only
 * a session on the page's own origin can have one: a tenant on another origin is asked nothing.
 */
export function useConsoleStore(): boolean {
  const session = useSession();
  const ownOrigin = session !== null && session.tenantUrl === globalThis.location?.origin;
  return useQuery({ ...consoleStoreOptions(), enabled: ownOrigin }).data === true && ownOrigin;
}
