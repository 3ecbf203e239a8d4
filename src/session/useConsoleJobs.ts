import { useQuery } from "@tanstack/react-query";
import { consoleJobsOptions } from "../api/history/storeOptions";

/**
 * Whether batches run as the server's jobs for a session on `tenantUrl` (a store and the
 * server's own credentials); undefined while it is asked. A tenant elsewhere is asked nothing.
 */
export function useConsoleJobs(tenantUrl: string | undefined): boolean | undefined {
  const ownOrigin = tenantUrl !== undefined && tenantUrl === globalThis.location?.origin;
  const { data } = useQuery({ ...consoleJobsOptions(), enabled: ownOrigin });
  return ownOrigin ? data : false;
}
