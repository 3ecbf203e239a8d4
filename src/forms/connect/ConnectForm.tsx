import { useForm } from "react-hook-form";
import { tenantUrlProblem } from "../../api/tenantUrl";
import { Field } from "../../ui/Field";
import { connectMessages } from "./messages";
import { type ConnectValues, tokenProblem } from "./rules";

const text = connectMessages;

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
  submitLabel = text.submit,
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
      <Field label={text.tenantUrl} error={errors.tenantUrl?.message} hint={text.tenantUrlHint}>
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
      <Field label={text.token} error={errors.token?.message} hint={text.tokenHint}>
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
        <label htmlFor="keep-for-tab">{text.keepForTab}</label>
      </div>
      <div>
        <button type="submit" className="primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
