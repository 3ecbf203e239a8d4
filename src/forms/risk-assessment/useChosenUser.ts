import { useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { User } from "../../api/schemas/user";
import { connectionNames } from "../../api/users/identity";
import type { RiskAssessmentFormInput, RiskAssessmentFormValues } from "./schema";

type RiskForm = UseFormReturn<RiskAssessmentFormInput, unknown, RiskAssessmentFormValues>;

interface ChosenUser {
  /** The user chosen in Find user, while the User id still holds that user's id. */
  readonly user: User | undefined;
  choose(user: User): void;
}

/**
 * A user chosen in Find user fills User id and, when the user signs in with one connection,
 * Connection (with several, the field offers them). Typing another id lets the choice go.
 */
export function useChosenUser(form: RiskForm): ChosenUser {
  const { control, setValue } = form;
  const [chosen, setChosen] = useState<User>();
  const typedId = useWatch({ control, name: "user_id" });
  return {
    user: chosen !== undefined && chosen.user_id === typedId.trim() ? chosen : undefined,
    choose(user) {
      setChosen(user);
      const connections = connectionNames(user);
      const options = { shouldDirty: true, shouldValidate: true } as const;
      setValue("user_id", user.user_id, options);
      setValue("connection", connections.length === 1 ? (connections[0] ?? "") : "", options);
    },
  };
}
