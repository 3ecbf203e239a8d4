import type {
  Action,
  Organization,
  TokenExchangeProfile,
  TokenExchangeProfileCreate,
  UserAttributeProfile,
  UserAttributeProfileCreate,
  UserAttributeProfilePatch,
} from "../../src/api/schemas/index.ts";
import { type CheckpointPage, checkpointPage } from "../checkpointPage.ts";
import type { TenantLimits } from "../limits.ts";
import { alphanumeric, mulberry32, type Random } from "../prng.ts";
import { type ProfilePage, TokenExchangeProfileStore } from "../profileStore.ts";
import {
  DEFAULT_ORGANIZATION_COUNT,
  DEFAULT_USER_COUNT,
  generateSeed,
  type SeedConnection,
  type SeedUser,
  tokenExchangeProfileAt,
} from "../seed/index.ts";
import { ActionCatalog, type ActionProblem, tokenExchangeActionProblem } from "./actions.ts";
import { LIMIT_REACHED } from "./organizationRecord.ts";
import { OrganizationStore } from "./organizations.ts";
import { UserAttributeProfileStore } from "./userAttributeProfiles.ts";
import { type ClearOutcome, UserDirectory, type UserResource } from "./users.ts";

export type { UserResource };

/** A connection as GET /connections answers it untrimmed. */
interface ConnectionResource extends SeedConnection {
  is_domain_connection: boolean;
  realms: string[];
}

interface ConnectionFilter {
  name?: string | undefined;
  strategies?: readonly string[] | undefined;
}

/** How much a seed generates beyond what every seed holds. */
interface SeedCounts {
  /** Organizations in all, the fixed ones included. */
  organizations?: number;
  /** Users in all, at least DEFAULT_USER_COUNT. */
  users?: number;
}

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
  /** Every token exchange profile, in listing order. */
  tokenExchangeProfiles: TokenExchangeProfile[];
  actions: Action[];
  /** Whether searches answer 503 (test control). */
  searchTimesOut: boolean;
  /** Organization id → user id → role ids, for members who hold any. */
  organizationMemberRoles: Record<string, Record<string, string[]>>;
  /** The tenant's risk settings (GET/PATCH /risk-assessments/settings[/new-device]). */
  riskSettings: RiskSettings;
  /** User id → when their remembered browsers were invalidated (ISO times, oldest first). */
  rememberedBrowsersInvalidated: Record<string, string[]>;
  /** User id → how many clears of their assessments were sent (any answer). */
  assessmentClearCalls: Record<string, number>;
}

/** The risk-assessment switch and how long the new-device assessor remembers a device. */
interface RiskSettings {
  enabled: boolean;
  rememberForDays: number;
}

/**
 * lifecycle-operations.md gives no initial values: assessments on (a tenant that has the feature
 * assesses sign-ins), and 30 days, the figure the service's dashboard shows for a new tenant.
 */
const INITIAL_RISK_SETTINGS: RiskSettings = { enabled: true, rememberForDays: 30 };

/** The tenant's in-memory data. One instance per seed; `reset` builds a new one. */
export class TenantStore {
  readonly seed: number;
  readonly limits: TenantLimits;
  readonly profiles: TokenExchangeProfileStore;
  readonly userAttributeProfiles: UserAttributeProfileStore;
  readonly users: UserDirectory;
  readonly actions: ActionCatalog;
  private readonly connectionsById: Map<string, SeedConnection>;
  private readonly connectionsByName: Map<string, SeedConnection>;
  readonly organizations: OrganizationStore;
  riskSettings: RiskSettings = { ...INITIAL_RISK_SETTINGS };
  private readonly ids: Random;

