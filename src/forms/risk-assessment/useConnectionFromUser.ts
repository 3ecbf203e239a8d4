import { type ReactNode, useEffect, useRef } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { ApiClient } from "../../api/client";
import { canNameInClear, userConnectionsNote } from "./connectionNote";
import { riskAssessmentMessages } from "./messages";
import type { RiskAssessmentFormInput, RiskAssessmentFormValues } from "./schema";
import { NO_CLEARABLE_CONNECTION, useUserConnections } from "./useUserConnections";

const UNKNOWN_USER = riskAssessmentMessages.notFound.userField;

type RiskForm = UseFormReturn<RiskAssessmentFormInput, unknown, RiskAssessmentFormValues>;

interface ConnectionFromUser {
  /**
   * What the User id field says once the read finds no such user, before any write: a missing
   * Connection would otherwise be the first thing the form complains about.
   */
  readonly userIdError: string | undefined;
  /** The user's connections a clear can name, for the Connection field to offer. */
  readonly suggestions: readonly string[];
  /** What the field says of the lookup under it. */
  readonly note: ReactNode;
  /** The note follows the typed id (with read:users), so it is announced as it changes. */
  readonly noteIsLive: boolean;
  /**
   * True when the lookup already shows the clear cannot work: an unknown user (said at User id)
   * or a user without a connection (said at Connection). The field says why and nothing is sent.
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
  const { control, setValue, getValues, setError, clearErrors } = form;
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

  const unknownUser = lookup.kind === "unknown-user";

  return {
    userIdError: unknownUser ? UNKNOWN_USER : undefined,
    suggestions,
    note: userConnectionsNote(lookup, canRead),
    noteIsLive: canRead,
    refuses: () => {
      if (unknownUser) {
        // The user comes first: a Connection for a user who does not exist is beside the point.
        clearErrors("connection");
        setError("user_id", { type: "lookup", message: UNKNOWN_USER }, { shouldFocus: true });
        return true;
      }
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
