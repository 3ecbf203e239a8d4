import type { QueryClient } from "@tanstack/react-query";
import { ApiError, describeApiError, type WriteDescription } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { storeKeys } from "../../api/history/keys";
import type { DeletedConnection, DeletedPage, DeletedRecord } from "../../api/history/types";
import {
  ADD_ORGANIZATION_CONNECTION_WRITE,
  addOrganizationConnection,
} from "../../api/organization-connections/add";
import { connectionAdded } from "../../api/organization-connections/cache";
import { addOrganizationMembers } from "../../api/organization-members/add";
import { membersChanged } from "../../api/organization-members/cache";
import { organizationSaved } from "../../api/organizations/cache";
import { UPDATE_ORGANIZATION_WRITE, updateOrganization } from "../../api/organizations/update";
import { LIMITS } from "../../api/schemas/limits";
import type { CancellableWrite } from "../../forms/shared/useCancellableWrite";
import { inBatches } from "../../lib/inBatches";
import { isolated } from "../../lib/isolated";
import { namedTarget } from "../../session/namedTarget";
import { restoreMessages as text } from "./messages";
import { RECREATE } from "./restoreCreate";

const PER_REQUEST = LIMITS.organization.membersPerRequest.max;

/** A connection, a member or the branding colours the restore could not bring back, with why. */
interface ItemFailure {
  kind: "connection" | "member" | "colors";
  id: string;
  message: string;
}

export type RestoreOutcome =
  | {
      state: "restored";
      id: string;
      name: string;
      hash: string;
      connections: number;
      members: number;
      failures: ItemFailure[];
    }
  | { state: "failed"; message: string };

export interface RestoreProgress {
  step: "create" | "connections" | "members";
  done: number;
  total: number;
}

interface RestoreInput {
  client: ApiClient;
  cache: QueryClient;
  entry: DeletedRecord;
  reason: string | undefined;
  /** The screen's one write at a time: Activity records each, its 429 wait shows. */
  run: CancellableWrite["run"];
  onProgress: (progress: RestoreProgress) => void;
}

/** The restored entry leaves the list at once; the server's list says so on its next read. */
function entryRestored(cache: QueryClient, entryId: string): void {
  cache.setQueryData<{ pages: DeletedPage[]; pageParams: unknown[] }>(
    storeKeys.deleted(),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          entries: page.entries.filter((entry) => entry.entryId !== entryId),
        })),
      },
  );
  void cache.invalidateQueries({ queryKey: storeKeys.deleted() });
}

/**
 * Recently deleted's Restore: the create (a new id: the service never reuses one), then, for an
 * organization, each connection re-enabled with its flags and the members re-added ten a
 * request, one request at a time through the client, which waits out the rate limit as every
 * screen does. Every write names the DELETE's entry (`X-Console-Restore-Of`), so the store
 * audits it as this restore and the entry leaves Recently deleted once the create succeeded.
 */
