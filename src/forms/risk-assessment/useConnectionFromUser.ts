import { type ReactNode, useEffect, useRef } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { ApiClient } from "../../api/client";
import { canNameInClear, userConnectionsNote } from "./connectionNote";
import type { RiskAssessmentFormInput, RiskAssessmentFormValues } from "./schema";
import { NO_CLEARABLE_CONNECTION, useUserConnections } from "./useUserConnections";

type RiskForm = UseFormReturn<RiskAssessmentFormInput, unknown, RiskAssessmentFormValues>;

export interface ConnectionFromUser {
  /** The user's connections a clear can name, for the Connection field to offer. */
  readonly suggestions: readonly string[];
  /** What the field says of the lookup under it. */
  readonly note: ReactNode;
  /** The note follows the typed id (with read:users), so it is announced as it changes. */
  readonly noteIsLive: boolean;
  /**
   * True when the lookup already shows the clear cannot work, the user having no connection:
   * the field says why and nothing is sent. An unknown user is only noted: the clear's own 404
   * says it on the User id, and the write is recorded like any other.
   */
  refuses(): boolean;
}

/**
 * With read:users, the Connection field follows the typed User id: a user with one connection
 * has it filled in (unless the admin typed another), several are offered, none is said before
 * any write.
 */
export function useConnectionFromUser(
  form: RiskForm,
  client: ApiClient,
  canRead: boolean,
): ConnectionFromUser {
  const { control, setValue, getValues, setError } = form;
  const typedId = useWatch({ control, name: "user_id" });
  const lookup = useUserConnections(client, typedId, canRead);
  // What the lookup put in the field, so a later user's connection replaces it but never
  // replaces what the admin typed.
  const filled = useRef("");
  const suggestions = lookup.kind === "found" ? lookup.connections.filter(canNameInClear) : [];
  const single = lookup.kind === "found" && lookup.connections.length === 1;
  const name = single ? suggestions[0] : undefined;

  useEffect(() => {
    if (name === undefined) return;
    const current = getValues("connection");
    if (current !== "" && current !== filled.current) return;
    filled.current = name;
    setValue("connection", name, { shouldDirty: true, shouldValidate: true });
  }, [name, getValues, setValue]);

  return {
    suggestions,
    note: userConnectionsNote(lookup, canRead),
    noteIsLive: canRead,
    refuses: () => {
      if (lookup.kind === "none") {
        setError(
          "connection",
          { type: "lookup", message: NO_CLEARABLE_CONNECTION },
          { shouldFocus: true },
        );
        return true;
      }
      return false;
    },
  };
}
