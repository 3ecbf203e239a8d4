import type {
  Organization,
  TokenExchangeProfile,
  UserAttribute,
  UserAttributeProfile,
  UserAttributeProfilePatch,
  UserIdMapping,
} from "../src/api/schemas/index.ts";
import { type CheckpointPage, checkpointPage } from "./checkpointPage.ts";
import type { TenantLimits } from "./limits.ts";
import { type ProfilePage, TokenExchangeProfileStore } from "./profileStore.ts";
import {
  DEFAULT_ORGANIZATION_COUNT,
  DEFAULT_USER_ID_MAPPING,
  generateSeed,
  identitiesOf,
  type SeedConnection,
  type SeedIdentity,
  type SeedUser,
  tokenExchangeProfileAt,
} from "./seed/index.ts";

/** A connection as GET /connections answers it untrimmed. */
export interface ConnectionResource extends SeedConnection {
  is_domain_connection: boolean;
  realms: string[];
}

export interface ConnectionFilter {
  name?: string | undefined;
  strategies?: readonly string[] | undefined;
}

/** A user as GET /users/{id} answers it without `fields`. */
export interface UserResource {
  user_id: string;
  identities: SeedIdentity[];
}

export type ClearOutcome = "cleared" | "no-user" | "no-connection" | "not-member";

import { LIMIT_REACHED } from "./store/organizationRecord.ts";
import { OrganizationStore } from "./store/organizations.ts";

/** Returned when a write would take the store past one of its `TenantLimits`. */
export { LIMIT_REACHED };

/** What GET /__tenant/state returns. */
export interface TenantState {
  seed: number;
  profileCount: number;
  organizations: Organization[];
  /** User ids per organization id, in the order they joined. */
  organizationMembers: Record<string, string[]>;
  userAttributeProfiles: UserAttributeProfile[];
  users: SeedUser[];
  connections: SeedConnection[];
}

/** Override values in responses always carry oidc_mapping (service-facts.md). */
function completeUserId(mapping: UserIdMapping): UserIdMapping {
  const complete: UserIdMapping = { ...DEFAULT_USER_ID_MAPPING, ...structuredClone(mapping) };
  if (mapping.strategy_overrides) {
    complete.strategy_overrides = Object.fromEntries(
      Object.entries(mapping.strategy_overrides).map(([strategy, value]) => [
        strategy,
        { oidc_mapping: "sub", ...value },
      ]),
    );
  }
  return complete;
}

/** The tenant's in-memory data. One instance per seed; `reset` builds a new one. */
export class TenantStore {
  readonly seed: number;
  readonly limits: TenantLimits;
  private readonly profiles: TokenExchangeProfileStore;
  private readonly userAttributeProfiles: Map<string, UserAttributeProfile>;
  private readonly users: Map<string, SeedUser>;
  private readonly connectionsById: Map<string, SeedConnection>;
  private readonly connectionsByName: Map<string, SeedConnection>;
  readonly organizations: OrganizationStore;

  constructor(
    seed: number,
    profileCount: number,
    limits: TenantLimits,
    organizationCount = DEFAULT_ORGANIZATION_COUNT,
  ) {
    if (profileCount > limits.tokenExchangeProfiles) {
      throw new RangeError(
        `profiles must be at most limits.tokenExchangeProfiles (${limits.tokenExchangeProfiles}), got ${profileCount}`,
      );
    }
    if (organizationCount < DEFAULT_ORGANIZATION_COUNT) {
      throw new RangeError(
        `organizations must be at least ${DEFAULT_ORGANIZATION_COUNT} (the fixed ones), got ${organizationCount}`,
      );
    }
    if (organizationCount > limits.organizations) {
      throw new RangeError(
        `organizations must be at most limits.organizations (${limits.organizations}), got ${organizationCount}`,
      );
    }
    const data = generateSeed(seed, profileCount, organizationCount);
    this.seed = seed;
    this.limits = limits;
    this.profiles = new TokenExchangeProfileStore(data.tokenExchangeProfiles);
    this.userAttributeProfiles = new Map(data.userAttributeProfiles.map((p) => [p.id, p]));
    this.users = new Map(data.users.map((user) => [user.user_id, user]));
    this.connectionsById = new Map(data.connections.map((c) => [c.id, c]));
    this.connectionsByName = new Map(data.connections.map((c) => [c.name, c]));
    this.organizations = new OrganizationStore(
      seed,
      { organizations: data.organizations, members: data.organizationMembers },
      limits,
      { connection: (id) => this.connectionsById.get(id), user: (id) => this.users.get(id) },
    );
  }

