import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { ApiClient } from "../../api/client";
import { historyChanged } from "../../api/history/cache";
import { CLEAR_WRITE, clearRiskAssessments } from "../../api/risk-assessments/clear";
import { LIMITS } from "../../api/schemas/limits";
import { RISK_ASSESSORS } from "../../api/schemas/riskAssessment";
import { namedTarget } from "../../session/namedTarget";
import { BlockableSubmit } from "../../ui/BlockableSubmit";
import { FormAlert } from "../../ui/FormAlert";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { FindUser } from "../shared/find-user/FindUser";
import { ForgetRememberedBrowsers } from "../shared/find-user/ForgetRememberedBrowsers";
import { UserSummary } from "../shared/find-user/UserSummary";
import { History } from "../shared/history/History";
import { ReasonField } from "../shared/ReasonField";
import { RegisteredInput } from "../shared/RegisteredInput";
import { RestoredDraftBanner } from "../shared/RestoredDraftBanner";
import { applyServerError } from "../shared/serverErrors";
import { useCancellableWrite } from "../shared/useCancellableWrite";
import { draftKey, useDraft } from "../shared/useDraft";
import { useUnsavedChangesGuard } from "../shared/useUnsavedChangesGuard";
import { AssessorsControl } from "./AssessorsField";
import { ClearResult } from "./ClearResult";
import { ConfirmClear } from "./ConfirmClear";
import { ConnectionField } from "./ConnectionField";
import { riskAssessmentMessages } from "./messages";
import { notFoundProblem } from "./notFound";
import {
  type ClearRequest,
  type RiskAssessmentFormInput,
  type RiskAssessmentFormValues,
  riskAssessmentFormSchema,
  toClearRequest,
  toFormPath,
} from "./schema";
import { useChosenUser } from "./useChosenUser";
import { useConnectionFromUser } from "./useConnectionFromUser";
import "./riskAssessment.css";

const L = LIMITS.riskAssessment;
const text = riskAssessmentMessages;

type Step =
  | { kind: "edit" }
  | { kind: "confirm"; request: ClearRequest }
  | { kind: "done"; request: ClearRequest; at: number };

const DEFAULTS: RiskAssessmentFormInput = {
  user_id: "",
  connection: "",
  assessors: [...RISK_ASSESSORS],
  reason: "",
};

interface RiskAssessmentFormProps {
  client: ApiClient;
  tenantUrl: string;
  /** Why this token cannot clear assessments: the submit is disabled with it. */
  blockedBy?: string | undefined;
  /** Why the token cannot forget the chosen user's remembered browsers, if it cannot. */
  forgetBlockedBy?: string | undefined;
  /** The token may read users: the Connection field follows the User id. */
  canReadUsers?: boolean | undefined;
  /** A user id asked for from outside the form (the command palette, by the address). */
  userId?: string | undefined;
  /** An email or name to look up in Find user, asked for from outside (the palette). */
  find?: string | undefined;
}

