import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useReducer, useRef, useState } from "react";
import { type FieldErrors, FormProvider, get, useForm } from "react-hook-form";
import { describeApiError, isApiError, type WriteDescription } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { userAttributeProfileId } from "../../api/schemas/ids";
import { LIMITS } from "../../api/schemas/limits";
import { userAttributeProfileOptions } from "../../api/user-attribute-profiles/get";
import { patchUserAttributeProfileOptions } from "../../api/user-attribute-profiles/patch";
import { FormAlert } from "../../ui/FormAlert";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { useResumeAt } from "../../ui/useResumeAt";
import { applyServerError } from "../shared/serverErrors";
import { useCancellableWrite } from "../shared/useCancellableWrite";
import { useDraft } from "../shared/useDraft";
import { AttributesEditor } from "./AttributesEditor";
import { type EditorState, editorReducer } from "./editorState";
import {
  formValuesOf,
  hasChanges,
  type KnownProfile,
  type ProfileFormValues,
  toPatchBody,
} from "./fields";
import { toFormPath } from "./formPaths";
import { importProfileJson } from "./importJson";
import { TextField } from "./ProfileFields";
import { type OpenState, ProfileIdField } from "./ProfileIdField";
import { profileDiff } from "./profileDiff";
import { SaveBar } from "./SaveBar";
import { SaveResult } from "./SaveResult";
import { StartFromJson } from "./StartFromJson";
import { StartingPointNote } from "./StartingPointNote";
import {
  formDraftKey,
  NOTHING_KNOWN,
  readEditorState,
  readFromTenant,
  readLastSaved,
  rememberSaved,
  type StartingPoint,
  writeEditorState,
} from "./startingPoint";
import { UserIdSection } from "./UserIdSection";
import { FORM_PROBLEM_KEY, profileResolver } from "./validation";
import "./userAttributeProfile.css";
import { userAttributeProfileMessages as text } from "./messages";

const NAME = LIMITS.userAttributeProfile.name;
const KEPT = "Your changes are still in the form.";

/** A PATCH replaces what it sends with the same values each time: sending it again is safe. */
const PROFILE_WRITE: WriteDescription = {
  doing: "saving the profile",
  result: "the changes were saved",
  repeat: "safe",
};

interface UserAttributeProfileFormProps {
  client: ApiClient;
  /** Keys the draft, the starting point and "last saved here" to this tenant. */
  tenantUrl: string;
  /** Why this token cannot change profiles: saving is disabled with it. */
  blockedBy?: string | undefined;
  /** The token may read profiles: "Open profile" is offered. */
  canRead?: boolean | undefined;
  /** The tenant's profiles, shown above the Profile id; choosing one opens it. */
  list?: ((open: (id: string) => void) => ReactNode) | undefined;
}

/** A starting point that belongs to another profile than the one being saved says nothing. */
function knownFor(start: StartingPoint, id: string): KnownProfile {
  return start.forId === null || start.forId === id ? start.profile : {};
}

