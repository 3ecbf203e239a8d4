import { isApiError } from "../../../api/apiError";
import type { ApiClient, RequestOptions } from "../../../api/client";
import type { User } from "../../../api/schemas/user";
import { getUsersByEmail } from "../../../api/users/byEmail";
import { getUser } from "../../../api/users/get";
import { isEmailText } from "../../../api/users/identity";
import { searchUsers } from "../../../api/users/search";
import { emailSearchQuery } from "./findUserInput";

/** The user a pasted line names, or why it names none. */
type UserLine =
  | { readonly kind: "found"; readonly user: User }
  | {
      readonly kind: "none";
      /** An address that differs only in case and has one user: what the line likely meant. */
      readonly sameButCase?: string;
    }
  /** An email several users share: the line cannot say which one is meant. */
  | { readonly kind: "several"; readonly count: number };

/** GET /users/{id}: the user, or undefined when the tenant holds none by that id (a 404). */
export async function userById(
  client: ApiClient,
  id: string,
  options: RequestOptions = {},
): Promise<User | undefined> {
  try {
    return await getUser(client, id, options);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The exact read is case-sensitive (an external provider's address keeps its case), while a
 * ticket's copy often differs only in case: one search, in any case, finds what was meant. It
 * only suggests; a search that fails or lags says nothing rather than fail the line.
 */
async function addressInAnotherCase(
  client: ApiClient,
  email: string,
  options: RequestOptions,
): Promise<string | undefined> {
  try {
    const { users } = await searchUsers(client, { q: emailSearchQuery(email) }, options);
    const wanted = email.toLowerCase();
    const found = users.flatMap((user) =>
      user.email !== undefined && user.email.toLowerCase() === wanted ? [user.email] : [],
    );
    return found.length === 1 ? found[0] : undefined;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return undefined;
  }
}

/**
 * The one user a line of a pasted list names, read before anything is sent for it: an id by id,
 * an email exactly (case and all, up to date at once, unlike the search). Every list that takes
 * ids and emails reads its lines this way: the risk batch, an organization's Add members.
 */
export async function readUserLine(
  client: ApiClient,
  line: string,
  options: RequestOptions = {},
): Promise<UserLine> {
  if (!isEmailText(line)) {
    const user = await userById(client, line, options);
    return user ? { kind: "found", user } : { kind: "none" };
  }
  const users = await getUsersByEmail(client, line, options);
  const [only] = users;
  if (only === undefined) {
    const sameButCase = await addressInAnotherCase(client, line, options);
    return sameButCase === undefined ? { kind: "none" } : { kind: "none", sameButCase };
  }
  return users.length === 1
    ? { kind: "found", user: only }
    : { kind: "several", count: users.length };
}
