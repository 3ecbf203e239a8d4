import type { QueryClient } from "@tanstack/react-query";
import { storeKeys } from "./keys";
import type { HistoryObjectType } from "./types";

/**
 * A write through the console's server is a new entry of its object's history: a History
 * region showing it reads its first page again; one not shown reads it when next shown.
 */
export function historyChanged(cache: QueryClient, type: HistoryObjectType, id: string): void {
  void cache.invalidateQueries({ queryKey: storeKeys.history(type, id) });
}
