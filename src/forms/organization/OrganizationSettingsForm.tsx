import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, useForm, useFormState } from "react-hook-form";
import { isApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { UPDATE_ORGANIZATION_WRITE, updateOrganization } from "../../api/organizations/update";
import type { Organization } from "../../api/schemas/organization";
import { isolated } from "../../lib/isolated";
import { namedTarget } from "../../session/namedTarget";
import { Banner } from "../../ui/Banner";
import { FormAlert } from "../../ui/FormAlert";
import { Sentence } from "../../ui/Sentence";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { ReasonInput } from "../shared/ReasonField";
import { RestoredDraftBanner } from "../shared/RestoredDraftBanner";
import { reasonField } from "../shared/reasonSchema";
import { applyServerError } from "../shared/serverErrors";
import { draftKey, useDraft } from "../shared/useDraft";
import { useFormWrite } from "../shared/useFormWrite";
import { WriteSubmitBar } from "../shared/WriteSubmitBar";
import { focusFirstInvalid } from "./focusFirstInvalid";
import { toFormPath } from "./formPaths";
import { IdentityFields } from "./IdentityFields";
import { MetadataEditor } from "./MetadataEditor";
import { organizationMessages } from "./messages";
import { organizationResolver } from "./resolver";
import type { OrganizationFormValues } from "./schema";
import { settingsMessages } from "./settingsMessages";
import { ThirdPartyAccessField } from "./ThirdPartyAccessField";
import { TokenQuotaFields } from "./TokenQuotaFields";
import { buildUpdateBody, settingsFromOrganization } from "./updateBody";

const text = organizationMessages;

interface Props {
  client: ApiClient;
  tenantUrl: string;
  organization: Organization;
  onSaved: (organization: Organization) => void;
  /** Why this token cannot change organizations: nothing is sent while set. */
  blockedBy: string | undefined;
}

/**
 * The create form's fields and checks, filled with the saved values; Save changes sends only
 * what changed (src/forms/organization/updateBody.ts). Drafts and the unsaved-changes guard as
 * on create; a 400 or 409 lands on its field.
 */
export function OrganizationSettingsForm({
  client,
  tenantUrl,
  organization,
  onSaved,
  blockedBy,
}: Props) {
  const form = useForm<OrganizationFormValues>({
    resolver: organizationResolver,
    defaultValues: settingsFromOrganization(organization),
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, setFocus, setValue, reset } = form;
  const { isDirty, isSubmitting } = useFormState({ control });
  const draft = useDraft(form, draftKey(`organization-settings-${organization.id}`, tenantUrl));
  const { write, busy, alert, alertRef, showAlert, clearAlert, send } = useFormWrite(client, {
    dirty: isDirty,
    submitting: isSubmitting,
    blockedBy,
    alertTakesFocus: false,
  });
  const [saved, setSaved] = useState(false);
  // Not one of the settings: it goes with the write to the audit, never into the draft.
  const [reason, setReason] = useState("");
  const [reasonProblem, setReasonProblem] = useState<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // Saved elsewhere (Restore this version): a form without edits of its own shows what is saved
  // now; one with edits keeps them, and Save changes sends what differs from the new values.
  const shown = useRef(organization);
  useEffect(() => {
    if (shown.current === organization) return;
    shown.current = organization;
    const now = settingsFromOrganization(organization);
    // Its own save is already shown (and said): only a change made elsewhere is taken.
    if (form.formState.isDirty || JSON.stringify(now) === JSON.stringify(form.getValues())) return;
    reset(now);
    // "Saved the changes" spoke of the values this form saved, no longer the ones it shows.
    setSaved(false);
  }, [organization, form, reset]);

  const onValid = async (values: OrganizationFormValues) => {
    setSaved(false);
    const checked = reasonField.safeParse(reason);
    setReasonProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    const body = buildUpdateBody(organization, values);
    await send({
      request: (request) => updateOrganization(client, { id: organization.id, body }, request),
      activity: {
        operation: "updateOrganization",
        ...namedTarget(organization, body.name),
        reason: checked.data || undefined,
      },
      nothingToSend: Object.keys(body).length === 0 ? settingsMessages.nothingChanged : undefined,
      onDone: (updated) => {
        draft.clear();
        reset(settingsFromOrganization(updated));
        setReason("");
        setSaved(true);
        onSaved(updated);
        // Save changes is disabled while the write is out, which dropped the focus.
        focusAfterRender(() => savedRef.current);
      },
      onFailure: (error) => {
        if (isApiError(error) && error.status === 409) {
          setError("name", { type: "server", message: text.form.nameTaken }, { shouldFocus: true });
          return;
        }
        const sentence = applyServerError(
          error,
          setError,
          (path) => toFormPath(path, values),
          UPDATE_ORGANIZATION_WRITE,
        );
        if (sentence !== undefined) showAlert(sentence);
      },
    });
  };

  const onInvalid = (invalid: FieldErrors<OrganizationFormValues>) => {
    if (focusFirstInvalid(formRef.current, invalid)) clearAlert();
    else showAlert(invalid.root?.body?.message ?? text.form.notAccepted);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (write.pending) return;
    void handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <form ref={formRef} className="organization-form stack" noValidate onSubmit={submit}>
      <RestoredDraftBanner
        draft={draft}
        message={settingsMessages.draftRestored}
        discardLabel={settingsMessages.discardDraft}
      />
      <IdentityFields control={control} register={register} setValue={setValue} />
      <MetadataEditor control={control} register={register} setFocus={setFocus} />
      <TokenQuotaFields control={control} register={register} />
      <ThirdPartyAccessField register={register} />
      <ReasonInput value={reason} onChange={setReason} error={reasonProblem} locked={busy} />
      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
      {saved && !isDirty ? (
        <Banner as="p" tone="success" role="status" ref={savedRef} tabIndex={-1}>
          <Sentence text={settingsMessages.saved(isolated(organization.name))} />
        </Banner>
      ) : null}
      <WriteSubmitBar
        write={write}
        label={settingsMessages.submit}
        pendingText={settingsMessages.pending}
        busy={busy}
        disabledReason={blockedBy}
      />
    </form>
  );
}
