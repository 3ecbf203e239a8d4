import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { activityPeopleSchema, auditPageSchema } from "./auditSchemas";
import { storeKeys } from "./keys";
import { readStore, storeQuery } from "./storeRead";
import type { AuditOperator, AuditPage } from "./types";

const ACTIVITY_PATH = "/__console/activity";
const ACTIVITY_PAGE_SIZE = 50;

/**
 * Team Activity's filters as the server takes them (team-console.md): `person` a sub,
 * `operation` an operation row's name, `type` an object type, `object` an id or name, `from`
 * and `to` ISO 8601 instants. A filter left out (or empty) is no filter.
 */
export interface ActivityFilters {
  readonly person?: string | undefined;
  readonly operation?: string | undefined;
  readonly type?: string | undefined;
  readonly object?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** The filters that are set, as plain strings: the query key and the query string. */
function setFilters(filters: ActivityFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
}

/** `GET /__console/activity`: the team's writes, newest first, one page. */
export function readActivityPage(
  filters: ActivityFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
  fetchFn?: typeof fetch,
): Promise<AuditPage> {
  const query = storeQuery({ ...setFilters(filters), cursor, limit: String(ACTIVITY_PAGE_SIZE) });
  return readStore(
    `${ACTIVITY_PATH}${query}`,
    auditPageSchema,
    "the team's activity",
    signal,
    fetchFn,
  );
}

export function teamActivityOptions(filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: storeKeys.activity(setFilters(filters)),
    queryFn: ({ pageParam, signal }) => readActivityPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    // Another person's write changes it at any time: read again whenever the screen opens.
    staleTime: 0,
    retry: false,
  });
}

/** `GET /__console/activity/people`: everyone with an entry, for the person filter. */
export async function readActivityPeople(
  signal?: AbortSignal,
  fetchFn?: typeof fetch,
): Promise<AuditOperator[]> {
  const body = await readStore(
    `${ACTIVITY_PATH}/people`,
    activityPeopleSchema,
    "the people with activity",
    signal,
    fetchFn,
  );
  return body.people;
}

export function activityPeopleOptions() {
  return queryOptions({
    queryKey: storeKeys.activityPeople(),
    queryFn: ({ signal }) => readActivityPeople(signal),
    retry: false,
  });
}

/** Where the whole filtered set downloads as CSV (the session cookie goes along). */
export function teamActivityCsvUrl(filters: ActivityFilters): string {
  return `${ACTIVITY_PATH}.csv${storeQuery(setFilters(filters))}`;
}
