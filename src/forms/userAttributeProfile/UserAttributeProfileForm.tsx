import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldPath, FormProvider, useForm } from "react-hook-form";
import { type ApiClient, apiPath, isApiError, patchUserAttributeProfileOptions } from "../../api";
import { LIMITS, userAttributeProfileId } from "../../api/schemas";
import { useRateLimitWait } from "../../session/useRateLimitWait";
import { Countdown } from "../../ui/Countdown";
import { FormAlert } from "../../ui/FormAlert";
import { RequestPreview } from "../RequestPreview";
import { applyServerError } from "../serverErrors";
import { useDraft } from "../useDraft";
import { useUnsavedChangesGuard } from "../useUnsavedChangesGuard";
import { AttributesEditor } from "./AttributesEditor";
import { failureMessage } from "./failureMessage";
import { formPathOf } from "./formPaths";
import { formValuesOf, type ProfileFormValues } from "./formValues";
import { importProfileJson } from "./importJson";
import { TextField } from "./ProfileFields";
import { ProfileIdField } from "./ProfileIdField";
import { profileDiff } from "./profileDiff";
import { type SavedOutcome, SaveResult } from "./SaveResult";
import { StartFromJson } from "./StartFromJson";
import { StartingPointNote } from "./StartingPointNote";
import {
  formDraftKey,
  NOTHING_KNOWN,
  readEditorState,
  readLastSaved,
  rememberSaved,
  type StartingPoint,
  writeEditorState,
} from "./startingPoint";
import { hasChanges, toPatchBody } from "./toPatchBody";
import { UserIdEditor } from "./UserIdEditor";
import { FORM_PROBLEM_KEY, profileResolver } from "./validation";
import "./userAttributeProfile.css";

const NAME = LIMITS.userAttributeProfile.name;
/** Every save is a PATCH below this path, whatever the profile id. */
const PROFILES_PATH = "/user-attribute-profiles/";

type FocusTarget = "first-error" | "alert" | "result" | "json";

interface UserAttributeProfileFormProps {
  client: ApiClient;
  /** Keys the draft, the starting point and "last saved here" to this tenant. */
  tenantUrl: string;
}

/** A starting point that belongs to another profile than the one being saved says nothing. */
function knownFor(start: StartingPoint, id: string): StartingPoint["profile"] {
  return start.forId === null || start.forId === id ? start.profile : {};
}

