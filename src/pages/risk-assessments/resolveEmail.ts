import type { ApiClient, RequestOptions } from "../../api/client";
import { getUsersByEmail } from "../../api/users/byEmail";
import { EmailNotResolved } from "../../forms/risk-assessment/failureKind";
import { connectionNames } from "../../forms/shared/FindUser";

export interface ResolvedEmail {
  readonly userId: string;
  /** The user's one connection, read with the user; undefined with none or several. */
  readonly connection: string | undefined;
}

/**
 * The one user a batch line's email names, read exactly (case-sensitive, up to date at once).
 * No user, or several sharing the address, rejects with EmailNotResolved: nothing is sent for
 * that line, and reading again would find the same.
 */
export async function resolveEmail(
  client: ApiClient,
  email: string,
  options: RequestOptions,
): Promise<ResolvedEmail> {
  const users = await getUsersByEmail(client, email, options);
  const [only] = users;
  if (users.length !== 1 || only === undefined) throw new EmailNotResolved(users.length);
  const connections = connectionNames(only);
  return {
    userId: only.user_id,
    connection: connections.length === 1 ? connections[0] : undefined,
  };
}
