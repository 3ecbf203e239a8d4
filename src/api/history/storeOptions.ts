import { queryOptions } from "@tanstack/react-query";
import { readConsoleSetup } from "../consoleSetup";
import { storeKeys } from "./keys";

/**
 * Whether the page's own server keeps a store: History, Recently deleted and team Activity
 * show only then (a static host keeps the tab's Activity). Read once per page load.
 */
export function consoleStoreOptions() {
  return queryOptions({
    queryKey: storeKeys.setup(),
    queryFn: async ({ signal }) => (await readConsoleSetup(fetch, signal)).store,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