  constructor(
    seed: number,
    profileCount: number,
    limits: TenantLimits,
    { organizations = DEFAULT_ORGANIZATION_COUNT, users = DEFAULT_USER_COUNT }: SeedCounts = {},
  ) {
    if (profileCount > limits.tokenExchangeProfiles) {
      throw new RangeError(
        `profiles must be at most limits.tokenExchangeProfiles (${limits.tokenExchangeProfiles}), got ${profileCount}`,
      );
    }
    if (organizations < DEFAULT_ORGANIZATION_COUNT) {
      throw new RangeError(
        `organizations must be at least ${DEFAULT_ORGANIZATION_COUNT} (the fixed ones), got ${organizations}`,
      );
    }
    if (organizations > limits.organizations) {
      throw new RangeError(
        `organizations must be at most limits.organizations (${limits.organizations}), got ${organizations}`,
      );
    }
    const data = generateSeed(seed, profileCount, organizations, users);
    this.seed = seed;
    this.limits = limits;
    this.profiles = new TokenExchangeProfileStore(data.tokenExchangeProfiles);
    this.userAttributeProfiles = new UserAttributeProfileStore(
      data.userAttributeProfiles,
      data.userAttributeProfileTemplates,
    );
    this.actions = new ActionCatalog(data.actions);
    this.connectionsById = new Map(data.connections.map((c) => [c.id, c]));
    this.connectionsByName = new Map(data.connections.map((c) => [c.name, c]));
    this.users = new UserDirectory(data.users, this.connectionsByName);
    this.organizations = new OrganizationStore(
      seed,
      { organizations: data.organizations, members: data.organizationMembers },
      limits,
      { connection: (id) => this.connectionsById.get(id), user: (id) => this.users.get(id) },
    );
    this.ids = mulberry32(seed ^ 0x5eed);
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

  /**
   * The action must exist, run on custom token exchange and be deployed (400s); the tenant must
   * hold fewer profiles than its create limit (403); the subject_token_type must be free (409).
   * Checked and inserted without an await between, so concurrent creates of one type cannot
   * both succeed.
   */
  createTokenExchangeProfile(
    input: TokenExchangeProfileCreate,
    now: number,
  ): TokenExchangeProfile | ActionProblem | "subject-taken" | typeof LIMIT_REACHED {
    const problem = tokenExchangeActionProblem(this.actions.get(input.action_id));
    if (problem) return problem;
    if (this.profiles.count >= this.limits.tokenExchangeProfilesCreate) return LIMIT_REACHED;
    const at = new Date(now).toISOString();
    return this.profiles.create({
      id: this.newId("tep_", 16, (id) => this.profiles.has(id)),
      name: input.name,
      type: input.type,
      subject_token_type: input.subject_token_type,
      action_id: input.action_id,
      created_at: at,
      updated_at: at,
    });
  }

  /** 409 for a name another profile has (the service's cause for its 409 is not stated). */
  createUserAttributeProfile(
    input: UserAttributeProfileCreate,
  ): UserAttributeProfile | "name-taken" | typeof LIMIT_REACHED {
    const profiles = this.userAttributeProfiles;
    if (profiles.count >= this.limits.userAttributeProfiles) return LIMIT_REACHED;
    if (profiles.hasName(input.name)) return "name-taken";
    return profiles.create(
      this.newId("uap_", 22, (id) => profiles.get(id) !== undefined),
      input,
    );
  }

  private newId(prefix: string, length: number, taken: (id: string) => boolean): string {
    for (;;) {
      const id = `${prefix}${alphanumeric(this.ids, length)}`;
      if (!taken(id)) return id;
    }
  }

  userAttributeProfile(id: string): UserAttributeProfile | undefined {
    return this.userAttributeProfiles.get(id);
  }

  /** The PATCH's merge, unsaved (see UserAttributeProfileStore.merge). */
  mergeUserAttributeProfile(
    current: UserAttributeProfile,
    patch: UserAttributeProfilePatch,
  ): UserAttributeProfile {
    return this.userAttributeProfiles.merge(current, patch);
  }

  saveUserAttributeProfile(profile: UserAttributeProfile): void {
    this.userAttributeProfiles.save(profile);
  }

  connectionById(id: string): SeedConnection | undefined {
    return this.connectionsById.get(id);
  }

  connectionByName(name: string): SeedConnection | undefined {
    return this.connectionsByName.get(name);
  }

  userAttributeProfilePage(after: number, take: number): CheckpointPage<UserAttributeProfile> {
    return this.userAttributeProfiles.page(after, take);
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
    return this.users.resource(id);
  }

  clearAssessments(userId: string, connection: string, assessors: readonly string[]): ClearOutcome {
    return this.users.clearAssessments(userId, connection, assessors);
  }

  snapshot(): TenantState {
    const { organizations, members, memberRoles } = this.organizations.snapshot();
    return structuredClone({
      seed: this.seed,
      profileCount: this.profiles.count,
      organizations,
      organizationMembers: members,
      organizationMemberRoles: memberRoles,
      userAttributeProfiles: this.userAttributeProfiles.all(),
      users: this.users.all(),
      connections: [...this.connectionsById.values()],
      tokenExchangeProfiles: this.profiles.all(),
      actions: this.actions.all(),
      searchTimesOut: this.users.searchTimesOut,
      riskSettings: this.riskSettings,
      rememberedBrowsersInvalidated: this.users.rememberedBrowsersInvalidated(),
      assessmentClearCalls: this.users.assessmentClearCalls(),
    });
  }
}
