import { useForm, useFormState } from "react-hook-form";
import { describeApiError, isApiError } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import {
  ADD_ORGANIZATION_CONNECTION_WRITE,
  addOrganizationConnection,
} from "../../api/organization-connections/add";
import type { OrganizationConnection } from "../../api/schemas/organizationConnection";
import { namedTarget } from "../../session/namedTarget";
import { FormAlert } from "../../ui/FormAlert";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { useFormWrite } from "../shared/useFormWrite";
import { WriteSubmitBar } from "../shared/WriteSubmitBar";
import { ConnectionField } from "./ConnectionField";
import { organizationMessages } from "./messages";
import {
  connectionRowSchema,
  EMPTY_CONNECTION_ROW,
  EMPTY_ORGANIZATION_FORM,
  type OrganizationFormValues,
} from "./schema";
import { settingsMessages as text } from "./settingsMessages";

const FIELD = "enabled_connections.0.connection_id" as const;
const { alreadyEnabled } = organizationMessages.connections;

interface Props {
  client: ApiClient;
  organization: { id: string; name: string };
  /** Searches connections by name; undefined when the token lacks read:connections. */
  searchWith: ApiClient | undefined;
  /** The connections this organization has enabled, by id, with their names. */
  enabled: ReadonlyMap<string, string>;
  /** Why nothing can be added (the scope, or the limit of 10 reached): nothing is sent. */
  blockedBy: string | undefined;
  onAdded: (connection: OrganizationConnection) => void;
}

/** Add connection: the create form's Connection combobox, one row, sent on its own. */
export function AddConnectionForm({
  client,
  organization,
  searchWith,
  enabled,
  blockedBy,
  onAdded,
}: Props) {
  const form = useForm<OrganizationFormValues>({
    defaultValues: { ...EMPTY_ORGANIZATION_FORM, enabled_connections: [EMPTY_CONNECTION_ROW] },
  });
  const { control, getValues, setError, clearErrors, reset, setFocus } = form;
  const focusAfterRender = useFocusAfterRender();
  const error = useFormState({ control, name: FIELD, exact: true }).errors.enabled_connections?.[0]
    ?.connection_id?.message;
  const { write, onSubmitting, showAlert, alert, alertRef } = useFormWrite(client, {
    dirty: false,
    submitting: false,
    blockedBy,
    alertTakesFocus: false,
  });

  const submit = async () => {
    clearErrors();
    const id = getValues(FIELD).trim();
    const checked = connectionRowSchema.shape.connection_id.safeParse(id);
    if (!checked.success) {
      setError(
        FIELD,
        { message: checked.error.issues[0]?.message ?? text.connectionPick },
        { shouldFocus: true },
      );
      return;
    }
    const enabledName = enabled.get(id);
    if (enabledName !== undefined) {
      // The tenant would refuse it with a 409; said here, nothing is sent.
      setError(FIELD, { message: alreadyEnabled(enabledName) }, { shouldFocus: true });
      return;
    }
    try {
      const added = await write.run(
        (request) =>
          addOrganizationConnection(
            client,
            { id: organization.id, body: { connection_id: id } },
            request,
          ),
        {
          operation: "addOrganizationConnection",
          ...namedTarget(organization),
        },
      );
      reset();
      onAdded(added);
      // Ready for the next one; the region's status says this one was added.
      focusAfterRender(() => setFocus(FIELD));
    } catch (failure) {
      if (isApiError(failure) && [400, 403, 404, 409].includes(failure.status)) {
        setError(FIELD, { message: failure.message }, { shouldFocus: true });
      } else {
        showAlert(describeApiError(failure, ADD_ORGANIZATION_CONNECTION_WRITE));
      }
    }
  };

  return (
    <form
      className="add-connection stack"
      noValidate
      onSubmit={onSubmitting(submit)}
      aria-label={text.connectionTitle}
    >
      <ConnectionField
        index={0}
        control={control}
        error={error}
        searchWith={searchWith}
        enabled={enabled}
      />
      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
      <WriteSubmitBar
        write={write}
        label={text.connectionSubmit}
        pendingText={text.connectionPending}
        disabledReason={blockedBy}
      />
    </form>
  );
}
