import { Dialog, DialogHeading } from "@ariakit/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeApiError } from "../../../api/apiError";
import type { ApiClient } from "../../../api/client";
import { historyChanged } from "../../../api/history/cache";
import { lastChangeOf, type RestorePlan, restorePlan } from "../../../api/history/restorePlan";
import type { AuditRecord, RestorableObjectType } from "../../../api/history/types";
import { namedTarget } from "../../../session/namedTarget";
import { Banner } from "../../../ui/Banner";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { IsolatedText } from "../../../ui/IsolatedText";
import { SubmitBar } from "../../../ui/SubmitBar";
import { ReasonInput } from "../ReasonField";
import { reasonField } from "../reasonSchema";
import { useConfirmedWrite } from "../useConfirmedWrite";
import { FieldChanges, FieldValue, fieldPath } from "./FieldChanges";
import { EntryTime, Who } from "./HistoryEntry";
import { historyMessages } from "./historyMessages";
import { RESTORE_OPERATIONS } from "./restoreOperations";
import { RESTORE_TARGETS, RESTORE_WRITE } from "./restoreTargets";
import "../../../ui/modalDialog.css";

const text = historyMessages.restore;

interface RestoreDialogProps {
  client: ApiClient;
  type: RestorableObjectType;
  id: string;
  entry: AuditRecord;
  /** The version is the one `entry` replaced (below the oldest recorded change). */
  before?: boolean;
  /** The history's entries after this one, newest first: who changed what since. */
  newer: readonly AuditRecord[];
  onClose: () => void;
  onRestored: () => void;
}

/**
 * Restore this version (decision 027): reads the object now, shows each setting now → as the
 * entry left it and who changed it since, and sends one PATCH of what differs through the
 * resource's own update, audited as a restore of the entry. A failure keeps the dialog and its
 * reason, and says why; Cancel aborts a write that is out.
 */
export default function RestoreDialog({
  client,
  type,
  id,
  entry,
  before = false,
  newer,
  onClose,
  onRestored,
}: RestoreDialogProps) {
  const target = RESTORE_TARGETS[type];
  const cache = useQueryClient();
  const now = useQuery({
    queryKey: target.queryKey(id),
    queryFn: (context) => target.get(client, id, context),
    retry: false,
    // What the restore is compared with is what the tenant holds now, not a minute ago.
    staleTime: 0,
  });
  const version = target.settings.safeParse(entry.version);
  const confirmed = useConfirmedWrite(client, RESTORE_WRITE);
  const [reason, setReason] = useState("");
  const [reasonProblem, setReasonProblem] = useState<string | undefined>(undefined);
  const { pending } = confirmed.write;
  const current = now.isFetchedAfterMount && !now.isFetching ? now.data : undefined;
  const plan = current && version.success ? restorePlan(type, version.data, current) : undefined;
  const sendable = plan !== undefined && Object.keys(plan.body).length > 0;

  const restore = async () => {
    if (!current || !plan || !sendable || pending) return;
    const checked = reasonField.safeParse(reason);
    if (!checked.success) return setReasonProblem(checked.error.issues[0]?.message);
    setReasonProblem(undefined);
    const renamedTo = typeof plan.body.name === "string" ? plan.body.name : undefined;
    const sent = await confirmed.attempt(
      (request) =>
        target.send(client, cache, current, plan.body, { ...request, restoreOf: entry.id }),
      {
        operation: RESTORE_OPERATIONS[type].write,
        ...namedTarget(current, renamedTo),
        reason: checked.data || undefined,
      },
    );
    // Failed or not, the attempt is an entry of the history now.
    historyChanged(cache, type, id);
    if (sent.ok) onRestored();
  };
  const close = pending ? confirmed.write.cancel : onClose;

  return (
    <Dialog
      open
      onClose={close}
      className="modal-dialog"
      backdrop={<div className="modal-backdrop" />}
    >
      <DialogHeading className="modal-heading">{text.heading}</DialogHeading>
      <p>
        {(before ? text.ofBefore : text.of)(type)}
        {entry.label} {historyMessages.entry.by.toLowerCase()}
        <Who operator={entry.operator} />, <EntryTime at={entry.at} />.
      </p>
      {!version.success ? (
        <Banner as="p" tone="error" role="alert">
          {text.unreadable}
        </Banner>
      ) : now.isError ? (
        <div className="stack">
          <FormAlert>{`${text.readFailed(type)}${describeApiError(now.error)}`}</FormAlert>
          <div>
            <Button onClick={() => void now.refetch()}>{historyMessages.retry}</Button>
          </div>
        </div>
      ) : plan === undefined ? (
        <p role="status" aria-busy="true">
          {text.reading(type)}
        </p>
      ) : plan.differences.length === 0 ? (
        <p role="status">{text.nothing(type)}</p>
      ) : (
        <Preview plan={plan} newer={newer} />
      )}
      {sendable ? (
        <ReasonInput
          value={reason}
          onChange={setReason}
          error={reasonProblem}
          locked={pending}
          onEnter={() => void restore()}
        />
      ) : null}
      {confirmed.failure ? <FormAlert>{confirmed.failure}</FormAlert> : null}
      {sendable ? (
        <SubmitBar
          label={text.confirm}
          pendingText={text.pending}
          pending={pending}
          resumeAt={confirmed.write.resumeAt}
          onSubmit={() => void restore()}
          onCancel={close}
          cancelLabel={text.cancel}
        />
      ) : (
        <div className="actions">
          <Button onClick={onClose}>{text.close}</Button>
        </div>
      )}
    </Dialog>
  );
}

/** Who changed each setting since the version, then each setting now → restored. */
function Preview({ plan, newer }: { plan: RestorePlan; newer: readonly AuditRecord[] }) {
  return (
    <>
      <Banner tone="warning" className="restore-changed">
        <p>{text.changedSince}</p>
        <ul>
          {plan.differences.map(({ field, now }) => {
            const by = lastChangeOf(newer, field);
            return (
              <li key={fieldPath(field)}>
                <code>
                  <IsolatedText text={fieldPath(field)} />
                </code>
                {now === undefined ? (
                  text.isGone
                ) : (
                  <>
                    {text.isNow}
                    <FieldValue value={now} />
                  </>
                )}
                {by === undefined ? (
                  text.changedOutside
                ) : (
                  <>
                    {text.changedBy}
                    <Who operator={by.operator} withRole={false} />, <EntryTime at={by.at} />)
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </Banner>
      <h3 className="small-heading">{text.preview}</h3>
      <FieldChanges
        changes={plan.differences.map(({ field, now, restored }) => ({
          field,
          before: now,
          after: restored,
        }))}
      />
      {plan.kept.map((key) => (
        <p key={key}>{text.kept(key)}</p>
      ))}
    </>
  );
}
