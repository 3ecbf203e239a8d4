import { isApiError } from "../../../api/apiError";
import type { ApiClient } from "../../../api/client";
import type { User } from "../../../api/schemas/user";
import { getUsersByEmail } from "../../../api/users/byEmail";
import { searchUsers } from "../../../api/users/search";
import {
  emailSearchQuery,
  type FindUserInput,
  MIN_NAME_CHARACTERS,
  nameSearchQuery,
} from "./findUserInput";
import { userById } from "./readUserLine";

/** How the users were found, which says what "none" means. */
type FoundBy = "id" | "exact-email" | "email-search" | "name-search";

export interface FoundUsers {
  readonly users: readonly User[];
  /** How many matched in all: more than `users` when the search has further pages. */
  readonly total: number;
  readonly by: FoundBy;
}

/** The search answered 503: the query took over 2 s. */
export class SearchTooSlow extends Error {
  constructor() {
    super("The user search took too long");
    this.name = "SearchTooSlow";
  }
}

/** Fewer characters than MIN_NAME_CHARACTERS: nothing is sent. */
export class TermTooShort extends Error {
  constructor() {
    super(`Type at least ${MIN_NAME_CHARACTERS} characters`);
    this.name = "TermTooShort";
  }
}

async function search(
  client: ApiClient,
  q: string,
  by: FoundBy,
  signal: AbortSignal | undefined,
): Promise<FoundUsers> {
  try {
    const page = await searchUsers(client, { q }, { signal });
    return { users: page.users, total: page.total, by };
  } catch (error) {
    if (isApiError(error) && error.status === 503) throw new SearchTooSlow();
    throw error;
  }
}

/**
 * Finds the users an agent means. An id is read by id. An email is read exactly first (case
 * and all, up to date at once) and searched in any case only when that finds no one. A name, or
 * part of an address, is searched. The search lags behind users just created.
 */
export async function findUsers(
  client: ApiClient,
  input: FindUserInput,
  signal?: AbortSignal,
): Promise<FoundUsers> {
  switch (input.kind) {
    case "empty":
      return { users: [], total: 0, by: "name-search" };
    case "id": {
      const user = await userById(client, input.id, { signal });
      return { users: user ? [user] : [], total: user ? 1 : 0, by: "id" };
    }
    case "email": {
      const exact = await getUsersByEmail(client, input.email, { signal });
      if (exact.length > 0) return { users: exact, total: exact.length, by: "exact-email" };
      return search(client, emailSearchQuery(input.email), "email-search", signal);
    }
    case "name":
      if (input.term.length < MIN_NAME_CHARACTERS) throw new TermTooShort();
      return search(client, nameSearchQuery(input.term), "name-search", signal);
  }
}
