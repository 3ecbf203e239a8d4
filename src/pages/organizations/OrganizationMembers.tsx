/** biome-ignore-all lint/a11y/useSemanticElements: cells of a virtualized table (VirtualTable.tsx), which cannot be a <table>. */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { ApiClient } from "../../api/client";
import { type MembersChange, membersChanged } from "../../api/organization-members/cache";
import { memberRolesOptions } from "../../api/organization-members/roles";
import type { OrganizationMember } from "../../api/schemas/organizationMember";
import { AddMembersForm } from "../../forms/organization-members/AddMembersForm";
import { isolated } from "../../lib/isolated";
import { useScopeProblem } from "../../session/useScopeProblem";
import { IsolatedText } from "../../ui/IsolatedText";
import { progressText } from "../../ui/listProgress";
import { ScopeNotes } from "../../ui/ScopeNotes";
import { SearchField } from "../../ui/SearchField";
import { plainText } from "../../ui/sentenceParts";
import { VirtualTable } from "../../ui/VirtualTable";
import { ListingNotes } from "./ListingNotes";
import { MemberRoles, type SelectedMember } from "./MemberRoles";
import { MemberRolesCell } from "./MemberRolesCell";
import { memberSearchSentence } from "./memberSearchSentence";
import { organizationsMessages } from "./messages";
import { RemoveMembers } from "./RemoveMembers";
import { memberRoleMessages as roleText } from "./roleMessages";
import { SearchControls, searchAction } from "./SearchControls";
import { useMemberRows } from "./useMemberRows";

const text = organizationsMessages.members;
const searchLabels = organizationsMessages.list.filter;

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
}

/** The Members region: a paged, virtualized list; Add members; select and remove. */
export function OrganizationMembers({ client, organization }: Props) {
  const headingId = useId();
  const cache = useQueryClient();
  const cannotRead = useScopeProblem("listOrganizationMembers");
  const cannotAdd = useScopeProblem("addOrganizationMembers");
  const cannotRemove = useScopeProblem("removeOrganizationMembers");
  const cannotSearch = useScopeProblem("searchUsers");
  const withRoles = useScopeProblem("listMemberRoles") === undefined;
  const cannotAssign = useScopeProblem("assignMemberRoles");
  const cannotUnassign = useScopeProblem("removeMemberRoles");
  const changesRoles = withRoles && (cannotAssign === undefined || cannotUnassign === undefined);
  const cannotSelect = cannotRemove !== undefined && !changesRoles;
  const tableId = useId();
  const [filter, setFilter] = useState("");
  const { filtering, settling, term, loaded, rows, search, listing, loadMore } = useMemberRows(
    client,
    organization.id,
    filter,
    cannotRead === undefined,
    withRoles,
  );
  // Each selected member's id, with how the table names them (for the confirmation to list)
  // and their roles as listed (for the 50 roles a member may hold).
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedMember>>(new Map());

  const toggle = (member: OrganizationMember, who: string, on: boolean) =>
    setSelected((before) => {
      const next = new Map(before);
      // Roles read on their own (MemberRolesCell) count toward the 50 too.
      const roles =
        member.roles ??
        cache.getQueryData(
          memberRolesOptions(client, { id: organization.id, userId: member.user_id }).queryKey,
        );
      if (on) next.set(member.user_id, { who, roles });
      else next.delete(member.user_id);
      return next;
    });
  const changed = (change: MembersChange) => membersChanged(cache, organization.id, change);

  const cells = (member: OrganizationMember) => {
    const who = member.email ?? member.name ?? member.user_id;
    return (
      <>
        <span role="cell">
          <input
            type="checkbox"
            aria-label={plainText(text.select(isolated(who)))}
            checked={selected.has(member.user_id)}
            onChange={(event) => toggle(member, who, event.target.checked)}
            disabled={cannotSelect}
          />
        </span>
        <span role="cell">
          {member.email === undefined ? null : <IsolatedText text={member.email} />}
        </span>
        <span role="cell">
          {member.name === undefined ? null : <IsolatedText text={member.name} />}
        </span>
        <span role="cell" className="mono muted">
          <IsolatedText text={member.user_id} />
        </span>
        {withRoles ? (
          <span role="cell">
            <MemberRolesCell client={client} organizationId={organization.id} member={member} />
          </span>
        ) : null}
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} className="stack">
      <h2 id={headingId}>{text.heading}</h2>
      <ScopeNotes problems={[cannotRead, cannotAdd, cannotRemove]} />
      <SearchField
        label={text.filter.label}
        hint={text.filter.hint}
        className="member-filter"
        value={filter}
        onChange={setFilter}
        // Only while the table is there: aria-controls must name an element on the page.
        controls={rows.length > 0 ? tableId : undefined}
        disabled={cannotRead !== undefined}
      />
      <SearchControls
        filtering={filtering}
        sentence={settling ? text.filter.lookingUp : memberSearchSentence(search, term)}
        progress={progressText(
          {
            loaded: loaded.length,
            started: listing.data !== undefined,
            hasMore: listing.hasNextPage,
            failed: listing.isError,
          },
          text.progress,
        )}
        action={settling ? undefined : searchAction(search, filtering, searchLabels)}
        resumeAt={search.resumeAt}
        readingOn={search.stop !== undefined}
        rateLimited={text.filter.rateLimited}
        nextPageIn={searchLabels.nextPageIn}
      />
      <ListingNotes listing={listing} shown={loaded.length} text={text} />
      {rows.length > 0 ? (
        <VirtualTable
          id={tableId}
          label={text.table}
          columns={withRoles ? [...text.columns, roleText.column] : text.columns}
          rows={rows}
          rowKey={(member) => member.user_id}
          renderCells={cells}
          rowHeight={44}
          phoneRowHeight={withRoles ? 100 : 76}
          onNearEnd={filtering ? undefined : loadMore}
          busy={filtering ? settling || search.stop !== undefined : listing.isFetching}
          className={withRoles ? "member-table with-roles" : "member-table"}
        />
      ) : null}
      <RemoveMembers
        client={client}
        organization={organization}
        selected={[...selected.keys()]}
        names={[...selected.values()].map((member) => member.who)}
        blockedBy={cannotRemove}
        onRemoved={(ids) => {
          setSelected((before) => new Map([...before].filter(([id]) => !ids.includes(id))));
          changed({ removed: ids });
        }}
      />
      {changesRoles ? (
        <MemberRoles
          client={client}
          organization={organization}
          selected={selected}
          cannotAssign={cannotAssign}
          cannotRemove={cannotUnassign}
        />
      ) : null}
      <AddMembersForm
        client={client}
        organization={organization}
        blockedBy={cannotAdd}
        findWith={cannotSearch === undefined ? client : undefined}
        onAdded={(added) => changed({ added })}
      />
    </section>
  );
}
