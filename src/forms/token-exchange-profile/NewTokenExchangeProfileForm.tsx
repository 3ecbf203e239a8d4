import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { isApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { LIMITS } from "../../api/schemas/limits";
import type { TokenExchangeProfile } from "../../api/schemas/tokenExchangeProfile";
import {
  CREATE_TOKEN_EXCHANGE_PROFILE_WRITE,
  createTokenExchangeProfile,
} from "../../api/token-exchange-profiles/create";
import { namedTarget } from "../../session/namedTarget";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { WriteSubmitBar } from "../shared/WriteSubmitBar";
import { ActionField } from "./ActionField";
import { tokenExchangeProfileFormMessages as text } from "./messages";
import { ProfileTextFields } from "./ProfileTextFields";
import {
  createBody,
  EMPTY_NEW_PROFILE,
  FIXED_TYPE,
  type NewProfileFormValues,
  newProfileFormSchema,
} from "./schema";
import { useProfileWrite } from "./useProfileWrite";
import "./tokenExchangeProfile.css";

const FIELDS = ["name", "subject_token_type", "action_id"] as const;

interface NewTokenExchangeProfileFormProps {
  client: ApiClient;
  /** Why this token cannot create profiles: nothing is sent, the button says why. */
  blockedBy: string | undefined;
  /** The token may list actions: the Action field offers them by name. */
  canListActions: boolean;
  onCreated: (profile: TokenExchangeProfile) => void;
}

/** The 100-profile limit, as the service words its 403. */
function isProfileLimit(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && /limit of entities/i.test(error.message);
}

/**
 * New token exchange profile: name, subject token type and action, checked against the contract
 * before anything is sent; the type is fixed. A refusal lands on its field, or in the alert,
 * with everything typed kept.
 */
export function NewTokenExchangeProfileForm({
  client,
  blockedBy,
  canListActions,
  onCreated,
}: NewTokenExchangeProfileFormProps) {
  const form = useForm<NewProfileFormValues>({
    resolver: zodResolver(newProfileFormSchema),
    defaultValues: EMPTY_NEW_PROFILE,
  });
  const { control, handleSubmit } = form;
  const { write, busy, alert, alertRef, send, failed } = useProfileWrite(client, form, blockedBy, {
    fields: FIELDS,
    write: CREATE_TOKEN_EXCHANGE_PROFILE_WRITE,
    refusal: (failure) =>
      isProfileLimit(failure)
        ? text.create.limit(LIMITS.tokenExchangeProfile.perTenant)
        : undefined,
  });

  const onValid = (values: NewProfileFormValues) =>
    send({
      request: (request) => createTokenExchangeProfile(client, createBody(values), request),
      activity: { operation: "createTokenExchangeProfile", ...namedTarget({ name: values.name }) },
      onDone: onCreated,
      onFailure: failed,
    });

  return (
    <form
      className="token-exchange-profile-form stack narrow"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-busy={busy}
    >
      <ProfileTextFields control={control} locked={busy} />
      <ActionField control={control} listWith={canListActions ? client : undefined} locked={busy} />
      <Field label={text.type.label} hint={text.type.hint}>
        {(a11y) => <input {...a11y} name="type" value={FIXED_TYPE} readOnly className="mono" />}
      </Field>
      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
      <WriteSubmitBar
        write={write}
        busy={busy}
        label={text.create.submit}
        pendingText={text.create.pending}
        disabledReason={blockedBy}
      />
    </form>
  );
}
