import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { tenantUrlProblem } from "../../api/tenantUrl";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { connectMessages } from "./messages";
import { type ConnectValues, tokenProblem, withoutBearer } from "./rules";

const text = connectMessages;

interface ConnectFormProps {
  defaultTenantUrl: string;
  onConnect: (values: ConnectValues) => void;
  /** A re-connect keeps the tenant: only the token is asked for. */
  tenantLocked?: boolean;
  submitLabel?: string;
  /** Set when the console's own server answers `/api/v2`: the Tenant URL to offer. */
  ownOrigin?: string | undefined;
  /** Why that address: a proxy (the default) or the local tenant of `npm start`. */
  ownOriginHint?: string;
  /** Connect's read of the tenant is under way: the button waits for it. */
  checking?: boolean;
  /** Why the tenant did not take the token; the fields keep what was typed, to try again. */
  problem?: string | undefined;
  /** A secondary way to connect (a server's session): the button is then not the primary one. */
  secondary?: boolean;
}

function sameOrigin(typed: string, origin: string): boolean {
  try {
    return new URL(typed.trim()).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

export function ConnectForm({
  defaultTenantUrl,
  onConnect,
  tenantLocked = false,
  submitLabel = text.submit,
  ownOrigin,
  ownOriginHint = text.ownOriginHint,
  checking = false,
  problem,
  secondary = false,
}: ConnectFormProps) {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ConnectValues>({
    defaultValues: { tenantUrl: defaultTenantUrl, token: "", keepForTab: false },
    shouldFocusError: true,
  });
  const [bearerRemoved, setBearerRemoved] = useState(false);
  // Registered in the screen's order: a refused submit focuses the first invalid field.
  const tenantUrl = register("tenantUrl", { validate: tenantUrlProblem });
  const token = register("token", { validate: (value) => tokenProblem(value) });

  // The server answers after the first render; a Tenant URL the user already typed stays.
  useEffect(() => {
    if (ownOrigin && getValues("tenantUrl").trim() === "") setValue("tenantUrl", ownOrigin);
  }, [ownOrigin, getValues, setValue]);

  // The hint speaks of the address in the field: this console's own only while it is there.
  const typedUrl = useWatch({ control, name: "tenantUrl" });
  const tenantUrlHint = tenantLocked
    ? text.lockedTenantUrlHint
    : ownOrigin && sameOrigin(typedUrl, ownOrigin)
      ? ownOriginHint
      : text.tenantUrlHint;

  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onConnect)}>
      <Field label={text.tenantUrl} error={errors.tenantUrl?.message} hint={tenantUrlHint}>
        {(a11y) => (
          <input
            {...a11y}
            {...tenantUrl}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            readOnly={tenantLocked}
          />
        )}
      </Field>
      <Field
        label={text.token}
        error={errors.token?.message}
        hint={bearerRemoved ? `${text.tokenHint} ${text.bearerRemoved}` : text.tokenHint}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            {...token}
            onChange={(event) => {
              const bare = withoutBearer(event.target.value);
              if (bare !== event.target.value) {
                event.target.value = bare;
                setBearerRemoved(true);
              }
              return token.onChange(event);
            }}
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
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <p role="status" className={checking ? undefined : "visually-hidden"}>
        {checking ? text.checking : ""}
      </p>
      <div>
        <Button type="submit" className={secondary ? undefined : "primary"} disabled={checking}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
