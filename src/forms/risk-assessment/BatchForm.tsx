import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { BatchRequest } from "../../api/risk-assessments/batchRequest";
import { CONCURRENCY_CHOICES } from "../../api/risk-assessments/batchRequest";
import { LIMITS } from "../../api/schemas/limits";
import { RISK_ASSESSORS } from "../../api/schemas/riskAssessment";
import { Banner } from "../../ui/Banner";
import { BlockableSubmit } from "../../ui/BlockableSubmit";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { LineListField } from "../shared/LineListField";
import { ReasonField } from "../shared/ReasonField";
import { RestoredDraftBanner } from "../shared/RestoredDraftBanner";
import { draftKey, useDraft } from "../shared/useDraft";
import { AssessorsControl } from "./AssessorsField";
import { type BatchFormInput, type BatchFormValues, batchFormSchemaFor } from "./batchSchema";
import { ConfirmBatch } from "./ConfirmBatch";
import { ConnectionField } from "./ConnectionField";
import { InvalidLines } from "./InvalidLines";
import { riskAssessmentMessages } from "./messages";
import { type ParsedUserIds, parseUserIds } from "./parseUserIds";
import "./riskAssessment.css";

const L = LIMITS.riskAssessment;
const text = riskAssessmentMessages;

const DEFAULTS: BatchFormInput = {
  connection: "",
  assessors: [...RISK_ASSESSORS],
  user_ids: "",
  concurrency: "2",
  reason: "",
};

/** none: nothing sent yet; active: a run is sending; settled: results are on screen. */
export type BatchFormStage = "none" | "active" | "settled";

interface BatchFormProps {
  tenantUrl: string;
  stage: BatchFormStage;
  onBegin: (request: BatchRequest) => void;
  /** Forget the results; the form empties the list and can be used again. */
  onNewBatch: () => void;
  /** Once settled: "Sent at 16:08, 2,064 cleared. …", above the list that was sent. */
  sentNote?: string | undefined;
  /** Takes the reader from the note down to the results, below a long form. */
  onShowResults?: (() => void) | undefined;
  /** The note's button: "Go to the results". */
  showResultsLabel?: string | undefined;
  /** Why this token cannot clear assessments: the submit is disabled with it. */
  blockedBy?: string | undefined;
  /** With read:users the connection may be left empty: each user's own is read. */
  canReadUsers?: boolean | undefined;
  /** A server job paces itself by the tenant's one rate budget: no "Requests at a time". */
  pacedByServer?: boolean | undefined;
}

interface Pending {
  readonly request: BatchRequest;
  readonly parsed: ParsedUserIds;
}

function summary({ ids, emails, blankLines, duplicates }: ParsedUserIds): string {
  return text.list.toClear(ids.length, blankLines + duplicates, emails);
}

