import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import {
  type ApiClient,
  CREATE_ORGANIZATION_WRITE,
  createOrganizationOptions,
  isApiError,
} from "../../api";
import { LIMITS, type Organization } from "../../api/schemas";
import { FormAlert } from "../../ui/FormAlert";
import { SubmitBar } from "../../ui/SubmitBar";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { Field } from "../fields/Field";
import { applyServerError } from "../serverErrors";
import { useCancellableWrite } from "../useCancellableWrite";
import { draftKey, useDraft } from "../useDraft";
import { buildOrganizationBody } from "./buildBody";
import { ConnectionsEditor } from "./ConnectionsEditor";
import { focusFirstInvalid } from "./focusFirstInvalid";
import { toFormPath } from "./formPaths";
import { LogoPreview } from "./LogoPreview";
import { MetadataEditor } from "./MetadataEditor";
import { NameField } from "./NameField";
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

const NO_FIELD_FOR_ERROR =
  "Some values break the interface's limits; the messages in the form say which.";

const NAME_TAKEN = "Name already taken: another organization uses it. Choose another name.";

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
  const { register, control, handleSubmit, setError, setFocus, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  // No unsaved-changes prompt: the draft restores every entry after leaving or a reload.
  const draft = useDraft(form, draftKey("organization", tenantUrl));

  const mutation = useMutation(createOrganizationOptions(client));
  const write = useCancellableWrite();
  const [alert, setAlert] = useState<Alert | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const showAlert = (next: Alert | null) => {
    setAlert(next);
    if (next?.focus) focusAfterRender(() => alertRef.current);
  };
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const outcomeWasUnknown = useRef(false);

  useEffect(() => {
    if (focusNameOnMount) setFocus("name");
  }, [focusNameOnMount, setFocus]);

  const failure = (error: unknown, values: OrganizationFormValues): Alert | null => {
    if (isApiError(error) && error.status === 409) {
      setError("name", { type: "server", message: NAME_TAKEN }, { shouldFocus: true });
      const confirmed = outcomeWasUnknown.current;
      outcomeWasUnknown.current = false;
      const message = `An organization named "${values.name}" exists, so the earlier attempt whose outcome was unknown most likely created it. Nothing more was created.`;
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

  const onValid = async (values: OrganizationFormValues) => {
    // A blocked write is never sent, however the form came to be submitted.
    if (blockedBy !== undefined) return;
    setAlert(null);
    try {
      const organization = await write.run(
        (request) => mutation.mutateAsync({ body: buildOrganizationBody(values), ...request }),
        { operation: "createOrganization", target: values.name },
      );
      outcomeWasUnknown.current = false;
      draft.clear();
      onCreated(organization);
    } catch (error) {
      showAlert(failure(error, values));
    }
  };

  const onInvalid = (invalid: FieldErrors<OrganizationFormValues>) => {
    if (focusFirstInvalid(formRef.current, invalid)) {
      setAlert(null);
      return;
    }
    showAlert({ message: invalid.root?.body?.message ?? NO_FIELD_FOR_ERROR, focus: true });
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

  const busy = isSubmitting || write.pending;

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

      <NameField control={control} register={register} setValue={setValue} error={errors.name} />
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
      <ConnectionsEditor
        control={control}
        register={register}
        setFocus={setFocus}
        searchWith={canListConnections ? client : undefined}
      />
      <TokenQuotaFields control={control} register={register} />
      <ThirdPartyAccessField register={register} />

      <OrganizationRequestPreview control={control} baseUrl={client.baseUrl} />

      {alert ? <FormAlert ref={alertRef}>{alert.message}</FormAlert> : null}

      <SubmitBar
        label="Create organization"
        pendingText="Creating the organization…"
        pending={busy}
        resumeAt={write.resumeAt}
        // A hanging request must not hold the form: the user may stop waiting at any time.
        onCancel={busy ? write.cancel : undefined}
        disabledReason={blockedBy}
      />
    </form>
  );
}
