import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { isApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import type { TokenExchangeProfile } from "../../api/schemas/tokenExchangeProfile";
import {
  UPDATE_TOKEN_EXCHANGE_PROFILE_WRITE,
  updateTokenExchangeProfile,
} from "../../api/token-exchange-profiles/update";
import { namedTarget } from "../../session/namedTarget";
import { FormAlert } from "../../ui/FormAlert";
import { WriteSubmitBar } from "../shared/WriteSubmitBar";
import { tokenExchangeProfileFormMessages as messages } from "./messages";
import { ProfileTextFields } from "./ProfileTextFields";
import { type EditProfileFormValues, editProfileFormSchema, patchBody } from "./schema";
import { useProfileWrite } from "./useProfileWrite";
import "./tokenExchangeProfile.css";

const FIELDS = ["name", "subject_token_type"] as const;
const text = messages.edit;

interface EditTokenExchangeProfileFormProps {
  client: ApiClient;
  profile: TokenExchangeProfile;
  /** Why this token cannot change profiles: nothing is sent, the button says why. */
  blockedBy: string | undefined;
  /** The profile as saved: from the answer, or the sent changes over the old one (empty 200). */
  onSaved: (profile: TokenExchangeProfile) => void;
  onCancel: () => void;
}

/** Edit profile: only the name and the subject token type change; only what changed is sent. */
export function EditTokenExchangeProfileForm({
  client,
  profile,
  blockedBy,
  onSaved,
  onCancel,
}: EditTokenExchangeProfileFormProps) {
  const form = useForm<EditProfileFormValues>({
    resolver: zodResolver(editProfileFormSchema),
    defaultValues: { name: profile.name, subject_token_type: profile.subject_token_type },
  });
  const { control, handleSubmit } = form;
  const { write, busy, alert, alertRef, send, failed } = useProfileWrite(client, form, blockedBy, {
    fields: FIELDS,
    write: UPDATE_TOKEN_EXCHANGE_PROFILE_WRITE,
    refusal: (failure) => (isApiError(failure) && failure.status === 404 ? text.gone : undefined),
  });

  const onValid = (values: EditProfileFormValues) => {
    const body = patchBody(profile, values);
    return send({
      request: (request) => updateTokenExchangeProfile(client, { id: profile.id, body }, request),
      activity: { operation: "updateTokenExchangeProfile", ...namedTarget(profile, body.name) },
      nothingToSend: Object.keys(body).length === 0 ? text.nothingChanged : undefined,
      onDone: (answer) => onSaved(answer ?? { ...profile, ...body }),
      onFailure: failed,
    });
  };

  return (
    <form
      className="token-exchange-profile-form stack"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-labelledby="edit-profile-heading"
      aria-busy={busy}
    >
      <h3 id="edit-profile-heading" className="small-heading">
        {text.heading}
      </h3>
      <ProfileTextFields control={control} locked={busy} />
      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
      <WriteSubmitBar
        write={write}
        busy={busy}
        label={text.submit}
        pendingText={text.pending}
        onCancel={onCancel}
        cancelLabel={text.cancel}
        disabledReason={blockedBy}
      />
    </form>
  );
}
