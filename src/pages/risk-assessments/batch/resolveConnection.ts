import type { ApiClient, RequestOptions } from "../../../api/client";
import { getUserIdentities } from "../../../api/users/get";
import { connectionNames } from "../../../api/users/identity";
import { ConnectionNotResolved } from "./failureKind";

/**
 * The one connection a batch clears for this user, read from the user's identities (needs
 * read:users). None or several reject with ConnectionNotResolved: the batch cannot guess.
 */
export async function resolveConnection(
  client: ApiClient,
  userId: string,
  options: RequestOptions,
): Promise<string> {
  const connections = connectionNames(await getUserIdentities(client, userId, options));
  const [only] = connections;
  if (connections.length === 1 && only !== undefined) return only;
  throw new ConnectionNotResolved(connections);
}