/** Clears one user's assessments: fill in, confirm, see what was cleared and when. */
export function RiskAssessmentForm({
  client,
  tenantUrl,
  blockedBy,
  forgetBlockedBy,
  canReadUsers = false,
  userId,
  find,
}: RiskAssessmentFormProps) {
  const form = useForm<RiskAssessmentFormInput, unknown, RiskAssessmentFormValues>({
    resolver: zodResolver(riskAssessmentFormSchema),
    defaultValues: DEFAULTS,
    mode: "onTouched",
  });
  const { register, handleSubmit, control, setError, reset, getValues, setFocus } = form;
  const { errors } = form.formState;
  const draft = useDraft(form, draftKey("risk-assessment", tenantUrl));
  const [step, setStep] = useState<Step>({ kind: "edit" });
  const [failure, setFailure] = useState<string>();
  const alertRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const fromUser = useConnectionFromUser(form, client, canReadUsers);
  const chosen = useChosenUser(form);

  const write = useCancellableWrite(client);
  const cache = useQueryClient();

  // After the draft's restore (an earlier effect): the id asked for wins, and a result on screen
  // gives way to the form. A clear in flight is left alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly asked-for id fills the field; a re-render must not undo what was typed since.
  useEffect(() => {
    if (userId === undefined || write.pending) return;
    setStep({ kind: "edit" });
    form.setValue("user_id", userId, { shouldDirty: true });
    focusAfterRender(() => setFocus("user_id"));
  }, [userId]);
  // The draft brings typed entries back, so only a clear in flight has something to lose.
  useUnsavedChangesGuard(write.pending, text.one.leaveWhileClearing);
  const onValid = (values: RiskAssessmentFormValues) => {
    // Enter in a locked field submits again; the request already awaiting confirmation stands.
    if (step.kind !== "edit" || blockedBy !== undefined) return;
    if (fromUser.refuses()) return;
    setFailure(undefined);
    const request = { ...toClearRequest(values), email: chosen.user?.email };
    setStep({ kind: "confirm", request });
  };

  const cancel = () => {
    setStep({ kind: "edit" });
    focusAfterRender(() => submitRef.current);
  };

  const confirm = (request: ClearRequest) => {
    write
      .run(
        (options) =>
          clearRiskAssessments(client, { userId: request.userId, body: request.body }, options),
        {
          operation: "clearRiskAssessments",
          ...namedTarget({ id: request.userId }),
          reason: request.reason,
        },
      )
      .then(
        () => {
          historyChanged(cache, "user", request.userId);
          reset(getValues());
          // After the reset: its value change would otherwise write the draft back.
          draft.clear();
          setStep({ kind: "done", request, at: Date.now() });
        },
        (error: unknown) => {
          setStep({ kind: "edit" });
          const notFound = notFoundProblem(error);
          if (notFound) {
            setError(
              notFound.field,
              { type: "server", message: notFound.fieldMessage },
              { shouldFocus: true },
            );
            setFailure(notFound.summary);
            return;
          }
          const message = applyServerError(
            error,
            setError,
            (path) => toFormPath(path, getValues()),
            CLEAR_WRITE,
          );
          setFailure(message);
          if (message) focusAfterRender(() => alertRef.current);
        },
      );
  };

  const clearAnother = () => {
    const { connection, assessors } = getValues();
    reset({ ...DEFAULTS, connection, assessors });
    draft.clear();
    setStep({ kind: "edit" });
    focusAfterRender(() => setFocus("user_id"));
  };

  if (step.kind === "done") {
    return <ClearResult request={step.request} at={step.at} onClearAnother={clearAnother} />;
  }

  const locked = step.kind === "confirm";
  return (
    <form
      className="stack risk-form"
      noValidate
      // A user the lookup did not find outranks the form's own checks (a missing Connection).
      onSubmit={handleSubmit(onValid, () => fromUser.refuses())}
    >
      <RestoredDraftBanner
        draft={draft}
        message={text.draft.restoredOne}
        discardLabel={text.draft.discard}
      />
      {failure ? <FormAlert ref={alertRef}>{failure}</FormAlert> : null}
      <FindUser
        client={canReadUsers ? client : undefined}
        onChoose={chosen.choose}
        locked={locked}
        asked={find}
      />
      <RegisteredInput
        label={text.fields.userId}
        error={errors.user_id?.message ?? fromUser.userIdError}
        hint={text.fields.userIdHint(L.userId.min, L.userId.max)}
        registration={register("user_id")}
        locked={locked}
        spellCheck={false}
        className="mono"
      />
      <ConnectionField
        registration={register("connection")}
        error={errors.connection?.message}
        locked={locked}
        meaning={text.fields.oneConnection}
        suggestions={fromUser.suggestions}
        note={fromUser.note}
        noteIsLive={fromUser.noteIsLive}
      />
      {chosen.user ? (
        <UserSummary user={chosen.user}>
          <ForgetRememberedBrowsers
            client={client}
            user={chosen.user}
            blockedBy={forgetBlockedBy}
          />
          <History client={client} type="user" id={chosen.user.user_id} />
        </UserSummary>
      ) : null}
      <AssessorsControl control={control} disabled={locked} />
      <ReasonField
        registration={register("reason")}
        error={errors.reason?.message}
        locked={locked}
      />
      {step.kind === "confirm" ? (
        <ConfirmClear
          request={step.request}
          baseUrl={client.baseUrl}
          pending={write.pending}
          resumeAt={write.resumeAt}
          onConfirm={() => confirm(step.request)}
          // While the request is out, Cancel aborts it rather than going back.
          onCancel={write.pending ? write.cancel : cancel}
        />
      ) : (
        <BlockableSubmit ref={submitRef} label={text.one.submit} blockedBy={blockedBy} />
      )}
    </form>
  );
}