export function UserAttributeProfileForm({ client, tenantUrl }: UserAttributeProfileFormProps) {
  const [initial] = useState(() => readEditorState(tenantUrl));
  const [profileId, setProfileId] = useState(initial.profileId);
  const [idError, setIdError] = useState<string | undefined>(undefined);
  const [jsonText, setJsonText] = useState(initial.jsonText);
  const [jsonError, setJsonError] = useState<string | undefined>(undefined);
  const [jsonStatus, setJsonStatus] = useState<string | undefined>(undefined);
  const [start, setStart] = useState(initial.start);
  // The resolver runs outside React's render: it reads the starting point from here.
  const startRef = useRef(start);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<SavedOutcome | undefined>(undefined);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const jsonRef = useRef<HTMLTextAreaElement>(null);
  const controller = useRef<AbortController | null>(null);
  const formHeadingId = useId();

  const form = useForm<ProfileFormValues>({
    defaultValues: formValuesOf(initial.start.profile),
    resolver: profileResolver(() => startRef.current.profile),
    // List items are controlled inputs react-hook-form cannot focus: the form focuses itself.
    shouldFocusError: false,
  });
  const draft = useDraft(form, formDraftKey(tenantUrl));
  const mutation = useMutation(patchUserAttributeProfileOptions(client));
  const waitUntil = useRateLimitWait(client, "PATCH", PROFILES_PATH, "prefix");

  const patch = toPatchBody(start.profile, form.watch());
  const changed = hasChanges(patch);
  useUnsavedChangesGuard(changed);

  const idCheck = userAttributeProfileId.safeParse(profileId.trim());
  const validId = idCheck.success ? idCheck.data : undefined;
  const remembered = validId === undefined ? undefined : readLastSaved(tenantUrl, validId);

  useEffect(() => {
    writeEditorState(tenantUrl, { profileId, jsonText, start });
  }, [tenantUrl, profileId, jsonText, start]);

  useEffect(() => {
    if (focusTarget === null) return;
    const firstInvalid = rootRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    const element = {
      "first-error": firstInvalid ?? alertRef.current,
      alert: alertRef.current,
      result: resultRef.current,
      json: jsonRef.current,
    }[focusTarget];
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const setStartingPoint = (next: StartingPoint) => {
    startRef.current = next;
    setStart(next);
  };

  /** A new starting point replaces the form's values with what it knows. */
  const startFrom = (next: StartingPoint) => {
    setStartingPoint(next);
    form.reset(formValuesOf(next.profile));
    setAlert(undefined);
  };

  const mayReplaceChanges = () =>
    !changed || window.confirm("Replace your unsaved changes? They will be lost.");

  const freshStartFor = (id: string): StartingPoint =>
    readLastSaved(tenantUrl, id) ?? { ...NOTHING_KNOWN, forId: id };

  const changeProfileId = (next: string) => {
    setProfileId(next);
    setIdError(undefined);
    const parsed = userAttributeProfileId.safeParse(next.trim());
    if (!parsed.success) return;
    const id = parsed.data;
    const current = startRef.current;
    if (id === current.forId) return;
    const tied = current.forId !== null && current.source !== "nothing";
    const lastSaved = readLastSaved(tenantUrl, id);
    if (!tied) {
      if (current.source === "nothing" && !changed && lastSaved) startFrom(lastSaved);
      else setStartingPoint({ ...current, forId: id });
    } else if (!changed) {
      startFrom(freshStartFor(id));
    }
    // Otherwise the changes keep their starting point; StartingPointNote says whose it is.
  };

  const checkId = (): string | undefined => {
    if (validId !== undefined) return validId;
    setIdError(
      profileId.trim() === ""
        ? "Enter the id of the profile to change"
        : (idCheck.error?.issues[0]?.message ?? "Not a user attribute profile id"),
    );
    return undefined;
  };

  const fillFromJson = () => {
    setJsonStatus(undefined);
    const result = importProfileJson(jsonText);
    if (!result.ok) {
      setJsonError(result.message);
      setFocusTarget("json");
      return;
    }
    if (result.id !== undefined && validId !== undefined && result.id !== validId) {
      setJsonError(
        `This JSON is the profile ${result.id}, but the Profile id is ${validId}. Change the Profile id, or paste the profile ${validId}.`,
      );
      setFocusTarget("json");
      return;
    }
    if (!mayReplaceChanges()) return;
    setJsonError(undefined);
    if (result.id !== undefined && validId === undefined) {
      setProfileId(result.id);
      setIdError(undefined);
    }
    startFrom({ forId: result.id ?? validId ?? null, source: "json", profile: result.profile });
    setOutcome(undefined);
    setJsonStatus("The form now starts from the pasted JSON.");
  };

  const showFailure = (error: unknown, id: string) => {
    if (isApiError(error) && error.status === 404) {
      setIdError("The tenant has no user attribute profile with this id");
      setAlert(
        `The tenant has no user attribute profile ${id}. Check the Profile id; your changes are still here.`,
      );
      setFocusTarget("alert");
      return;
    }
    if (isApiError(error) && error.status === 400 && error.field?.path === "id") {
      setIdError(error.field.message);
      setFocusTarget("first-error");
      return;
    }
    // formPathOf only returns paths that exist in these values.
    const toFormPath = (path: string) =>
      formPathOf(form.getValues(), path) as FieldPath<ProfileFormValues> | undefined;
    const sentence = applyServerError(error, form.setError, toFormPath);
    if (sentence === undefined) {
      setFocusTarget("first-error");
      return;
    }
    setAlert(failureMessage(error, sentence));
    setFocusTarget("alert");
  };

  const save = async (values: ProfileFormValues) => {
    const id = checkId();
    if (id === undefined) {
      setFocusTarget("first-error");
      return;
    }
    setAlert(undefined);
    const before = knownFor(startRef.current, id);
    // The resolver has checked this body against the contract.
    const { body } = toPatchBody(startRef.current.profile, values);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const saved = await mutation.mutateAsync({ id, body, signal: abort.signal });
      const savedAt = new Date().toISOString();
      draft.clear();
      startFrom(rememberSaved(tenantUrl, saved, savedAt));
      setOutcome({ profile: saved, savedAt, changes: profileDiff(before, saved, body) });
      setFocusTarget("result");
    } catch (error) {
      showFailure(error, id);
    } finally {
      controller.current = null;
    }
  };

  const onSubmit = form.handleSubmit(save, () => {
    checkId();
    setFocusTarget("first-error");
  });

  const formProblem = form.formState.errors.root?.[FORM_PROBLEM_KEY]?.message;
  const alertText = alert ?? formProblem;

  return (
    <div ref={rootRef} className="uap-editor stack">
      <ProfileIdField
        value={profileId}
        error={idError}
        onChange={changeProfileId}
        onCheck={checkId}
      />
      <StartingPointNote
        start={start}
        profileId={validId}
        changed={changed}
        restored={draft.restored}
        remembered={remembered}
        onStartFrom={(next) => {
          if (!mayReplaceChanges()) return;
          startFrom(next);
          setOutcome(undefined);
        }}
        onDiscard={() => {
          if (!window.confirm("Discard your unsaved changes?")) return;
          draft.discard();
          setAlert(undefined);
        }}
        freshStartFor={freshStartFor}
      />
      <StartFromJson
        text={jsonText}
        onTextChange={(text) => {
          setJsonText(text);
          setJsonError(undefined);
          setJsonStatus(undefined);
        }}
        onFill={fillFromJson}
        error={jsonError}
        status={jsonStatus}
        textareaRef={jsonRef}
      />
      <FormProvider {...form}>
        <form className="stack" noValidate onSubmit={onSubmit} aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId}>Profile</h2>
          <TextField
            name="name"
            label="Name"
            hint={`${NAME.min} to ${NAME.max} characters. Left as it is, it is not sent.`}
          />
          <UserIdEditor known={start.profile.user_id !== undefined} />
          <AttributesEditor />
          {alertText ? <FormAlert ref={alertRef}>{alertText}</FormAlert> : null}
          {validId === undefined ? (
            <p className="field-hint">Enter a valid Profile id to preview the request.</p>
          ) : (
            <RequestPreview
              baseUrl={client.baseUrl}
              method="PATCH"
              path={apiPath`/user-attribute-profiles/${validId}`}
              body={patch.body}
            />
          )}
          <div className="uap-submit">
            <button
              type="submit"
              className="primary"
              disabled={!changed || mutation.isPending}
              aria-describedby={changed ? undefined : "uap-nothing-changed"}
            >
              Save changes
            </button>
            {/* A hanging save must not hold the form: the user may stop waiting at any time. */}
            {mutation.isPending ? (
              <button type="button" onClick={() => controller.current?.abort()}>
                Cancel
              </button>
            ) : null}
            {changed ? null : (
              <span id="uap-nothing-changed" className="field-hint">
                Nothing differs from the starting point yet.
              </span>
            )}
            <span role="status" className="uap-status">
              {mutation.isPending && waitUntil !== undefined ? (
                <>
                  The tenant is limiting calls: sending again in <Countdown until={waitUntil} />
                </>
              ) : mutation.isPending ? (
                "Saving…"
              ) : null}
            </span>
          </div>
        </form>
      </FormProvider>
      {outcome ? <SaveResult outcome={outcome} headingRef={resultRef} /> : null}
    </div>
  );
}
