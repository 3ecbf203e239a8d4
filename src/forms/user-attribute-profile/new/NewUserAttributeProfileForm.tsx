import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { describeApiError, isApiError } from "../../../api/apiError";
import type { ApiClient } from "../../../api/client";
import { LIMITS } from "../../../api/schemas/limits";
import type { UserAttributeProfile } from "../../../api/schemas/userAttributeProfile";
import type { UserAttributeProfileTemplate } from "../../../api/schemas/userAttributeProfileTemplate";
import {
  CREATE_USER_ATTRIBUTE_PROFILE_WRITE,
  createUserAttributeProfile,
} from "../../../api/user-attribute-profiles/create";
import { userAttributeProfileTemplatesOptions } from "../../../api/user-attribute-profiles/templates";
import { isolated } from "../../../lib/isolated";
import { namedTarget } from "../../../session/namedTarget";
import { ConfirmPanel } from "../../../ui/ConfirmPanel";
import { Field } from "../../../ui/Field";
import { FormAlert } from "../../../ui/FormAlert";
import { plainText } from "../../../ui/sentenceParts";
import { useFormWrite } from "../../shared/useFormWrite";
import { WriteSubmitBar } from "../../shared/WriteSubmitBar";
import { AttributesEditor } from "../editor/AttributesEditor";
import { TextField } from "../editor/UserAttributeProfileFields";
import { UserIdSection } from "../editor/UserIdSection";
import {
  formValuesOf,
  type KnownUserAttributeProfile,
  type UserAttributeProfileFormValues,
} from "../fields";
import { userAttributeProfileMessages as messages } from "../messages";
import { FORM_PROBLEM_KEY } from "../validation";
import { createBodyOf, newProfileResolver } from "./newProfile";
import "../userAttributeProfile.css";

const text = messages.create;
const NAME = LIMITS.userAttributeProfile.name;
const BLANK = "";

interface NewUserAttributeProfileFormProps {
  client: ApiClient;
  /** Why this token cannot create profiles: nothing is sent, the button says why. */
  blockedBy: string | undefined;
  /** Why the templates cannot be read, or undefined when they can. */
  templatesBlockedBy: string | undefined;
  onCreated: (profile: UserAttributeProfile) => void;
}

/**
 * New profile, from a template or blank, in the same editor as an existing one: the overview
 * marks each attribute added, changed or removed against the template before anything is sent.
 */
export function NewUserAttributeProfileForm({
  client,
  blockedBy,
  templatesBlockedBy,
  onCreated,
}: NewUserAttributeProfileFormProps) {
  const templates = useQuery({
    ...userAttributeProfileTemplatesOptions(client),
    enabled: templatesBlockedBy === undefined,
  });
  const [templateId, setTemplateId] = useState(BLANK);
  const [start, setStart] = useState<KnownUserAttributeProfile>({});
  const form = useForm<UserAttributeProfileFormValues, KnownUserAttributeProfile>({
    defaultValues: formValuesOf({}),
    resolver: newProfileResolver,
    context: start,
  });
  const { write, busy, alert, alertRef, showAlert, send } = useFormWrite(client, {
    dirty: form.formState.isDirty,
    submitting: form.formState.isSubmitting,
    blockedBy,
  });

  /** A template chosen over entries: asked in the confirm panel before they are replaced. */
  const [replacing, setReplacing] = useState<string | null>(null);
  const apply = (id: string) => {
    const chosen: UserAttributeProfileTemplate | undefined = templates.data?.find(
      (template) => template.id === id,
    );
    const next = chosen?.template ?? {};
    setReplacing(null);
    setTemplateId(id);
    setStart(next);
    form.reset(formValuesOf(next));
  };
  const choose = (id: string) => (form.formState.isDirty ? setReplacing(id) : apply(id));

  const onValid = (values: UserAttributeProfileFormValues) =>
    send({
      request: (request) => createUserAttributeProfile(client, createBodyOf(values), request),
      activity: { operation: "createUserAttributeProfile", ...namedTarget({ name: values.name }) },
      onDone: onCreated,
      onFailure: (error) =>
        showAlert(
          isApiError(error) && error.status === 409
            ? text.taken
            : describeApiError(error, CREATE_USER_ATTRIBUTE_PROFILE_WRITE),
        ),
    });

  const formProblem = form.formState.errors.root?.[FORM_PROBLEM_KEY]?.message;
  return (
    <div className="uap-editor stack">
      <Field label={text.template} hint={templateHint(templatesBlockedBy, templates)}>
        {(a11y) => (
          <select {...a11y} value={templateId} onChange={(event) => choose(event.target.value)}>
            <option value={BLANK}>{text.blank}</option>
            {(templates.data ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {/* An option holds no markup: the name is isolated in the text itself. */}
                {plainText(isolated(template.display_name))}
              </option>
            ))}
          </select>
        )}
      </Field>
      {replacing === null ? null : (
        <ConfirmPanel
          question={text.confirmReplace}
          confirmLabel={text.replace}
          cancelLabel={text.keep}
          onConfirm={() => apply(replacing)}
          onCancel={() => setReplacing(null)}
        />
      )}
      <FormProvider {...form}>
        <form className="stack" noValidate onSubmit={form.handleSubmit(onValid)} aria-busy={busy}>
          <TextField
            name="name"
            label={messages.form.name}
            hint={text.nameHint(NAME.min, NAME.max)}
          />
          <UserIdSection known={start.user_id !== undefined} />
          <AttributesEditor start={start} creating />
          {(alert ?? formProblem) ? (
            <FormAlert ref={alertRef}>{alert ?? formProblem}</FormAlert>
          ) : null}
          <WriteSubmitBar
            write={write}
            busy={busy}
            label={text.submit}
            pendingText={text.pending}
            disabledReason={blockedBy}
          />
        </form>
      </FormProvider>
    </div>
  );
}

function templateHint(
  blockedBy: string | undefined,
  templates: { isPending: boolean; error: Error | null },
): string {
  if (blockedBy !== undefined) return blockedBy;
  if (templates.error) return text.templatesFailed(describeApiError(templates.error));
  if (templates.isPending) return text.templatesLoading;
  return text.templateHint;
}