export function UserAttributeProfileForm({
  client,
  tenantUrl,
  blockedBy,
  canRead = false,
  list,
}: UserAttributeProfileFormProps) {
  const [state, dispatch] = useReducer(
    editorReducer,
    tenantUrl,
    (url): EditorState => readEditorState(url),
  );
  const { profileId, start } = state;
  const rootRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const jsonRef = useRef<HTMLTextAreaElement>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const formHeadingId = useId();
  const queryClient = useQueryClient();
  const [openState, setOpenState] = useState<OpenState>({ phase: "idle" });
  const opening = openState.phase === "opening";
  const openResumeAt = useResumeAt(client.rateLimitBudget, opening);
  const openShown: OpenState = opening ? { phase: "opening", resumeAt: openResumeAt } : openState;

  const form = useForm<ProfileFormValues, KnownProfile>({
    defaultValues: formValuesOf(start.profile),
    resolver: profileResolver,
    // The resolver compares against the starting point it is given at each run.
    context: start.profile,
    // List items are controlled inputs react-hook-form cannot focus: the form focuses itself.
    shouldFocusError: false,
  });
  const draft = useDraft(form, formDraftKey(tenantUrl));
  const mutation = useMutation(patchUserAttributeProfileOptions(client));
  const write = useCancellableWrite(client);

  const idCheck = userAttributeProfileId.safeParse(profileId.trim());
  const validId = idCheck.success ? idCheck.data : undefined;
  const remembered = validId === undefined ? undefined : readLastSaved(tenantUrl, validId);
  /** Read when asked, not watched: the root does not render again on a keystroke. */
  const changed = () => hasChanges(toPatchBody(start.profile, form.getValues()));

  useEffect(() => {
    writeEditorState(tenantUrl, { profileId, jsonText: state.jsonText, start });
  }, [tenantUrl, profileId, state.jsonText, start]);

  const focusAfterRender = useFocusAfterRender();
  const focusFirstInvalid = () =>
    focusAfterRender(
      () => rootRef.current?.querySelector("[aria-invalid='true']") ?? alertRef.current,
    );

  /** A new starting point replaces the form's values with what it knows. */
  const startFrom = (
    next: StartingPoint,
    extra: { profileId?: string; jsonStatus?: string } = {},
  ) => {
    dispatch({ type: "start", start: next, ...extra });
    form.reset(formValuesOf(next.profile));
  };

  const mayReplaceChanges = () =>
    !changed() || window.confirm("Replace your unsaved changes? They will be lost.");

  const freshStartFor = (id: string): StartingPoint =>
    readLastSaved(tenantUrl, id) ?? { ...NOTHING_KNOWN, forId: id };

  const changeProfileId = (next: string) => {
    dispatch({ type: "id-typed", profileId: next });
    const parsed = userAttributeProfileId.safeParse(next.trim());
    if (!parsed.success || parsed.data === start.forId) return;
    const id = parsed.data;
    const tied = start.forId !== null && start.source !== "nothing";
    const lastSaved = readLastSaved(tenantUrl, id);
    if (!tied) {
      if (start.source === "nothing" && !changed() && lastSaved) startFrom(lastSaved);
      else dispatch({ type: "start", start: { ...start, forId: id } });
    } else if (!changed()) {
      startFrom(freshStartFor(id));
    }
    // Otherwise the changes keep their starting point; StartingPointNote says whose it is.
  };

  const checkId = (): string | undefined => {
    if (validId !== undefined) return validId;
    const message =
      profileId.trim() === ""
        ? "Enter the id of the profile to change"
        : (idCheck.error?.issues[0]?.message ?? "Not a user attribute profile id");
    dispatch({ type: "id-problem", message });
    return undefined;
  };

  const fillFromJson = () => {
    const result = importProfileJson(state.jsonText);
    const jsonProblem = (message: string) => {
      dispatch({ type: "json-problem", message });
      focusAfterRender(() => jsonRef.current);
    };
    if (!result.ok) return jsonProblem(result.message);
    if (result.id !== undefined && validId !== undefined && result.id !== validId) {
      return jsonProblem(
        `This JSON is the profile ${result.id}, but the Profile id is ${validId}. Change the Profile id, or paste the profile ${validId}.`,
      );
    }
    if (!mayReplaceChanges()) return;
    const filledId = validId === undefined ? result.id : undefined;
    startFrom(
      { forId: result.id ?? validId ?? null, source: "json", profile: result.profile },
      {
        jsonStatus: "The form now starts from the pasted JSON.",
        ...(filledId ? { profileId: filledId } : {}),
      },
    );
  };

  /** Reads the profile and starts from what the tenant holds; a failure changes nothing else. */
  const openProfile = async (chosen?: string) => {
    const id = chosen ?? checkId();
    if (id === undefined) return focusFirstInvalid();
    if (!mayReplaceChanges()) return;
    if (chosen !== undefined) dispatch({ type: "id-typed", profileId: chosen });
    setOpenState({ phase: "opening" });
    try {
      const read = await queryClient.fetchQuery(userAttributeProfileOptions(client, id));
      setOpenState({ phase: "idle" });
      startFrom(readFromTenant(read, new Date().toISOString()), { profileId: id });
      focusAfterRender(() => formHeadingRef.current);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        setOpenState({ phase: "idle" });
        dispatch({
          type: "id-problem",
          message: "The tenant has no user attribute profile with this id",
        });
        return focusAfterRender(() => idRef.current);
      }
      const message = `Could not open ${id}. ${describeApiError(error)} Nothing in the form changed.`;
      setOpenState({ phase: "failed", message });
    }
  };

  const showFailure = (error: unknown, id: string) => {
    if (isApiError(error) && error.status === 404) {
      dispatch({
        type: "id-problem",
        message: "The tenant has no user attribute profile with this id",
        alert: `The tenant has no user attribute profile ${id}. Check the Profile id; your changes are still here.`,
      });
      return focusAfterRender(() => alertRef.current);
    }
    if (isApiError(error) && error.status === 400 && error.field?.path === "id") {
      dispatch({ type: "id-problem", message: error.field.message });
      return focusFirstInvalid();
    }
    const toPath = (path: string) => toFormPath(path, form.getValues());
    const sentence = applyServerError(error, form.setError, toPath, PROFILE_WRITE);
    if (sentence === undefined) return focusFirstInvalid();
    dispatch({ type: "alert", message: `${sentence} ${KEPT}` });
    focusAfterRender(() => alertRef.current);
  };

  const save = async (values: ProfileFormValues) => {
    // A blocked write is never sent, however the form came to be submitted.
    if (blockedBy !== undefined) return;
    const id = checkId();
    if (id === undefined) return focusFirstInvalid();
    dispatch({ type: "alert", message: undefined });
    const before = knownFor(start, id);
    // The resolver has checked this body against the contract.
    const body = toPatchBody(start.profile, values);
    try {
      const saved = await write.run((request) => mutation.mutateAsync({ id, body, ...request }), {
        operation: "patchUserAttributeProfile",
        target: id,
      });
      const savedAt = new Date().toISOString();
      draft.clear();
      const next = rememberSaved(tenantUrl, saved, savedAt);
      form.reset(formValuesOf(next.profile));
      const outcome = { profile: saved, savedAt, changes: profileDiff(before, saved, body) };
      dispatch({ type: "saved", start: next, outcome });
      focusAfterRender(() => resultRef.current);
    } catch (error) {
      showFailure(error, id);
    }
  };

  /**
   * react-hook-form hands the errors over before its fields hear of them, so the first input in
   * page order whose path (or list) has an error is found here, not by aria-invalid.
   */
  const onInvalid = (errors: FieldErrors<ProfileFormValues>) => {
    if (checkId() === undefined) return focusFirstInvalid();
    const inputs = rootRef.current?.querySelectorAll<HTMLElement>("form [name]") ?? [];
    const first = [...inputs].find((input) => {
      const path = input.getAttribute("name") ?? "";
      return (
        get(errors, path) !== undefined || get(errors, path.replace(/\.\d+$/, "")) !== undefined
      );
    });
    if (first) first.focus();
    // A closed attribute's inputs do not exist: AttributesEditor opens it and focuses the input.
    else if (errors.user_attributes === undefined) focusAfterRender(() => alertRef.current);
  };

  const onSubmit = form.handleSubmit(save, onInvalid);

  const formProblem = form.formState.errors.root?.[FORM_PROBLEM_KEY]?.message;
  const alertText = state.alert ?? formProblem;

  return (
    <div ref={rootRef} className="uap-editor stack" aria-busy={openState.phase === "opening"}>
      {list?.((id) => void openProfile(id))}
      <ProfileIdField
        value={profileId}
        error={state.idError}
        onChange={(next) => {
          setOpenState({ phase: "idle" });
          changeProfileId(next);
        }}
        onCheck={checkId}
        open={canRead ? { onOpen: () => void openProfile(), state: openShown } : undefined}
        inputRef={idRef}
      />
      <FormProvider {...form}>
        <StartingPointNote
          start={start}
          profileId={validId}
          restored={draft.restored}
          remembered={remembered}
          onStartFrom={(next) => {
            if (mayReplaceChanges()) startFrom(next);
          }}
          onDiscard={() => {
            if (!window.confirm("Discard your unsaved changes?")) return;
            draft.discard();
            dispatch({ type: "alert", message: undefined });
          }}
          freshStartFor={freshStartFor}
        />
        <StartFromJson
          text={state.jsonText}
          onTextChange={(jsonText) => dispatch({ type: "json-typed", jsonText })}
          onFill={fillFromJson}
          error={state.jsonError}
          status={state.jsonStatus}
          textareaRef={jsonRef}
          open={start.source !== "read"}
        />
        <form className="stack" noValidate onSubmit={onSubmit} aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} ref={formHeadingRef} tabIndex={-1}>
            {text.form.heading}
          </h2>
          <TextField
            name="name"
            label={text.form.name}
            hint={text.form.nameHint(NAME.min, NAME.max)}
          />
          <UserIdSection known={start.profile.user_id !== undefined} />
          <AttributesEditor />
          {alertText ? <FormAlert ref={alertRef}>{alertText}</FormAlert> : null}
          {/* Right above the save bar, where the user pressed Save; focus moves to its heading. */}
          {state.outcome ? <SaveResult outcome={state.outcome} headingRef={resultRef} /> : null}
          <SaveBar
            client={client}
            start={start.profile}
            profileId={validId}
            pending={write.pending}
            resumeAt={write.resumeAt}
            onCancel={write.cancel}
            blockedBy={blockedBy}
          />
        </form>
      </FormProvider>
    </div>
  );
}
