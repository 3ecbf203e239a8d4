import type { ReactElement } from "react";
import type { WriteDescription } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import type { WriteOperation } from "../../api/writeScope";
import { isolated } from "../../lib/isolated";
import { namedTarget } from "../../session/namedTarget";
import type { ConfirmCopy } from "./confirmCopy";
import type { WriteRequest } from "./useCancellableWrite";
import { type ConfirmedWrite, useConfirmedWrite } from "./useConfirmedWrite";
import { WriteConfirmPanel } from "./WriteConfirmPanel";

/** A record with an id and a name (a profile). */
interface NamedRecord {
  id: string;
  name: string;
}

interface ConfirmedDelete {
  confirmed: ConfirmedWrite;
  /** The confirm panel while a delete is asked for; null otherwise. */
  panel: ReactElement | null;
}

/**
 * Deleting one named record after the confirm panel: nothing is sent while `blockedBy` says
 * why it cannot be; the write is recorded in Activity as "name (id)"; `onDeleted` runs once the
 * tenant has answered, and a failure stays in the panel in the person's words.
 */
export function useConfirmedDelete(options: {
  client: Pick<ApiClient, "rateLimitBudget">;
  record: NamedRecord;
  operation: WriteOperation;
  outcome: WriteDescription;
  copy: ConfirmCopy;
  blockedBy: string | undefined;
  send: (id: string, request: WriteRequest) => Promise<unknown>;
  onDeleted: () => void;
}): ConfirmedDelete {
  const { record, operation, copy, blockedBy, send, onDeleted } = options;
  const confirmed = useConfirmedWrite(options.client, options.outcome);
  const remove = async () => {
    if (blockedBy !== undefined) return;
    const deleted = await confirmed.attempt((request) => send(record.id, request), {
      operation,
      ...namedTarget(record),
    });
    if (deleted.ok) onDeleted();
  };
  const panel = confirmed.asking ? (
    <WriteConfirmPanel
      confirmed={confirmed}
      copy={copy}
      subject={isolated(record.name)}
      onConfirm={() => void remove()}
    />
  ) : null;
  return { confirmed, panel };
}
