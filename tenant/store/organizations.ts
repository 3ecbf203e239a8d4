import type {
  Organization,
  OrganizationCreate,
  OrganizationSortField,
  OrganizationUpdate,
} from "../../src/api/schemas/index.ts";
import type { TenantLimits } from "../limits.ts";
import { alphanumeric, mulberry32, type Random } from "../prng.ts";
import type { SeedOrganizations } from "../seed/organizations.ts";
import { SequencedList, type SequencedPage } from "../sequencedList.ts";
import { EnabledConnectionStore } from "./enabledConnections.ts";
import { MemberStore } from "./members.ts";
import {
  type EnabledConnection,
  LIMIT_REACHED,
  NO_ORGANIZATION,
  newRecord,
  type OffsetSlice,
  type OrganizationLookups,
  type OrganizationRecord,
  type OrganizationResource,
  patchedOrganization,
} from "./organizationRecord.ts";

export {
  LIMIT_REACHED,
  NO_ORGANIZATION,
  type OrganizationResource,
} from "./organizationRecord.ts";

interface OrganizationSort {
  field: OrganizationSortField;
  descending: boolean;
}

/** What GET /__tenant/state shows of the organizations. */
interface OrganizationsSnapshot {
  /** Each as GET answers it, plus its enabled connections as stored (when it has any). */
  organizations: Organization[];
  /** User ids per organization id, in the order they joined. */
  members: Record<string, string[]>;
  /** Organization id → user id → role ids, for members who hold any. */
  memberRoles: Record<string, Record<string, string[]>>;
}

function compareBy(field: OrganizationSortField) {
  return (a: OrganizationRecord, b: OrganizationRecord): number => {
    if (field === "created_at") return a.created - b.created;
    const left = a.organization[field] ?? "";
    const right = b.organization[field] ?? "";
    return left < right ? -1 : left > right ? 1 : a.created - b.created;
  };
}

/**
 * The tenant's organizations with their enabled connections and members. Every write checks and
 * changes in one synchronous step, so two concurrent requests cannot both take a name or a slot.
 */
export class OrganizationStore {
  private readonly records = new SequencedList<OrganizationRecord>();
  private readonly idsByName = new Map<string, string>();
  private readonly ids: Random;
  /** Organizations ever inserted: deletions leave gaps, never a repeated place. */
  private inserted = 0;
  readonly connections: EnabledConnectionStore;
  readonly members: MemberStore;

  constructor(
    seed: number,
    seeded: SeedOrganizations,
    private readonly limits: TenantLimits,
    private readonly lookups: OrganizationLookups,
  ) {
    this.ids = mulberry32(seed ^ 0x5eed);
    const record = (id: string) => this.records.get(id);
    this.connections = new EnabledConnectionStore(record, lookups);
    this.members = new MemberStore(record, lookups);
    for (const { enabled_connections, ...organization } of seeded.organizations) {
      this.insert(organization, enabled_connections, seeded.members[organization.id]);
    }
  }

  get count(): number {
    return this.records.size;
  }

  private insert(
    organization: OrganizationResource,
    connections?: readonly EnabledConnection[],
    members?: readonly string[],
  ): void {
    this.inserted += 1;
    const record = newRecord(organization, this.inserted, connections, members);
    this.records.add(organization.id, record);
    this.idsByName.set(organization.name, organization.id);
  }

  create(input: OrganizationCreate): Organization | "name-taken" | typeof LIMIT_REACHED {
    if (this.records.size >= this.limits.organizations) return LIMIT_REACHED;
    if (this.idsByName.has(input.name)) return "name-taken";
    const { enabled_connections, ...rest } = structuredClone(input);
    let id = `org_${alphanumeric(this.ids, 16)}`;
    while (this.records.has(id)) id = `org_${alphanumeric(this.ids, 16)}`;
    const organization: OrganizationResource = {
      id,
      ...rest,
      third_party_client_access: input.third_party_client_access ?? "block",
    };
    const connections = enabled_connections?.map((item) => {
      const connection = this.lookups.connection(item.connection_id);
      return connection
        ? { ...item, connection: { name: connection.name, strategy: connection.strategy } }
        : item;
    });
    this.insert(organization, connections);
    // The answer holds only the fields sent, the connections among them.
    const { third_party_client_access, ...sent } = structuredClone(organization);
    return {
      ...sent,
      ...(connections ? { enabled_connections: structuredClone(connections) } : {}),
      third_party_client_access,
    };
  }

  get(id: string): OrganizationResource | undefined {
    const record = this.records.get(id);
    return record && structuredClone(record.organization);
  }

  getByName(name: string): OrganizationResource | undefined {
    const id = this.idsByName.get(name);
    return id === undefined ? undefined : this.get(id);
  }

  /** Checkpoint paging in creation order. */
  page(after: number, take: number): SequencedPage<OrganizationResource> {
    const page = this.records.after(after, take);
    return { ...page, items: page.items.map((record) => structuredClone(record.organization)) };
  }

  /** Offset paging, in creation order unless sorted. */
  slice(start: number, count: number, sort?: OrganizationSort): OffsetSlice<OrganizationResource> {
    const records = this.records.values();
    if (sort) {
      records.sort(compareBy(sort.field));
      if (sort.descending) records.reverse();
    }
    return {
      items: records.slice(start, start + count).map((r) => structuredClone(r.organization)),
      total: records.length,
    };
  }

  /**
   * The organizations the user is a member of, in creation order, offset paged. Every
   * organization is looked at: the tenant holds at most 10,000 here, and a member list answers
   * "is this user in it" at once.
   */
  ofMember(userId: string, start: number, count: number): OffsetSlice<OrganizationResource> {
    const records = this.records.values().filter((record) => record.members.has(userId));
    return {
      items: records.slice(start, start + count).map((r) => structuredClone(r.organization)),
      total: records.length,
    };
  }

  update(
    id: string,
    patch: OrganizationUpdate,
  ): OrganizationResource | typeof NO_ORGANIZATION | "name-taken" {
    const record = this.records.get(id);
    if (!record) return NO_ORGANIZATION;
    const next = patchedOrganization(record.organization, patch);
    const holder = this.idsByName.get(next.name);
    if (holder !== undefined && holder !== id) return "name-taken";
    this.idsByName.delete(record.organization.name);
    this.idsByName.set(next.name, id);
    record.organization = next;
    return structuredClone(next);
  }

  /** Removes the organization, its connections and its memberships; the users stay. */
  delete(id: string): boolean {
    const record = this.records.get(id);
    if (!record) return false;
    this.records.remove(id);
    this.idsByName.delete(record.organization.name);
    return true;
  }

  snapshot(): OrganizationsSnapshot {
    const organizations: Organization[] = [];
    const members: Record<string, string[]> = {};
    const memberRoles: Record<string, Record<string, string[]>> = {};
    for (const record of this.records.values()) {
      const connections = [...record.connections.values()];
      organizations.push({
        ...record.organization,
        ...(connections.length > 0 ? { enabled_connections: connections } : {}),
      });
      members[record.organization.id] = record.members.keys();
      if (record.memberRoles.size > 0) {
        memberRoles[record.organization.id] = Object.fromEntries(record.memberRoles);
      }
    }
    return structuredClone({ organizations, members, memberRoles });
  }
}
