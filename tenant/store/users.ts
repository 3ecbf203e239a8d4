import { userMatches } from "../search/match.ts";
import type { QueryNode } from "../search/query.ts";
import {
  identitiesOf,
  type SeedConnection,
  type SeedIdentity,
  type SeedUser,
} from "../seed/index.ts";

/** A user as GET /users/{id}, /users-by-email and the search answer it untrimmed. */
export type UserResource = Omit<SeedUser, "connections" | "assessments"> & {
  identities: SeedIdentity[];
};

export type ClearOutcome = "cleared" | "no-user" | "no-connection" | "not-member";

export interface UserSort {
  field: string;
  direction: 1 | -1;
}

/**
 * The tenant's users, by id and by exact address, and the search over them. The search is
 * eventually consistent, as the service's is: a user added with a lag is read by id and by
 * address at once but found by the search only once the tenant clock passes its time.
 */
export class UserDirectory {
  private readonly users = new Map<string, SeedUser>();
  private readonly byEmail = new Map<string, SeedUser[]>();
  private readonly searchableFrom = new Map<string, number>();
  /** Test control: every search answers 503, as a query past the service's 2 s does. */
  searchTimesOut = false;
  /** When each user's remembered browsers were invalidated (ISO times), for tests to read. */
  private readonly browsersForgotten = new Map<string, string[]>();
  /** Clear calls per user id, whatever they answered: a test tells a user cleared twice. */
  private readonly clearCalls = new Map<string, number>();

  constructor(
    users: readonly SeedUser[],
    private readonly connectionsByName: ReadonlyMap<string, SeedConnection>,
  ) {
    for (const user of users) this.insert(user);
  }

  /** The stored record, for the organizations' members. */
  get(id: string): SeedUser | undefined {
    return this.users.get(id);
  }

  resource(id: string): UserResource | undefined {
    const user = this.users.get(id);
    return user && this.resourceOf(user);
  }

  /** Exact and case-sensitive, as the service's users-by-email is. */
  withEmail(email: string): UserResource[] {
    return (this.byEmail.get(email) ?? []).map((user) => this.resourceOf(user));
  }

  /** Every user the search index holds at `now` that the query accepts (all without one). */
  search(query: QueryNode | undefined, now: number, sort?: UserSort): UserResource[] {
    const found: UserResource[] = [];
    for (const user of this.users.values()) {
      if ((this.searchableFrom.get(user.user_id) ?? 0) > now) continue;
      const resource = this.resourceOf(user);
      if (!query || userMatches(query, resource)) found.push(resource);
    }
    return sort ? found.sort(byField(sort)) : found;
  }

  /** Adds a user the search finds only from `searchableAt` on; false when the id is taken. */
  add(user: SeedUser, searchableAt: number): boolean {
    if (this.users.has(user.user_id)) return false;
    this.insert(user);
    this.searchableFrom.set(user.user_id, searchableAt);
    return true;
  }

  clearAssessments(userId: string, connection: string, assessors: readonly string[]): ClearOutcome {
    const user = this.users.get(userId);
    if (!user) return "no-user";
    this.clearCalls.set(userId, (this.clearCalls.get(userId) ?? 0) + 1);
    if (!this.connectionsByName.has(connection)) return "no-connection";
    if (!user.connections.includes(connection)) return "not-member";
    const stored = user.assessments[connection] ?? [];
    user.assessments[connection] = stored.filter((assessor) => !assessors.includes(assessor));
    return "cleared";
  }

  /** POST …/multifactor/actions/invalidate-remember-browser: every factor's, at once. */
  invalidateRememberedBrowsers(userId: string, at: string): "no-user" | "invalidated" {
    if (!this.users.has(userId)) return "no-user";
    this.browsersForgotten.set(userId, [...(this.browsersForgotten.get(userId) ?? []), at]);
    return "invalidated";
  }

  /** Each user a clear was sent for, with how many. */
  assessmentClearCalls(): Record<string, number> {
    return Object.fromEntries(this.clearCalls);
  }

  /** Each user whose remembered browsers were invalidated, with when. */
  rememberedBrowsersInvalidated(): Record<string, string[]> {
    return Object.fromEntries(this.browsersForgotten);
  }

  all(): SeedUser[] {
    return [...this.users.values()];
  }

  private insert(user: SeedUser): void {
    this.users.set(user.user_id, user);
    if (user.email === undefined) return;
    this.byEmail.set(user.email, [...(this.byEmail.get(user.email) ?? []), user]);
  }

  private resourceOf(user: SeedUser): UserResource {
    const { connections: _connections, assessments: _assessments, ...profile } = user;
    return { ...profile, identities: identitiesOf(user, this.connectionsByName) };
  }
}

/** Users without the field come last, whichever the direction. */
function byField({ field, direction }: UserSort) {
  return (a: UserResource, b: UserResource): number => {
    const left = (a as Record<string, unknown>)[field];
    const right = (b as Record<string, unknown>)[field];
    if (left === undefined || right === undefined) {
      return left === right ? 0 : left === undefined ? 1 : -1;
    }
    if (typeof left === "number" && typeof right === "number") return (left - right) * direction;
    const [l, r] = [String(left), String(right)];
    return (l < r ? -1 : l > r ? 1 : 0) * direction;
  };
}
