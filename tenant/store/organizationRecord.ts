import type {
  Organization,
  OrganizationConnection,
  OrganizationMember,
  OrganizationUpdate,
} from "../../src/api/schemas/index.ts";
import type { SeedConnection, SeedUser } from "../seed/index.ts";
import { SequencedList } from "../sequencedList.ts";

/** An enabled connection as stored: the flags as sent, and the connection's name and strategy. */
export type EnabledConnection = NonNullable<Organization["enabled_connections"]>[number];

/** The organization as GET answers it: enabled connections and members have their own lists. */
export type OrganizationResource = Omit<Organization, "enabled_connections">;

export interface OrganizationRecord {
  organization: OrganizationResource;
  /** Its place in creation order, which `sort=created_at` follows. */
  created: number;
  /** By connection id, in the order they were enabled. */
  connections: Map<string, EnabledConnection>;
  /** User ids, in the order they joined. */
  members: SequencedList<string>;
  /** Each member's role ids, in the order they were assigned; a member without any is absent. */
  memberRoles: Map<string, string[]>;
}

/** Returned when a write would take the store past one of its limits. */
export const LIMIT_REACHED = "limit-reached";
export const NO_ORGANIZATION = "no-organization";

/** A page of an offset listing, with the count of everything listed. */
export interface OffsetSlice<T> {
  items: T[];
  total: number;
}

/** What the organization store reads from the rest of the tenant. */
export interface OrganizationLookups {
  connection(id: string): SeedConnection | undefined;
  user(id: string): SeedUser | undefined;
}

export function newRecord(
  organization: OrganizationResource,
  created: number,
  connections: readonly EnabledConnection[] = [],
  members: readonly string[] = [],
): OrganizationRecord {
  const record: OrganizationRecord = {
    organization,
    created,
    connections: new Map(connections.map((item) => [item.connection_id, item])),
    members: new SequencedList<string>(),
    memberRoles: new Map(),
  };
  for (const userId of members) record.members.add(userId, userId);
  return record;
}

/** The item with the service's defaults: membership off and a button on unless set. */
export function answeredConnection(item: EnabledConnection): OrganizationConnection {
  return {
    connection_id: item.connection_id,
    assign_membership_on_login: item.assign_membership_on_login ?? false,
    show_as_button: item.show_as_button ?? true,
    // A flag of database connections: left out for the enterprise ones unless it was set.
    ...(item.is_signup_enabled !== undefined ? { is_signup_enabled: item.is_signup_enabled } : {}),
    ...(item.connection ? { connection: { ...item.connection } } : {}),
  };
}

/** The member as listed: the user's id, with the email and name it holds, if any. */
export function memberOf(userId: string, user: SeedUser | undefined): OrganizationMember {
  // Read whichever profile fields the user record holds; seeded users differ in what they carry.
  const profile: Record<string, unknown> = { ...user };
  const member: OrganizationMember = { user_id: userId };
  for (const field of ["email", "name", "picture"] as const) {
    const value = profile[field];
    if (typeof value === "string") member[field] = value;
  }
  return member;
}

/**
 * The organization after a PATCH (lifecycle-operations.md, recorded): properties left out are
 * kept; `metadata` is replaced whole, a `null` value leaving its key out and nothing left
 * removing it; `token_quota: null` removes the quota; `branding` is replaced whole, `{}`
 * removing it.
 */
export function patchedOrganization(
  current: OrganizationResource,
  patch: OrganizationUpdate,
): OrganizationResource {
  const next = structuredClone(current);
  const { metadata, token_quota, branding, ...plain } = structuredClone(patch);
  Object.assign(next, plain);
  if (metadata !== undefined) {
    const kept = Object.entries(metadata).flatMap(([key, value]) =>
      value === null ? [] : [[key, value] as const],
    );
    if (kept.length > 0) next.metadata = Object.fromEntries(kept);
    else delete next.metadata;
  }
  if (token_quota === null) delete next.token_quota;
  else if (token_quota !== undefined) next.token_quota = token_quota;
  if (branding !== undefined) {
    if (Object.keys(branding).length > 0) next.branding = branding;
    else delete next.branding;
  }
  return next;
}
