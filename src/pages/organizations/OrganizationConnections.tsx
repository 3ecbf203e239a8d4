import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { ApiClient } from "../../api/client";
import {
  connectionAdded,
  connectionChanged,
  connectionRemoved,
} from "../../api/organization-connections/cache";
import { organizationConnectionsOptions } from "../../api/organization-connections/list";
import { LIMITS } from "../../api/schemas/limits";
import type { OrganizationConnection } from "../../api/schemas/organizationConnection";
import { AddConnectionForm } from "../../forms/organization/AddConnectionForm";
import { isolated } from "../../lib/isolated";
import { useScopeProblem } from "../../session/useScopeProblem";
import { ScopeNotes } from "../../ui/ScopeNotes";
import { Sentence } from "../../ui/Sentence";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { ConnectionRow } from "./ConnectionRow";
import { ListingNotes } from "./ListingNotes";
import { organizationsMessages } from "./messages";

const text = organizationsMessages.connections;
const MAX = LIMITS.organization.enabledConnections.max;

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
}

/** The Connections region: the enabled connections, each with its options, and Add connection. */
export function OrganizationConnections({ client, organization }: Props) {
  const headingId = useId();
  const noteId = useId();
  const cache = useQueryClient();
  const cannotRead = useScopeProblem("listOrganizationConnections");
  const cannotAdd = useScopeProblem("addOrganizationConnection");
  const cannotUpdate = useScopeProblem("updateOrganizationConnection");
  const cannotRemove = useScopeProblem("removeOrganizationConnection");
  const canSearch = useScopeProblem("listConnections") === undefined;
  const [done, setDone] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const options = organizationConnectionsOptions(client, organization.id);
  const listing = useQuery({ ...options, enabled: cannotRead === undefined });
  const connections = listing.data ?? [];
  const full = connections.length >= MAX;

  const nameOf = (connection: OrganizationConnection) =>
    connection.connection?.name ?? connection.connection_id;

  return (
    <section aria-labelledby={headingId} className="stack" aria-busy={listing.isFetching}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      <ScopeNotes id={noteId} problems={[cannotRead, cannotAdd, cannotUpdate, cannotRemove]} />
      <ListingNotes listing={listing} shown={connections.length} text={text} />
      {connections.length > 0 ? (
        <ul className="connection-rows" aria-label={text.heading}>
          {connections.map((connection) => (
            <ConnectionRow
              key={connection.connection_id}
              client={client}
              organization={organization}
              connection={connection}
              cannotUpdate={cannotUpdate === undefined ? undefined : noteId}
              cannotRemove={cannotRemove === undefined ? undefined : noteId}
              onChanged={(changed) => connectionChanged(cache, organization.id, changed)}
              onRemoved={(removed) => {
                connectionRemoved(cache, organization.id, removed.connection_id);
                setDone(text.removed(isolated(nameOf(removed))));
                // The row and its Remove button are gone: the outcome takes the focus.
                focusAfterRender(() => statusRef.current);
              }}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className="list-status" ref={statusRef} tabIndex={-1}>
        {done === null ? null : <Sentence text={done} />}
      </p>
      <AddConnectionForm
        client={client}
        organization={organization}
        searchWith={canSearch ? client : undefined}
        enabled={new Map(connections.map((item) => [item.connection_id, nameOf(item)]))}
        blockedBy={cannotAdd ?? (full ? text.full(MAX) : undefined)}
        onAdded={(added) => {
          connectionAdded(cache, organization.id, added);
          setDone(text.added(isolated(nameOf(added))));
        }}
      />
    </section>
  );
}
