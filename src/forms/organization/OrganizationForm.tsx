import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { type ApiClient, createOrganizationOptions, isApiError } from "../../api";
import { LIMITS, type Organization } from "../../api/schemas";
import { useRateLimitWait } from "../../session/useRateLimitWait";
import { Countdown } from "../../ui/Countdown";
import { FormAlert } from "../../ui/FormAlert";
import { draftKey } from "../draftStorage";
import { Field } from "../fields/Field";
import { applyServerError } from "../serverErrors";
import { useDraft } from "../useDraft";
import { useUnsavedChangesGuard } from "../useUnsavedChangesGuard";
import { buildOrganizationBody } from "./buildBody";
import { ConnectionsEditor } from "./ConnectionsEditor";
import { focusFirstInvalid } from "./focusFirstInvalid";
import { toFormPath } from "./formPaths";
import { LogoPreview } from "./LogoPreview";
import { MetadataEditor } from "./MetadataEditor";
import {
  appliedButUnreadableMessage,
  confirmedAfterUnknown,
  NAME_TAKEN,
  outcomeUnknownMessage,
} from "./messages";
import { ORGANIZATIONS_PATH, OrganizationRequestPreview } from "./OrganizationRequestPreview";
import { organizationResolver } from "./resolver";
import { EMPTY_ORGANIZATION_FORM, type OrganizationFormValues } from "./schema";
import { ThirdPartyAccessField } from "./ThirdPartyAccessField";
import { TokenQuotaFields } from "./TokenQuotaFields";

interface Props {
  client: ApiClient;
  tenantUrl: string;
  onCreated: (organization: Organization) => void;
  /** After "Create another": start typing the next name at once. */
  focusNameOnMount?: boolean;
}

interface Alert {
  message: string;
  /** False when focus goes to a field instead (the name of a 409). */
  focus: boolean;
}

const NO_FIELD_FOR_ERROR =
  "Some values break the interface's limits; the messages in the form say which.";

export function OrganizationForm({ client, tenantUrl, onCreated, focusNameOnMount }: Props) {
  const form = useForm<OrganizationFormValues>({
    resolver: organizationResolver,
    defaultValues: EMPTY_ORGANIZATION_FORM,
    // focusFirstInvalid follows page order; react-hook-form's own focus follows registration.
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, setFocus, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const draft = useDraft(form, draftKey("organization", tenantUrl));
  useUnsavedChangesGuard(isDirty);

  const mutation = useMutation(createOrganizationOptions(client));
  const resumeAt = useRateLimitWait(client, "POST", ORGANIZATIONS_PATH);
  const [alert, setAlert] = useState<Alert | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const outcomeWasUnknown = useRef(false);

  useEffect(() => {
    if (focusNameOnMount) setFocus("name");
  }, [focusNameOnMount, setFocus]);

  useEffect(() => {
    if (alert?.focus) alertRef.current?.focus();
  }, [alert]);

  const failure = (error: unknown, values: OrganizationFormValues): Alert | null => {
    if (isApiError(error) && error.status === 409) {
      setError("name", { type: "server", message: NAME_TAKEN }, { shouldFocus: true });
      const confirmed = outcomeWasUnknown.current;
      outcomeWasUnknown.current = false;
      return confirmed ? { message: confirmedAfterUnknown(values.name), focus: false } : null;
    }
    if (isApiError(error) && error.outcomeUnknown) {
      outcomeWasUnknown.current = true;
      return { message: outcomeUnknownMessage(error), focus: true };
    }
    // A 2xx means the tenant created it; only its answer is unusable.
    if (isApiError(error) && error.kind === "invalid-response") {
      outcomeWasUnknown.current = true;
      return { message: appliedButUnreadableMessage(error), focus: true };
    }
    const sentence = applyServerError(error, setError, (path) => toFormPath(path, values));
    return sentence === undefined ? null : { message: sentence, focus: true };
  };

  const onValid = async (values: OrganizationFormValues) => {
    setAlert(null);
    const abort = new AbortController();
    controller.current = abort;
    try {
      const organization = await mutation.mutateAsync({
        body: buildOrganizationBody(values),
        signal: abort.signal,
      });
      outcomeWasUnknown.current = false;
      draft.clear();
      onCreated(organization);
    } catch (error) {
      setAlert(failure(error, values));
    } finally {
      controller.current = null;
    }
  };

  const onInvalid = (invalid: FieldErrors<OrganizationFormValues>) => {
    if (focusFirstInvalid(formRef.current, invalid)) {
      setAlert(null);
      return;
    }
    setAlert({ message: invalid.root?.body?.message ?? NO_FIELD_FOR_ERROR, focus: true });
  };

  // One request per submission: a second click or Enter while one is under way does nothing.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await handleSubmit(onValid, onInvalid)(event);
    } finally {
      inFlight.current = false;
    }
  };

  const busy = isSubmitting || mutation.isPending;

  return (
    <form ref={formRef} className="organization-form stack" noValidate onSubmit={submit}>
      {draft.restored ? (
        <div className="banner draft-banner">
          <p>Your unsaved entries were restored.</p>
          <button type="button" onClick={draft.discard}>
            Discard draft
          </button>
        </div>
      ) : null}

      <Field
        label="Name"
        error={errors.name?.message}
        hint="Up to 50 lowercase letters, digits, _ and -, such as acme-eu."
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("name")}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            className="mono"
          />
        )}
      </Field>
      <Field
        label="Display name"
        error={errors.display_name?.message}
        hint={`Optional. Up to ${LIMITS.organization.displayName.max} characters, shown to users.`}
      >
        {(a11y) => <input {...a11y} {...register("display_name")} autoComplete="off" />}
      </Field>
      <Field
        label="Logo URL"
        error={errors.branding?.logo_url?.message}
        hint="Optional. An https URL of the logo shown on login pages."
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("branding.logo_url")}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <LogoPreview control={control} />

      <MetadataEditor control={control} register={register} setFocus={setFocus} />
      <ConnectionsEditor control={control} register={register} setFocus={setFocus} />
      <TokenQuotaFields control={control} register={register} />
      <ThirdPartyAccessField register={register} />

      <OrganizationRequestPreview control={control} baseUrl={client.baseUrl} />

      {alert ? <FormAlert ref={alertRef}>{alert.message}</FormAlert> : null}

      <div className="submit-row">
        <button type="submit" className="primary" disabled={busy}>
          Create organization
        </button>
        {/* A hanging request must not hold the form: the user may stop waiting at any time. */}
        {busy ? (
          <button type="button" onClick={() => controller.current?.abort()}>
            Cancel
          </button>
        ) : null}
        <p role="status" className="submit-status">
          {busy && resumeAt !== undefined ? (
            <>
              The tenant is limiting requests; sending again in <Countdown until={resumeAt} />.
            </>
          ) : busy ? (
            "Creating the organization…"
          ) : null}
        </p>
      </div>
    </form>
  );
}
