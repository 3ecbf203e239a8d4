/** biome-ignore-all lint/a11y/useSemanticElements: cells of a virtualized table (VirtualTable.tsx), which cannot be a <table>. */
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useId, useState } from "react";
import type { ApiClient } from "../../api/client";
import { organizationMemberKeys } from "../../api/organization-members/keys";
import { organizationMemberListOptions } from "../../api/organization-members/list";
import type { OrganizationMember } from "../../api/schemas/organizationMember";
import { AddMembersForm } from "../../forms/organization-members/AddMembersForm";
import { isolated } from "../../lib/isolated";
import { useScopeProblem } from "../../session/useScopeProblem";
import { IsolatedText } from "../../ui/IsolatedText";
import { progressText } from "../../ui/listProgress";
import { ScopeNotes } from "../../ui/ScopeNotes";
import { plainText } from "../../ui/sentenceParts";
import { ListingNotes } from "./ListingNotes";
import { organizationsMessages } from "./messages";
import { RemoveMembers } from "./RemoveMembers";
import { VirtualTable } from "./VirtualTable";

const text = organizationsMessages.members;
const EMPTY: readonly OrganizationMember[] = [];

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
  const listing = useInfiniteQuery({
    ...organizationMemberListOptions(client, organization.id),
    enabled: cannotRead === undefined,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = listing;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const members = listing.data?.pages.flatMap((page) => page.members) ?? EMPTY;

  const toggle = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // The list is read again from its start: a member added joins at the end, and pages hold
  // places that a removal does not move.
  const reload = () =>
    void cache.resetQueries({ queryKey: organizationMemberKeys.list(organization.id) });

  const cells = (member: OrganizationMember) => {
    const who = member.email ?? member.name ?? member.user_id;
    return (
      <>
        <span role="cell">
          <input
            type="checkbox"
            aria-label={plainText(text.select(isolated(who)))}
            checked={selected.has(member.user_id)}
            onChange={(event) => toggle(member.user_id, event.target.checked)}
            disabled={cannotRemove !== undefined}
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
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} className="stack">
      <h2 id={headingId}>{text.heading}</h2>
      <ScopeNotes problems={[cannotRead, cannotAdd, cannotRemove]} />
      <p role="status" className="list-status">
        {progressText(
          {
            loaded: members.length,
            started: listing.data !== undefined,
            hasMore: listing.hasNextPage,
            failed: listing.isError,
          },
          text.progress,
        )}
      </p>
      <ListingNotes listing={listing} shown={members.length} text={text} />
      {members.length > 0 ? (
        <VirtualTable
          label={text.table}
          columns={text.columns}
          rows={members}
          rowKey={(member) => member.user_id}
          renderCells={cells}
          rowHeight={44}
          phoneRowHeight={76}
          onNearEnd={loadMore}
          busy={listing.isFetching}
          className="member-table"
        />
      ) : null}
      <RemoveMembers
        client={client}
        organization={organization}
        selected={[...selected]}
        blockedBy={cannotRemove}
        onRemoved={(ids) => {
          setSelected((before) => new Set([...before].filter((id) => !ids.includes(id))));
          reload();
        }}
      />
      <AddMembersForm
        client={client}
        organization={organization}
        blockedBy={cannotAdd}
        findWith={cannotSearch === undefined ? client : undefined}
        onAdded={reload}
      />
    </section>
  );
}
