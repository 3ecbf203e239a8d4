import type { QueryClient } from "@tanstack/react-query";
import { historyChanged } from "../history/cache";
import type { ListingRead } from "../listingReader";
import type { OrganizationMember } from "../schemas/organizationMember";
import { userKeys } from "../users/keys";
import { organizationMemberKeys } from "./keys";

/** Members added to, or removed from, one organization. */
export type MembersChange =
  | { readonly added: readonly OrganizationMember[] }
  | { readonly removed: readonly string[] };

/**
 * After an add or a remove, what was read says so at once: a search must not show a member who
 * is gone, nor miss one just added, nor read every member again for one change. Members added
 * join at the end, as the listing places them; one already read keeps its place.
 */
function amendMemberRead(cache: QueryClient, organizationId: string, change: MembersChange) {
  cache.setQueryData<ListingRead<OrganizationMember>>(
    organizationMemberKeys.read(organizationId),
    (read) => {
      if (read === undefined) return undefined;
      if ("removed" in change) {
        const gone = new Set(change.removed);
        return { ...read, items: read.items.filter((member) => !gone.has(member.user_id)) };
      }
      // Before the end is read, the listing itself brings them when the reading gets there.
      if (!read.complete) return read;
      const known = new Set(read.items.map((member) => member.user_id));
      const added = change.added.filter((member) => !known.has(member.user_id));
      return { ...read, items: [...read.items, ...added] };
    },
  );
}

/**
 * What adding or removing members changes in the cache, for every screen that does it. The list
 * is read again from its start: a member added joins at the end, and pages hold places that a
 * removal does not move. What the filter read is amended instead: reading every member again for
 * one change would cost a big organization a minute. Each user's organizations are read again.
 */
export function membersChanged(
  cache: QueryClient,
  organizationId: string,
  change: MembersChange,
): void {
  void cache.resetQueries({ queryKey: organizationMemberKeys.list(organizationId) });
  historyChanged(cache, "organization", organizationId);
  amendMemberRead(cache, organizationId, change);
  const ids = "added" in change ? change.added.map((member) => member.user_id) : change.removed;
  for (const id of ids) void cache.invalidateQueries({ queryKey: userKeys.organizations(id) });
}

/** What an assign or a remove did to each member's roles. */
type RolesChange =
  | { readonly assigned: readonly { id: string; name: string }[] }
  | { readonly removed: readonly string[] };

/**
 * Roles assigned to, or removed from, some members: the list is read again from its start (its
 * pages carry the roles), and what the filter read is amended in place.
 */
export function memberRolesChanged(
  cache: QueryClient,
  organizationId: string,
  userIds: readonly string[],
  change: RolesChange,
): void {
  void cache.resetQueries({ queryKey: organizationMemberKeys.list(organizationId) });
  historyChanged(cache, "organization", organizationId);
  for (const userId of userIds) {
    void cache.invalidateQueries({
      queryKey: organizationMemberKeys.memberRoles(organizationId, userId),
    });
  }
  const changed = new Set(userIds);
  const rolesAfter = (held: readonly { id: string; name: string }[] = []) => {
    if ("removed" in change) return held.filter((role) => !change.removed.includes(role.id));
    const kept = new Set(held.map((role) => role.id));
    return [...held, ...change.assigned.filter((role) => !kept.has(role.id))];
  };
  cache.setQueryData<ListingRead<OrganizationMember>>(
    organizationMemberKeys.read(organizationId),
    (read) =>
      read && {
        ...read,
        items: read.items.map((member) =>
          changed.has(member.user_id) ? { ...member, roles: rolesAfter(member.roles) } : member,
        ),
      },
  );
}
