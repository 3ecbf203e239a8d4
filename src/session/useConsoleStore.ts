import { useQuery } from "@tanstack/react-query";
import { consoleStoreOptions } from "../api/history/storeOptions";
import { useSession } from "./SessionContext";

/**
 * Whether the page's own server keeps a store (History, Recently deleted, team Activity);
 * undefined while it is asked. Only a session on the page's own origin can have one: a tenant on
 * another origin is asked nothing.
 */
export function useConsoleStore(): boolean | undefined {
  const session = useSession();
  const ownOrigin = session !== null && session.tenantUrl === globalThis.location?.origin;
  const { data } = useQuery({ ...consoleStoreOptions(), enabled: ownOrigin });
  return ownOrigin ? data : false;
}
