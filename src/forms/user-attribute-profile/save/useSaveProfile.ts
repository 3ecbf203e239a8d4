import { useQueryClient } from "@tanstack/react-query";
import type { UseFormReturn } from "react-hook-form";
import { isApiError, type WriteDescription } from "../../../api/apiError";
import type { ApiClient } from "../../../api/client";
import { attributeProfileSaved } from "../../../api/user-attribute-profiles/cache";
import { patchUserAttributeProfile } from "../../../api/user-attribute-profiles/patch";
import { namedTarget } from "../../../session/namedTarget";
import { applyServerError } from "../../shared/serverErrors";
import { useCancellableWrite } from "../../shared/useCancellableWrite";
import type { EditorFocus } from "../editor/editorFocus";
import type { EditorAction } from "../editorState";
import {
  formValuesOf,
  type KnownUserAttributeProfile,
  toPatchBody,
  type UserAttributeProfileFormValues,
} from "../fields";
import { toFormPath } from "../formPaths";
import { userAttributeProfileMessages as text } from "../messages";
import { rememberSaved, type StartingPoint } from "../start/startingPoint";
import { userAttributeProfileDiff } from "./userAttributeProfileDiff";

/** A PATCH replaces what it sends with the same values each time: sending it again is safe. */
const PROFILE_WRITE: WriteDescription = { ...text.write, repeat: "safe" };

/** A starting point that belongs to another profile than the one being saved says nothing. */
function knownFor(start: StartingPoint, id: string): KnownUserAttributeProfile {
  return start.forId === null || start.forId === id ? start.profile : {};
}

interface SaveProfileOptions {
  client: ApiClient;
  tenantUrl: string;
  form: UseFormReturn<UserAttributeProfileFormValues, KnownUserAttributeProfile>;
  start: StartingPoint;
  dispatch: (action: EditorAction) => void;
  focus: EditorFocus;
  /** Why this token cannot change profiles: nothing is sent with it. */
  blockedBy: string | undefined;
  /** The valid Profile id, or undefined once the field says what is wrong with it. */
  checkId: () => string | undefined;
  /** Forgotten once its changes are saved. */
  draft: { clear: () => void };
}

/** "Save changes": sends the difference from the starting point, then starts from the answer. */
export function useSaveProfile(options: SaveProfileOptions) {
  const { client, tenantUrl, form, start, dispatch, focus, blockedBy, checkId } = options;
  const write = useCancellableWrite(client);
  const cache = useQueryClient();

  const showFailure = (error: unknown, id: string) => {
    if (isApiError(error) && error.status === 404) {
      dispatch({ type: "id-problem", message: text.id.unknown, alert: text.id.unknownAlert(id) });
      return focus.alert();
    }
    if (isApiError(error) && error.status === 400 && error.field?.path === "id") {
      dispatch({ type: "id-problem", message: error.field.message });
      return focus.firstInvalid();
    }
    const toPath = (path: string) => toFormPath(path, form.getValues());
    const sentence = applyServerError(error, form.setError, toPath, PROFILE_WRITE);
    if (sentence === undefined) return focus.firstInvalid();
    dispatch({ type: "alert", message: `${sentence} ${text.kept}` });
    focus.alert();
  };

  const save = async (values: UserAttributeProfileFormValues) => {
    // A blocked write is never sent, however the form came to be submitted.
    if (blockedBy !== undefined) return;
    const id = checkId();
    if (id === undefined) return focus.firstInvalid();
    dispatch({ type: "alert", message: undefined });
    const before = knownFor(start, id);
    // The resolver has checked this body against the contract.
    const body = toPatchBody(start.profile, values);
    try {
      const saved = await write.run(
        (request) => patchUserAttributeProfile(client, { id, body }, request),
        {
          operation: "patchUserAttributeProfile",
          ...namedTarget({ id }),
        },
      );
      attributeProfileSaved(cache, saved);
      const savedAt = new Date().toISOString();
      options.draft.clear();
      const next = rememberSaved(tenantUrl, saved, savedAt);
      form.reset(formValuesOf(next.profile));
      const outcome = {
        profile: saved,
        savedAt,
        changes: userAttributeProfileDiff(before, saved, body),
      };
      dispatch({ type: "saved", start: next, outcome });
      focus.result();
    } catch (error) {
      showFailure(error, id);
    }
  };

  return { save, write };
}
