import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import {
  CONNECTION_FIELDS,
  type ConnectionList,
  connectionListQuerySchema,
  connectionListSchema,
} from "../schemas/connection";
import { LIMITS } from "../schemas/limits";
import { nextCursor } from "../schemas/tokenExchangeProfile";
import type { Strategy } from "../schemas/userAttributeProfile";
import { connectionKeys } from "./keys";

export interface ListConnectionsInput {
  readonly from?: string | undefined;
  readonly take?: number | undefined;
  /** The exact name of one connection. */
  readonly name?: string | undefined;
  /** Connections of any of these strategies. */
  readonly strategy?: readonly Strategy[] | undefined;
}

/** What the caller chooses; the trimming is the module's own. */
const filterSchema = connectionListQuerySchema.pick({
  from: true,
  take: true,
  name: true,
  strategy: true,
});

/**
 * GET /connections: one page, trimmed to the members the console shows (CONNECTION_FIELDS).
 * A `take` outside 1–100 or a name the contract's pattern refuses is a ZodError, never sent.
 */
export async function listConnections(
  client: ApiClient,
  { strategy, ...input }: ListConnectionsInput,
  { signal, onRateLimitWait }: RequestOptions = {},
): Promise<ConnectionList> {
  const query = filterSchema.parse({
    ...input,
    ...(strategy && strategy.length > 0 ? { strategy: [...strategy] } : {}),
  });
  return client.request({
    method: "GET",
    path: apiPath`/connections`,
    query: { ...query, fields: CONNECTION_FIELDS.join(","), include_fields: "true" },
    schema: connectionListSchema,
    signal,
    onRateLimitWait,
  });
}

/** What a listing of connections is filtered by; each filter caches a listing of its own. */
export interface ConnectionFilter {
  readonly name?: string | undefined;
  readonly strategy?: readonly Strategy[] | undefined;
}

/** Page after page of connections matching the filter, following `next` to the end. */
export function connectionListOptions(
  client: ApiClient,
  filter: ConnectionFilter = {},
  take: number = LIMITS.take.default,
) {
  return infiniteQueryOptions({
    queryKey: connectionKeys.list(filter, take),
    queryFn: ({ pageParam, signal }) =>
      listConnections(client, { ...filter, from: pageParam, take }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: ConnectionList) => nextCursor(lastPage),
  });
}
