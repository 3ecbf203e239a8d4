import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { tokenExchangeActionsOptions } from "../../api/actions/list";
import type { ApiClient } from "../../api/client";
import { OPERATION_SCOPES } from "../../api/schemas/scopes";

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Each deployed token exchange action's name by id, for the list's Action column: one read,
 * shared with the details and the forms. Without read:actions, none: the column shows ids.
 */
export function useActionNames(
  client: ApiClient,
  scopes: readonly string[],
  /** Read once the list has rows: the first page is not kept waiting behind it. */
  wanted: boolean,
): ReadonlyMap<string, string> {
  const actions = useQuery({
    ...tokenExchangeActionsOptions(client),
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
