import { useForm } from "react-hook-form";
import { tenantUrlProblem } from "../../api/tenantUrl";
import { Field } from "../fields/Field";
import { type ConnectValues, tokenProblem } from "./rules";

interface ConnectFormProps {
  defaultTenantUrl: string;
  onConnect: (values: ConnectValues) => void;
  /** A re-connect keeps the tenant: only the token is asked for. */
  tenantLocked?: boolean;
  submitLabel?: string;
}

export function ConnectForm({
  defaultTenantUrl,
  onConnect,
  tenantLocked = false,
  submitLabel = "Connect",
}: ConnectFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConnectValues>({
    defaultValues: { tenantUrl: defaultTenantUrl, token: "", keepForTab: false },
    shouldFocusError: true,
  });

  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onConnect)}>
      <Field
        label="Tenant URL"
        error={errors.tenantUrl?.message}
        hint="The tenant's origin, such as https://tenant.example.com"
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("tenantUrl", { validate: tenantUrlProblem })}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            readOnly={tenantLocked}
          />
        )}
      </Field>
      <Field
        label="Access token"
        error={errors.token?.message}
        hint="A management API token (JWT). It stays in this tab's memory."
      >
        {(a11y) => (
          <textarea
            {...a11y}
            {...register("token", { validate: (token) => tokenProblem(token) })}
            rows={4}
            autoComplete="off"
            spellCheck={false}
            className="mono"
          />
        )}
      </Field>
      <div className="checkbox">
        <input id="keep-for-tab" type="checkbox" {...register("keepForTab")} />
        <label htmlFor="keep-for-tab">
          Keep for this tab (sessionStorage; forgotten when the tab closes or on Sign out)
        </label>
      </div>
      <div>
        <button type="submit" className="primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
