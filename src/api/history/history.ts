import { infiniteQueryOptions } from "@tanstack/react-query";
import { auditPageSchema } from "./auditSchemas";
import { storeKeys } from "./keys";
import { readStore, storeQuery } from "./storeRead";
import type { AuditPage, HistoryObjectType } from "./types";

const HISTORY_PATH = "/__console/history";
/** A screenful of entries; Show older changes asks for the next. */
const HISTORY_PAGE_SIZE = 20;

/** `GET /__console/history`: one object's entries, newest first, one page. */
export function readHistoryPage(
  type: HistoryObjectType,
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
  fetchFn?: typeof fetch,
): Promise<AuditPage> {
  const query = storeQuery({ type, id, cursor, limit: String(HISTORY_PAGE_SIZE) });
  return readStore(`${HISTORY_PATH}${query}`, auditPageSchema, "this history", signal, fetchFn);
}

/**
 * One object's history, read from the console's own server (its cookie goes along), never
 * through the tenant's client: the store is the server's.
 */
export function historyOptions(type: HistoryObjectType, id: string) {
  return infiniteQueryOptions({
    queryKey: storeKeys.history(type, id),
    queryFn: ({ pageParam, signal }) => readHistoryPage(type, id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: false,
    // Others write too: each time a History is shown it reads again (no rate budget spent).
    staleTime: 0,
  });
}
