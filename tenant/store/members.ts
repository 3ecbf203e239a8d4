import type { OrganizationMember } from "../../src/api/schemas/index.ts";
import type { SequencedPage } from "../sequencedList.ts";
import {
  memberOf,
  NO_ORGANIZATION,
  type OffsetSlice,
  type OrganizationLookups,
  type OrganizationRecord,
} from "./organizationRecord.ts";

/** Each organization's members: user ids in the order they joined. */
export class MemberStore {
  constructor(
    private readonly record: (id: string) => OrganizationRecord | undefined,
    private readonly lookups: OrganizationLookups,
  ) {}

  page(id: string, after: number, take: number): SequencedPage<OrganizationMember> | undefined {
    const record = this.record(id);
    if (!record) return undefined;
    const page = record.members.after(after, take);
    return { ...page, items: page.items.map((userId) => this.member(userId)) };
  }

  slice(id: string, start: number, count: number): OffsetSlice<OrganizationMember> | undefined {
    const record = this.record(id);
    if (!record) return undefined;
    const userIds = record.members.keys().slice(start, start + count);
    return { items: userIds.map((userId) => this.member(userId)), total: record.members.size };
  }

  private member(userId: string): OrganizationMember {
    return memberOf(userId, this.lookups.user(userId));
  }

  /**
   * All or none: the index of the first user that does not exist, and nobody added. A user who
   * is a member already keeps their place, so a retried request changes nothing.
   */
  add(id: string, userIds: readonly string[]): "added" | typeof NO_ORGANIZATION | number {
    const record = this.record(id);
    if (!record) return NO_ORGANIZATION;
    const unknown = userIds.findIndex((userId) => !this.lookups.user(userId));
    if (unknown >= 0) return unknown;
    for (const userId of userIds) record.members.add(userId, userId);
    return "added";
  }

  /** Ids that are not members are passed over, so a retried request changes nothing. */
  remove(id: string, userIds: readonly string[]): "removed" | typeof NO_ORGANIZATION {
    const record = this.record(id);
    if (!record) return NO_ORGANIZATION;
    for (const userId of userIds) {
      record.members.remove(userId);
      record.memberRoles.delete(userId);
    }
    return "removed";
  }

  /** A member's role ids, or why there are none to tell. */
  roles(id: string, userId: string): readonly string[] | MemberMissing {
    const record = this.record(id);
    if (!record) return NO_ORGANIZATION;
    if (!record.members.has(userId)) return NOT_MEMBER;
    return record.memberRoles.get(userId) ?? [];
  }

  /**
   * Adds the roles a member does not hold yet, all or none: past `max` roles nothing is added.
   * A role held already keeps its place, so a retried request changes nothing.
   */
  assignRoles(
    id: string,
    userId: string,
    roleIds: readonly string[],
    max: number,
  ): "assigned" | "too-many" | MemberMissing {
    const held = this.roles(id, userId);
    if (typeof held === "string") return held;
    const next = [
      ...held,
      ...roleIds.filter((role, i) => !held.includes(role) && roleIds.indexOf(role) === i),
    ];
    if (next.length > max) return "too-many";
    this.record(id)?.memberRoles.set(userId, next);
    return "assigned";
  }

  /** Roles the member does not hold are passed over. */
  removeRoles(id: string, userId: string, roleIds: readonly string[]): "removed" | MemberMissing {
    const held = this.roles(id, userId);
    if (typeof held === "string") return held;
    const next = held.filter((role) => !roleIds.includes(role));
    const roles = this.record(id)?.memberRoles;
    if (next.length === 0) roles?.delete(userId);
    else roles?.set(userId, next);
    return "removed";
  }
}

export const NOT_MEMBER = "not-member";
type MemberMissing = typeof NO_ORGANIZATION | typeof NOT_MEMBER;