export async function restoreDeleted(input: RestoreInput): Promise<RestoreOutcome> {
  const { client, cache, entry, reason, run, onProgress } = input;
  const recreate = RECREATE[entry.object.type];
  const restoreOf = entry.entryId;
  const name = entry.object.name ?? entry.object.id;
  onProgress({ step: "create", done: 0, total: 1 });
  let created: { id: string; name: string };
  try {
    created = await run(
      (request) => recreate.create(client, cache, entry.settings, { ...request, restoreOf }),
      { operation: recreate.operation, ...namedTarget({ name }), reason },
    );
  } catch (failure) {
    const taken = failure instanceof ApiError && failure.status === 409;
    return {
      state: "failed",
      message: taken
        ? text.nameTaken(entry.object.type, isolated(name), isolated(failure.message))
        : describeApiError(failure, recreate.write),
    };
  }
  entryRestored(cache, restoreOf);
  const target = namedTarget(created);
  const connections = entry.enabledConnections ?? [];
  const members = entry.memberIds ?? [];
  const failures: ItemFailure[] = [];
  const activity = (
    operation: "updateOrganization" | "addOrganizationConnection" | "addOrganizationMembers",
  ) => ({ operation, ...target, reason });

  // A create takes the logo only: the colours go back with one PATCH of the whole branding.
  const branding = entry.object.type === "organization" ? brandingWithColors(entry.settings) : null;
  if (branding) {
    try {
      const saved = await run(
        (request) =>
          updateOrganization(
            client,
            { id: created.id, body: { branding } },
            { ...request, restoreOf },
          ),
        activity("updateOrganization"),
      );
      organizationSaved(cache, saved);
    } catch (failure) {
      const message = describeApiError(failure, UPDATE_ORGANIZATION_WRITE);
      failures.push({ kind: "colors", id: created.id, message });
    }
  }

  let enabled = 0;
  for (const [index, connection] of connections.entries()) {
    onProgress({ step: "connections", done: index, total: connections.length });
    try {
      const added = await run(
        (request) =>
          addOrganizationConnection(
            client,
            { id: created.id, body: connectionBody(connection) },
            { ...request, restoreOf },
          ),
        activity("addOrganizationConnection"),
      );
      connectionAdded(cache, created.id, added);
      enabled += 1;
    } catch (failure) {
      const message = describeApiError(failure, ADD_ORGANIZATION_CONNECTION_WRITE);
      failures.push({ kind: "connection", id: connection.connection_id, message });
    }
  }

  let added = 0;
  const addMembers = async (ids: readonly string[]) => {
    await run(
      (request) =>
        addOrganizationMembers(client, { id: created.id, members: ids }, { ...request, restoreOf }),
      activity("addOrganizationMembers"),
    );
    membersChanged(cache, created.id, { added: ids.map((id) => ({ user_id: id })) });
    added += ids.length;
  };
  for (const batch of inBatches(members, PER_REQUEST)) {
    onProgress({ step: "members", done: added, total: members.length });
    try {
      await addMembers(batch);
    } catch (failure) {
      // The tenant takes a request all or none: one user deleted since refuses nine others.
      // Each is sent alone then, so only the users it refuses are left out.
      const refused = failure instanceof ApiError && failure.kind === "http" && batch.length > 1;
      for (const id of refused ? batch : []) {
        try {
          await addMembers([id]);
        } catch (alone) {
          failures.push({ kind: "member", id, message: describeApiError(alone, MEMBERS_WRITE) });
        }
      }
      if (!refused) {
        const message = describeApiError(failure, MEMBERS_WRITE);
        for (const id of batch) failures.push({ kind: "member", id, message });
      }
    }
  }
  return {
    state: "restored",
    id: created.id,
    name: created.name,
    hash: recreate.hash(created.id),
    connections: enabled,
    members: added,
    failures,
  };
}

/** The kept branding when it has colours (which a create does not take); null otherwise. */
function brandingWithColors(
  settings: Record<string, unknown>,
): { logo_url?: string; colors: { primary: string; page_background: string } } | null {
  const branding = settings.branding;
  if (typeof branding !== "object" || branding === null || !("colors" in branding)) return null;
  const colors = branding.colors;
  if (typeof colors !== "object" || colors === null) return null;
  const { primary, page_background } = colors as Record<string, unknown>;
  if (typeof primary !== "string" || typeof page_background !== "string") return null;
  const logo = "logo_url" in branding ? branding.logo_url : undefined;
  return {
    ...(typeof logo === "string" ? { logo_url: logo } : {}),
    colors: { primary, page_background },
  };
}

function connectionBody(connection: DeletedConnection) {
  const { connection_id, assign_membership_on_login, show_as_button, is_signup_enabled } =
    connection;
  return Object.fromEntries(
    Object.entries({
      connection_id,
      assign_membership_on_login,
      show_as_button,
      is_signup_enabled,
    }).filter(([, value]) => value !== undefined),
  ) as { connection_id: string };
}

/** Adding a member twice changes nothing, so a re-add of unknown outcome is safe to repeat. */
const MEMBERS_WRITE: WriteDescription = {
  doing: "adding the members",
  result: "the members were added",
  repeat: "safe",
};
