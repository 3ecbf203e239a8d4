import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../../api/client";
import { userKeys } from "../../../api/users/keys";
import { useDebouncedValue } from "../../../ui/useDebouncedValue";
import { classifyFindUser } from "./findUserInput";
import { type FoundUsers, findUsers } from "./findUsers";

/** Long enough for a name to be typed, short enough to feel immediate. */
const FIND_DELAY_MS = 300;

function findUserOptions(client: ApiClient, typed: string) {
  return queryOptions({
    queryKey: userKeys.find(typed),
    queryFn: ({ signal }) => findUsers(client, classifyFindUser(typed), signal),
    // A 404, a 503 or a refusal answers the same on a second try; a 429 is waited out already.
    retry: false,
  });
}

export type FindUserState =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "found"; readonly result: FoundUsers }
  | { readonly kind: "failed"; readonly error: Error };

/**
 * Looks up what is typed once typing pauses. A newer text supersedes the older lookup: its query
 * loses its observer and TanStack Query aborts its request. `paused` holds lookups while the
 * text is a user just chosen.
 */
export function useFindUser(
  client: ApiClient | undefined,
  typed: string,
  paused: boolean,
): FindUserState {
  const text = typed.trim();
  const settled = useDebouncedValue(text, FIND_DELAY_MS);
  const ready = client !== undefined && !paused && settled === text && text !== "";
  const query = useQuery(
    client && ready
      ? findUserOptions(client, settled)
      : { queryKey: userKeys.find(settled), queryFn: skipToken },
  );
  if (!ready)
    return text === "" || paused || client === undefined ? { kind: "idle" } : { kind: "loading" };
  if (query.isPending) return { kind: "loading" };
  if (query.isError) return { kind: "failed", error: query.error };
  return { kind: "found", result: query.data };
}
