import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { userId as userIdSchema } from "../../api/schemas/riskAssessment";
import { userIdentitiesOptions } from "../../api/users/get";
import { connectionNames } from "../../api/users/identity";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { riskAssessmentMessages } from "./messages";

/** Long enough for an id to be pasted or typed, short enough to answer before Connection. */
const LOOKUP_DELAY_MS = 400;

const text = riskAssessmentMessages.lookup;

export const NO_CLEARABLE_CONNECTION = text.noConnection;

export type UserConnections =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "found"; readonly connections: readonly string[] }
  | { readonly kind: "none" }
  | { readonly kind: "unknown-user" }
  | { readonly kind: "failed"; readonly message: string };

/**
 * The connections of the user whose id is typed, read once typing pauses. `canRead` is false
 * when the token lacks read:users: nothing is read and the answer stays idle.
 */
export function useUserConnections(
  client: ApiClient,
  typedId: string,
  canRead: boolean,
): UserConnections {
  const id = useDebouncedValue(typedId.trim(), LOOKUP_DELAY_MS);
  // Until typing pauses on a well-formed id there is nothing to ask.
  const settled = canRead && id === typedId.trim() && userIdSchema.safeParse(id).success;
  const query = useQuery({
    ...userIdentitiesOptions(client, id),
    enabled: settled,
    // A 404 or a refusal will not change on a second try; a 429 is waited out by the client.
    retry: false,
  });
  if (!settled) return { kind: "idle" };
  if (query.isPending) return { kind: "loading" };
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 404) return { kind: "unknown-user" };
    return { kind: "failed", message: error.message };
  }
  const connections = connectionNames(query.data);
  return connections.length === 0 ? { kind: "none" } : { kind: "found", connections };
}
