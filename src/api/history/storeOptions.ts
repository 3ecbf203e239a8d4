import { queryOptions } from "@tanstack/react-query";
import { readConsoleSetup } from "../consoleSetup";
import { storeKeys } from "./keys";

/** The page's own server's setup, read once per page load; each option below selects from it. */
const setupOptions = () =>
  queryOptions({
    queryKey: storeKeys.setup(),
    queryFn: ({ signal }) => readConsoleSetup(fetch, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * Whether the page's own server keeps a store: History, Recently deleted and team Activity
 * show only then (a static host keeps the tab's Activity).
 */
export function consoleStoreOptions() {
  return queryOptions({ ...setupOptions(), select: (setup) => setup.store });
}

/**
 * Whether the page's own server runs jobs (decision 029): a store, and the tenant's own
 * credentials to send with once the tab is gone. Elsewhere batches run in the tab.
 */
export function consoleJobsOptions() {
  return queryOptions({
    ...setupOptions(),
    select: (setup) => setup.store && setup.tenant === "credentials",
  });
}
