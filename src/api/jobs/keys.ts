import type { JobItemState } from "./types";

/** Every query key of the server's jobs. Imports nothing but types. */
export const jobKeys = {
  all: ["console-jobs"] as const,
  lists: () => [...jobKeys.all, "list"] as const,
  details: () => [...jobKeys.all, "detail"] as const,
  detail: (id: string) => [...jobKeys.details(), id] as const,
  /** A job's items in some states (its failures first). */
  items: (id: string, states: readonly JobItemState[]) =>
    [...jobKeys.detail(id), "items", states.join(",")] as const,
};
