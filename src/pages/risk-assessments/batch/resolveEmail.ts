import type { ApiClient, RequestOptions } from "../../../api/client";
import { connectionNames } from "../../../api/users/identity";
import { readUserLine } from "../../../forms/shared/find-user/readUserLine";
import { EmailNotResolved } from "./failureKind";

interface ResolvedEmail {
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
  const read = await readUserLine(client, email, options);
  if (read.kind === "none") throw new EmailNotResolved(0, read.sameButCase);
  if (read.kind === "several") throw new EmailNotResolved(read.count);
  const connections = connectionNames(read.user);
  return {
    userId: read.user.user_id,
    connection: connections.length === 1 ? connections[0] : undefined,
  };
}
