import { type ReactNode, useEffect, useId, useReducer } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { ApiClient } from "../../api/client";
import { LIMITS, userAttributeProfileId } from "../../api/schemas";
import { FormAlert } from "../../ui/FormAlert";
import { useDraft } from "../shared/useDraft";
import { AttributesEditor } from "./editor/AttributesEditor";
import { useEditorFocus } from "./editor/editorFocus";
import { TextField } from "./editor/UserAttributeProfileFields";
import { UserIdSection } from "./editor/UserIdSection";
import { type EditorState, editorReducer } from "./editorState";
import {
  formValuesOf,
  hasChanges,
  type KnownUserAttributeProfile,
  toPatchBody,
  type UserAttributeProfileFormValues,
} from "./fields";
import { userAttributeProfileMessages as text } from "./messages";
import { SaveBar } from "./save/SaveBar";
import { SaveResult } from "./save/SaveResult";
import { useSaveProfile } from "./save/useSaveProfile";
import { jsonStart } from "./start/jsonStart";
import { StartFromJson } from "./start/StartFromJson";
import { StartingPointNote } from "./start/StartingPointNote";
import {
  formDraftKey,
  NOTHING_KNOWN,
  readEditorState,
  readLastSaved,
  type StartingPoint,
  writeEditorState,
} from "./start/startingPoint";
import { UserAttributeProfileIdField } from "./UserAttributeProfileIdField";
import { useOpenProfile } from "./useOpenProfile";
import { FORM_PROBLEM_KEY, profileResolver } from "./validation";
import "./userAttributeProfile.css";

const NAME = LIMITS.userAttributeProfile.name;

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
  /**
   * What may be done with a profile read from the tenant as a whole (Delete profile), shown
   * once one is open; `forget` empties the editor when the profile is gone.
   */
  opened?: ((profile: OpenedProfile, forget: () => void) => ReactNode) | undefined;
  /**
   * What follows the editor for a profile read from the tenant (its History); `reopen` reads
   * the profile again when it changed elsewhere (a restored version).
   */
  belowOpened?: ((profile: OpenedProfile, reopen: () => void) => ReactNode) | undefined;
}

export interface OpenedProfile {
  id: string;
  name: string;
}

export function UserAttributeProfileForm({
  client,
  tenantUrl,
  blockedBy,
  canRead = false,
  list,
  opened,
  belowOpened,
}: UserAttributeProfileFormProps) {
  const [state, dispatch] = useReducer(
    editorReducer,
    tenantUrl,
    (url): EditorState => readEditorState(url),
  );
  const { profileId, start } = state;
  const { refs, focus } = useEditorFocus();
  const formHeadingId = useId();

  const form = useForm<UserAttributeProfileFormValues, KnownUserAttributeProfile>({
    defaultValues: formValuesOf(start.profile),
    resolver: profileResolver,
    // The resolver compares against the starting point it is given at each run.
    context: start.profile,
    // List items are controlled inputs react-hook-form cannot focus: the form focuses itself.
    shouldFocusError: false,
  });
  const draft = useDraft(form, formDraftKey(tenantUrl));

  const idCheck = userAttributeProfileId.safeParse(profileId.trim());
  const validId = idCheck.success ? idCheck.data : undefined;
  const remembered = validId === undefined ? undefined : readLastSaved(tenantUrl, validId);
  /** Read when asked, not watched: the root does not render again on a keystroke. */
  const changed = () => hasChanges(toPatchBody(start.profile, form.getValues()));

  useEffect(() => {
    writeEditorState(tenantUrl, { profileId, jsonText: state.jsonText, start });
  }, [tenantUrl, profileId, state.jsonText, start]);

  /** A new starting point replaces the form's values with what it knows. */
  const startFrom = (
    next: StartingPoint,
    extra: { profileId?: string; jsonStatus?: string } = {},
  ) => {
    dispatch({ type: "start", start: next, ...extra });
    form.reset(formValuesOf(next.profile));
  };

  const mayReplaceChanges = () => !changed() || window.confirm(text.confirmReplace);

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
        ? text.id.empty
        : (idCheck.error?.issues[0]?.message ?? text.id.invalid);
    dispatch({ type: "id-problem", message });
    return undefined;
  };

  const fillFromJson = () => {
    const result = jsonStart(state.jsonText, validId);
    if (!result.ok) {
      dispatch({ type: "json-problem", message: result.message });
      return focus.json();
    }
    if (!mayReplaceChanges()) return;
    const filled = result.filledId ? { profileId: result.filledId } : {};
    startFrom(result.start, { jsonStatus: text.json.filled, ...filled });
  };

  const editor = { client, dispatch, focus, checkId };
  const opening = useOpenProfile({ ...editor, mayReplaceChanges, startFrom });
  const saving = useSaveProfile({ ...editor, tenantUrl, form, start, blockedBy, draft });
  const onSubmit = form.handleSubmit(saving.save, (errors) =>
    checkId() === undefined ? focus.firstInvalid() : focus.firstError(errors),
  );

  const openedProfile =
    start.forId !== null && (start.source === "read" || start.source === "saved")
      ? { id: start.forId, name: start.profile.name ?? start.forId }
      : undefined;
  const forget = () => {
    opening.reset();
    dispatch({ type: "id-typed", profileId: "" });
    draft.clear();
    startFrom(NOTHING_KNOWN);
  };

  const formProblem = form.formState.errors.root?.[FORM_PROBLEM_KEY]?.message;
  const alertText = state.alert ?? formProblem;

  return (
    <div ref={refs.root} className="uap-editor stack" aria-busy={opening.state.phase === "opening"}>
      {list?.((id) => void opening.open(id))}
      <UserAttributeProfileIdField
        value={profileId}
        error={state.idError}
        onChange={(next) => {
          opening.reset();
          changeProfileId(next);
        }}
        onCheck={checkId}
        open={canRead ? { onOpen: () => void opening.open(), state: opening.state } : undefined}
        inputRef={refs.id}
      />
      {openedProfile && opened ? opened(openedProfile, forget) : null}
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
            if (!window.confirm(text.confirmDiscard)) return;
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
          textareaRef={refs.json}
          open={start.source !== "read"}
        />
        {/* Before a profile is chosen, say how to choose one: the empty form edits no profile. */}
        {validId === undefined && start.source === "nothing" && !draft.restored ? (
          <p className="card uap-choose-first">{text.form.chooseFirst}</p>
        ) : null}
        <form className="stack" noValidate onSubmit={onSubmit} aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} ref={refs.formHeading} tabIndex={-1}>
            {text.form.heading}
          </h2>
          <TextField
            name="name"
            label={text.form.name}
            hint={text.form.nameHint(NAME.min, NAME.max)}
          />
          <UserIdSection known={start.profile.user_id !== undefined} />
          <AttributesEditor start={start.profile} />
          {alertText ? <FormAlert ref={refs.alert}>{alertText}</FormAlert> : null}
          {/* Right above the save bar, where the user pressed Save; focus moves to its heading. */}
          {state.outcome ? <SaveResult outcome={state.outcome} headingRef={refs.result} /> : null}
          <SaveBar
            client={client}
            start={start.profile}
            profileId={validId}
            pending={saving.write.pending}
            resumeAt={saving.write.resumeAt}
            onCancel={saving.write.cancel}
            blockedBy={blockedBy}
          />
        </form>
      </FormProvider>
      {openedProfile && belowOpened
        ? belowOpened(openedProfile, () => void opening.open(openedProfile.id))
        : null}
    </div>
  );
}
