import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeApiError, isApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { userAttributeProfileOptions } from "../../api/user-attribute-profiles/get";
import { useResumeAt } from "../../ui/useResumeAt";
import type { EditorFocus } from "./editor/editorFocus";
import type { EditorAction } from "./editorState";
import { userAttributeProfileMessages as text } from "./messages";
import { readFromTenant, type StartingPoint } from "./start/startingPoint";
import type { OpenState } from "./UserAttributeProfileIdField";

interface OpenProfileOptions {
  client: ApiClient;
  dispatch: (action: EditorAction) => void;
  focus: EditorFocus;
  /** The valid Profile id, or undefined once the field says what is wrong with it. */
  checkId: () => string | undefined;
  mayReplaceChanges: () => boolean;
  startFrom: (next: StartingPoint, extra: { profileId: string }) => void;
}

/** "Open profile": reads the profile and starts from what the tenant holds. */
export function useOpenProfile(options: OpenProfileOptions) {
  const { client, dispatch, focus, checkId } = options;
  const queryClient = useQueryClient();
  const [state, setState] = useState<OpenState>({ phase: "idle" });

  /** Opens the profile chosen in the list, else the one in Profile id. */
  const open = async (chosen?: string) => {
    const id = chosen ?? checkId();
    if (id === undefined) return focus.firstInvalid();
    if (!options.mayReplaceChanges()) return;
    if (chosen !== undefined) dispatch({ type: "id-typed", profileId: chosen });
    setState({ phase: "opening" });
    try {
      const read = await queryClient.fetchQuery(userAttributeProfileOptions(client, id));
      setState({ phase: "idle" });
      options.startFrom(readFromTenant(read, new Date().toISOString()), { profileId: id });
      focus.formHeading();
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        setState({ phase: "idle" });
        dispatch({ type: "id-problem", message: text.id.unknown });
        return focus.id();
      }
      // A failure changes nothing else: the form keeps what it had.
      setState({ phase: "failed", message: text.id.openFailed(id, describeApiError(error)) });
    }
  };

  // A read waiting out the rate limit says until when, from the client's one record of waits.
  const opening = state.phase === "opening";
  const resumeAt = useResumeAt(client.rateLimitBudget, opening);
  const shown: OpenState = opening ? { phase: "opening", resumeAt } : state;
  return { state: shown, open, reset: () => setState({ phase: "idle" }) };
}
