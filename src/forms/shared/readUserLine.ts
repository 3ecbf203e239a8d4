import { isApiError } from "../../api/apiError";
import type { ApiClient, RequestOptions } from "../../api/client";
import type { User } from "../../api/schemas/user";
import { getUsersByEmail } from "../../api/users/byEmail";
import { getUser } from "../../api/users/get";
import { isEmailText } from "./findUserInput";

/** The user a pasted line names, or why it names none. */
export type UserLine =
  | { readonly kind: "found"; readonly user: User }
  | { readonly kind: "none" }
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
  if (only === undefined) return { kind: "none" };
  return users.length === 1
    ? { kind: "found", user: only }
    : { kind: "several", count: users.length };
}
