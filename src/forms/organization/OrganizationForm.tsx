import { type FormEvent, useEffect, useRef } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { isApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import { CREATE_ORGANIZATION_WRITE, createOrganization } from "../../api/organizations/create";
import type { Organization } from "../../api/schemas/organization";
import { namedTarget } from "../../session/namedTarget";
import { FormAlert } from "../../ui/FormAlert";
import { RestoredDraftBanner } from "../shared/RestoredDraftBanner";
import { applyServerError } from "../shared/serverErrors";
import { draftKey, useDraft } from "../shared/useDraft";
import { useFormWrite } from "../shared/useFormWrite";
import { WriteSubmitBar } from "../shared/WriteSubmitBar";
import { buildOrganizationBody } from "./buildBody";
import { ConnectionsEditor } from "./ConnectionsEditor";
import { focusFirstInvalid } from "./focusFirstInvalid";
import { toFormPath } from "./formPaths";
import { IdentityFields } from "./IdentityFields";
import { MetadataEditor } from "./MetadataEditor";
import { organizationMessages } from "./messages";
import { OrganizationRequestPreview } from "./OrganizationRequestPreview";
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
  /** Why this token cannot create organizations: the submit is disabled with it. */
  blockedBy?: string | undefined;
  /** The token may list connections: each connection row searches them by name. */
  canListConnections?: boolean | undefined;
}

interface Alert {
  message: string;
  /** False when focus goes to a field instead (the name of a 409). */
  focus: boolean;
}

const text = organizationMessages;

export function OrganizationForm({
  client,
  tenantUrl,
  onCreated,
  focusNameOnMount,
  blockedBy,
  canListConnections,
}: Props) {
  const form = useForm<OrganizationFormValues>({
    resolver: organizationResolver,
    defaultValues: EMPTY_ORGANIZATION_FORM,
    // focusFirstInvalid follows page order; react-hook-form's own focus follows registration.
    shouldFocusError: false,
  });
  // Only isSubmitting is read here: each field reads its own error, so a keystroke that
  // re-checks the form after a refused submit renders that field, not the form.
  const { register, control, handleSubmit, setError, setFocus, setValue, formState } = form;
  const { isSubmitting } = formState;
  // No unsaved-changes prompt: the draft restores every entry after leaving or a reload.
  const draft = useDraft(form, draftKey("organization", tenantUrl));

  // No unsaved-changes guard: the draft keeps every entry (dirty: false).
  const { write, busy, alert, alertRef, showAlert, clearAlert, send } = useFormWrite(client, {
    dirty: false,
    submitting: isSubmitting,
    blockedBy,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const outcomeWasUnknown = useRef(false);

  useEffect(() => {
    if (focusNameOnMount) setFocus("name");
  }, [focusNameOnMount, setFocus]);

  const failure = (error: unknown, values: OrganizationFormValues): Alert | null => {
    if (isApiError(error) && error.status === 409) {
      setError("name", { type: "server", message: text.form.nameTaken }, { shouldFocus: true });
      const confirmed = outcomeWasUnknown.current;
      outcomeWasUnknown.current = false;
      const message = text.form.createdEarlier(values.name);
      return confirmed ? { message, focus: false } : null;
    }
    // A 2xx whose answer is unusable was applied too: the next 409 confirms it.
    if (isApiError(error) && (error.outcomeUnknown || error.kind === "invalid-response")) {
      outcomeWasUnknown.current = true;
    }
    const sentence = applyServerError(
      error,
      setError,
      (path) => toFormPath(path, values),
      CREATE_ORGANIZATION_WRITE,
    );
    return sentence === undefined ? null : { message: sentence, focus: true };
  };

  const onValid = (values: OrganizationFormValues) =>
    send({
      request: (request) => createOrganization(client, buildOrganizationBody(values), request),
      activity: { operation: "createOrganization", ...namedTarget({ name: values.name }) },
      onDone: (organization) => {
        outcomeWasUnknown.current = false;
        draft.clear();
        onCreated(organization);
      },
      onFailure: (error) => {
        const shown = failure(error, values);
        if (shown !== null) showAlert(shown.message, shown.focus);
      },
    });

  const onInvalid = (invalid: FieldErrors<OrganizationFormValues>) => {
    if (focusFirstInvalid(formRef.current, invalid)) {
      clearAlert();
      return;
    }
    showAlert(invalid.root?.body?.message ?? text.form.notAccepted);
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

  return (
    <form ref={formRef} className="organization-form stack" noValidate onSubmit={submit}>
      <RestoredDraftBanner
        draft={draft}
        message={text.form.draftRestored}
        discardLabel={text.form.discardDraft}
      />

      <IdentityFields control={control} register={register} setValue={setValue} />

      <MetadataEditor control={control} register={register} setFocus={setFocus} />
      <ConnectionsEditor
        control={control}
        register={register}
        setFocus={setFocus}
        searchWith={canListConnections ? client : undefined}
      />
      <TokenQuotaFields control={control} register={register} />
      <ThirdPartyAccessField register={register} />

      <OrganizationRequestPreview control={control} baseUrl={client.baseUrl} />

      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}

      <WriteSubmitBar
        write={write}
        label={text.form.submit}
        pendingText={text.form.pending}
        busy={busy}
        disabledReason={blockedBy}
      />
    </form>
  );
}