/** The list of user ids for one connection; every line is checked before anything is sent. */
export function BatchForm({
  tenantUrl,
  stage,
  onBegin,
  onNewBatch,
  sentNote,
  onShowResults,
  showResultsLabel,
  blockedBy,
  canReadUsers = false,
  pacedByServer = false,
}: BatchFormProps) {
  const form = useForm<BatchFormInput, unknown, BatchFormValues>({
    resolver: zodResolver(batchFormSchemaFor(canReadUsers)),
    defaultValues: DEFAULTS,
    mode: "onTouched",
  });
  const { register, handleSubmit, control, reset, getValues, setFocus, setValue } = form;
  const { errors } = form.formState;
  const draft = useDraft(form, draftKey("risk-assessment-batch", tenantUrl));
  const [pending, setPending] = useState<Pending>();
  const pasted = useWatch({ control, name: "user_ids" });
  const parsed = useMemo(() => parseUserIds(pasted, canReadUsers), [pasted, canReadUsers]);
  const listId = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // No unsaved-changes prompt for the form: the draft brings the list back after leaving or a
  // reload. Only a running batch (useBatchRun) has something to lose.

  const onValid = (values: BatchFormValues) => {
    if (pending || stage !== "none" || blockedBy !== undefined) return;
    const checked = parseUserIds(values.user_ids, canReadUsers);
    setPending({
      parsed: checked,
      request: {
        userIds: checked.ids,
        body: { connection: values.connection, assessors: values.assessors },
        concurrency: values.concurrency,
        reason: values.reason,
      },
    });
  };

  const confirm = () => {
    if (!pending) return;
    setPending(undefined);
    // The run guards leaving the screen from here; the draft keeps the list for a reload.
    reset(getValues());
    onBegin(pending.request);
  };

  const cancel = () => {
    setPending(undefined);
    focusAfterRender(() => submitRef.current);
  };

  // Results gone (Start a new batch here, Dismiss results beside them): the list they came
  // from was sent, so it never comes back as a ready draft.
  const lastStage = useRef(stage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the stage's change empties the list.
  useEffect(() => {
    const was = lastStage.current;
    lastStage.current = stage;
    if (was !== "settled" || stage !== "none") return;
    reset({ ...DEFAULTS, connection: getValues("connection"), assessors: getValues("assessors") });
    draft.clear();
    focusAfterRender(() => setFocus("user_ids"));
  }, [stage]);

  const locked = stage !== "none" || pending !== undefined;
  const showInvalid = errors.user_ids !== undefined && parsed.invalid.length > 0;
  return (
    <form className="stack risk-form" noValidate onSubmit={handleSubmit(onValid)}>
      {stage === "none" ? (
        <RestoredDraftBanner
          draft={draft}
          message={text.draft.restoredList}
          discardLabel={text.draft.discard}
        />
      ) : sentNote ? (
        <Banner>
          <p>{sentNote}</p>
          {onShowResults && showResultsLabel ? (
            <Button onClick={onShowResults}>{showResultsLabel}</Button>
          ) : null}
        </Banner>
      ) : null}
      <ConnectionField
        registration={register("connection")}
        error={errors.connection?.message}
        locked={locked}
        meaning={text.fields.listConnection}
        note={canReadUsers ? text.list.connectionOptional : undefined}
      />
      <LineListField
        label={text.list.userIds}
        error={errors.user_ids?.message}
        hint={text.list.userIdsHint(L.userId.min, L.userId.max, summary(parsed))}
        describedBy={showInvalid ? listId : undefined}
        value={pasted}
        textarea={{
          ...register("user_ids"),
          readOnly: locked,
          rows: 10,
          autoComplete: "off",
          spellCheck: false,
          className: "mono user-id-list",
        }}
        onClear={() =>
          // A refusal of the lines cleared must not stay beside the empty box.
          setValue("user_ids", "", {
            shouldDirty: true,
            shouldValidate: errors.user_ids !== undefined,
          })
        }
        locked={locked}
      />
      {showInvalid ? <InvalidLines id={listId} lines={parsed.invalid} /> : null}
      <AssessorsControl control={control} disabled={locked} />
      <ReasonField
        registration={register("reason")}
        error={errors.reason?.message}
        locked={locked}
      />
      {pacedByServer ? null : (
        <details className="advanced">
          <summary>{text.list.advanced}</summary>
          <Field label={text.list.concurrency} hint={text.list.concurrencyHint}>
            {(a11y) => (
              <select {...a11y} {...register("concurrency")} disabled={locked}>
                {CONCURRENCY_CHOICES.map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </details>
      )}
      {pending ? (
        <ConfirmBatch
          request={pending.request}
          blankLines={pending.parsed.blankLines}
          duplicates={pending.parsed.duplicates}
          onConfirm={confirm}
          onCancel={cancel}
          pacedByServer={pacedByServer}
        />
      ) : stage === "none" ? (
        <BlockableSubmit ref={submitRef} label={text.list.submit} blockedBy={blockedBy} />
      ) : stage === "settled" ? (
        <div className="actions">
          <Button onClick={onNewBatch}>{text.list.newBatch}</Button>
        </div>
      ) : null}
    </form>
  );
}
