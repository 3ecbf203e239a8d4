import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { actionKeys } from "../../../api/actions/keys";
import type { ApiClient } from "../../../api/client";
import { OPERATION_SCOPES } from "../../../api/schemas/scopes";

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Each deployed token exchange action's name by id, for the list's Action column: one read,
 * shared with the details and the forms (the same query). Without read:actions, none: the
 * column shows ids.
 */
export function useActionNames(
  client: ApiClient,
  scopes: readonly string[],
  /** Read once the list has rows: the first page is not kept waiting behind it. */
  wanted: boolean,
): ReadonlyMap<string, string> {
  const actions = useQuery({
    queryKey: actionKeys.tokenExchange(),
    // Loaded with the read: its schemas (zod) stay out of the code before the first row.
    queryFn: async ({ signal }) =>
      (await import("../../../api/actions/list")).listTokenExchangeActions(client, signal),
    retry: false,
    staleTime: 60_000,
    enabled: wanted && scopes.includes(OPERATION_SCOPES.listActions),
  });
  return useMemo(
    () =>
      actions.data === undefined
        ? NONE
        : new Map(actions.data.map((action) => [action.id, action.name])),
    [actions.data],
  );
}
