import { infiniteQueryOptions } from "@tanstack/react-query";
import { deletedPageSchema } from "./auditSchemas";
import { storeKeys } from "./keys";
import { readStore, storeQuery } from "./storeRead";
import type { DeletedPage } from "./types";

const DELETED_PATH = "/__console/deleted";
/** A screenful and some: the list asks for more as the person scrolls. */
const DELETED_PAGE_SIZE = 25;

/** `GET /__console/deleted`: the deleted objects not yet restored, newest first. */
export function readDeleted(
  cursor: string | undefined,
  signal?: AbortSignal,
  fetchFn?: typeof fetch,
): Promise<DeletedPage> {
  const query = storeQuery({ cursor, limit: String(DELETED_PAGE_SIZE) });
  return readStore(
    `${DELETED_PATH}${query}`,
    deletedPageSchema,
    "the recently deleted objects",
    signal,
    fetchFn,
  );
}

export function deletedOptions() {
  return infiniteQueryOptions({
    queryKey: storeKeys.deleted(),
    queryFn: ({ pageParam, signal }) => readDeleted(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    // Another person's write changes it at any time: read again whenever the screen opens.
    staleTime: 0,
    retry: false,
  });
}