  get profileCount(): number {
    return this.profiles.count;
  }

  /** Appends profiles after all existing ones, continuing the seed's series; all or none. */
  addProfiles(count: number, createdAt: number): TokenExchangeProfile[] | typeof LIMIT_REACHED {
    if (this.profiles.count + count > this.limits.tokenExchangeProfiles) return LIMIT_REACHED;
    return this.profiles.append(count, (index) =>
      tokenExchangeProfileAt(this.seed, index, createdAt),
    );
  }

  /** Profiles strictly after `after` in insertion order. */
  profilePage(after: number, take: number): ProfilePage {
    return this.profiles.page(after, take);
  }

  userAttributeProfile(id: string): UserAttributeProfile | undefined {
    return this.userAttributeProfiles.get(id);
  }

  /**
   * Each attribute sent replaces that attribute whole; `user_id` sent replaces the mapping
   * whole, with unsent fields back at their defaults. Returns the merged profile unsaved, so the
   * caller can check it before `saveUserAttributeProfile`.
   */
  mergeUserAttributeProfile(
    current: UserAttributeProfile,
    patch: UserAttributeProfilePatch,
  ): UserAttributeProfile {
    const attributes: Record<string, UserAttribute> = structuredClone(current.user_attributes);
    for (const [name, attribute] of Object.entries(patch.user_attributes ?? {})) {
      attributes[name] = structuredClone(attribute);
    }
    return {
      id: current.id,
      name: patch.name ?? current.name,
      user_id: patch.user_id ? completeUserId(patch.user_id) : structuredClone(current.user_id),
      user_attributes: attributes,
    };
  }

  saveUserAttributeProfile(profile: UserAttributeProfile): void {
    this.userAttributeProfiles.set(profile.id, profile);
  }

  connectionById(id: string): SeedConnection | undefined {
    return this.connectionsById.get(id);
  }

  /** Profiles are never added or removed, so their order in the map is their position. */
  userAttributeProfilePage(after: number, take: number): CheckpointPage<UserAttributeProfile> {
    const page = checkpointPage([...this.userAttributeProfiles.values()], after, take);
    return { ...page, items: structuredClone(page.items) };
  }

  /** Connections in seed order; `name` matches exactly, `strategies` any of them. */
  connectionPage(
    after: number,
    take: number,
    { name, strategies }: ConnectionFilter,
  ): CheckpointPage<ConnectionResource> {
    const page = checkpointPage(
      [...this.connectionsById.values()],
      after,
      take,
      (connection) =>
        (name === undefined || connection.name === name) &&
        (strategies === undefined || strategies.includes(connection.strategy)),
    );
    return {
      ...page,
      items: page.items.map((connection) => ({
        ...connection,
        is_domain_connection: false,
        realms: [connection.name],
      })),
    };
  }

  user(id: string): UserResource | undefined {
    const user = this.users.get(id);
    return (
      user && { user_id: user.user_id, identities: identitiesOf(user, this.connectionsByName) }
    );
  }

  clearAssessments(userId: string, connection: string, assessors: readonly string[]): ClearOutcome {
    const user = this.users.get(userId);
    if (!user) return "no-user";
    if (!this.connectionsByName.has(connection)) return "no-connection";
    if (!user.connections.includes(connection)) return "not-member";
    const stored = user.assessments[connection] ?? [];
    user.assessments[connection] = stored.filter((assessor) => !assessors.includes(assessor));
    return "cleared";
  }

  snapshot(): TenantState {
    const { organizations, members } = this.organizations.snapshot();
    return structuredClone({
      seed: this.seed,
      profileCount: this.profiles.count,
      organizations,
      organizationMembers: members,
      userAttributeProfiles: [...this.userAttributeProfiles.values()],
      users: [...this.users.values()],
      connections: [...this.connectionsById.values()],
    });
  }
}
