import { Dialog, DialogDescription, DialogHeading } from "@ariakit/react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { DeletedRecord } from "../../api/history/types";
import { reasonField } from "../../forms/shared/reasonSchema";
import { useCancellableWrite } from "../../forms/shared/useCancellableWrite";
import { isolated } from "../../lib/isolated";
import { useApiClient } from "../../session/useApiClient";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { Sentence } from "../../ui/Sentence";
import { restoreMessages as text } from "./messages";
import { RestoreResult } from "./RestoreResult";
import { type RestoreOutcome, type RestoreProgress, restoreDeleted } from "./restoreDeleted";
import "../../ui/modalDialog.css";

interface Props {
  entry: DeletedRecord;
  onClose: () => void;
}

function progressText(entry: DeletedRecord, progress: RestoreProgress | undefined): string {
  if (progress === undefined) return "";
  if (progress.step === "create") return text.progress.create(entry.object.type);
  if (progress.step === "connections")
    return text.progress.connections(progress.done, progress.total);
  return text.progress.members(progress.done, progress.total);
}

/**
 * Restore's confirm dialog: before, what comes back and what does not (the old id); the reason;
 * then the restore's progress and its result, in the same dialog, which cannot be closed while
 * the writes run (closing would not stop them, and would hide what they did).
 */
export function RestoreDialog({ entry, onClose }: Props) {
  const client = useApiClient();
  const cache = useQueryClient();
  const write = useCancellableWrite(client);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [progress, setProgress] = useState<RestoreProgress>();
  const [outcome, setOutcome] = useState<RestoreOutcome>();
  const running = progress !== undefined && outcome === undefined;
  const resultRef = useRef<HTMLDivElement>(null);
  const name = entry.object.name ?? entry.object.id;
  const { enabledConnections: connections, memberIds: members } = entry;

  const restore = async () => {
    const checked = reasonField.safeParse(reason);
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    setOutcome(undefined);
    setProgress({ step: "create", done: 0, total: 1 });
    const result = await restoreDeleted({
      client,
      cache,
      entry,
      reason: checked.data === "" ? undefined : checked.data,
      run: write.run,
      onProgress: setProgress,
    });
    setOutcome(result);
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const restored = outcome?.state === "restored";
  return (
    <Dialog
      open
      onClose={onClose}
      hideOnEscape={!running}
      hideOnInteractOutside={!running}
      className="modal-dialog"
      backdrop={<div className="modal-backdrop" />}
    >
      <DialogHeading className="modal-heading">
        <Sentence text={(restored ? text.titleDone : text.title)(isolated(name))} />
      </DialogHeading>
      {restored ? null : (
        <DialogDescription render={<div className="stack restore-before" />}>
          <p>
            <Sentence text={text.newId(entry.object.type, isolated(entry.object.id))} />
          </p>
          <p>{text.settings(entry.object.type)}</p>
          {entry.object.type === "organization" ? (
            connections === undefined || members === undefined ? (
              <p>{text.notRead}</p>
            ) : (
              <ul>
                <li>{text.connections(connections.length)}</li>
                <li>{text.members(members.length)}</li>
              </ul>
            )
          ) : null}
        </DialogDescription>
      )}
      {restored ? null : (
        <Field label={text.reason} hint={text.reasonHint} error={reasonError}>
          {(a11y) => (
            <input
              {...a11y}
              name="reason"
              value={reason}
              readOnly={running}
              onChange={(event) => setReason(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !running) void restore();
              }}
              autoComplete="off"
            />
          )}
        </Field>
      )}
      <p role="status" className="list-status">
        {running ? progressText(entry, progress) : ""}
        {running && write.resumeAt !== undefined ? ` ${text.progress.waiting}` : ""}
      </p>
      {outcome ? <RestoreResult ref={resultRef} entry={entry} outcome={outcome} /> : null}
      <div className="actions">
        {restored ? null : (
          <Button
            variant="primary"
            disabled={running}
            aria-busy={running}
            onClick={() => void restore()}
          >
            {text.confirm}
          </Button>
        )}
        <Button disabled={running} onClick={onClose}>
          {restored ? text.close : text.cancel}
        </Button>
      </div>
    </Dialog>
  );
}
