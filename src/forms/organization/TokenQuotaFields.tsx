import { type Control, type UseFormRegister, useFormState, useWatch } from "react-hook-form";
import { LIMITS } from "../../api/schemas";
import { Field } from "../fields/Field";
import type { OrganizationFormValues } from "./schema";

const { min, max } = LIMITS.organization.quota;

interface Props {
  control: Control<OrganizationFormValues>;
  register: UseFormRegister<OrganizationFormValues>;
}

const NAMES = [
  "token_quota.client_credentials.enforce",
  "token_quota.client_credentials.per_day",
  "token_quota.client_credentials.per_hour",
] as const;

/**
 * Off by default. Switched off, the inputs unmount but keep what was typed (react-hook-form keeps
 * unmounted values), and the body leaves token_quota out.
 */
export function TokenQuotaFields({ control, register }: Props) {
  const on = useWatch({ control, name: "token_quota_enabled" });
  const { errors } = useFormState({ control, name: NAMES, exact: true });
  const quotaErrors = errors.token_quota?.client_credentials;
  const numberHint = `A whole number from ${min} to ${max}; leave empty for no limit`;

  return (
    <fieldset>
      <legend>Token quota</legend>
      <Field
        className="check"
        label="Set a token quota for client credentials"
        hint="Limits how many tokens the organization's clients may get (early access)."
      >
        {(a11y) => <input {...a11y} type="checkbox" {...register("token_quota_enabled")} />}
      </Field>
      {on ? (
        <div className="quota-fields stack">
          <Field
            className="check"
            label="Enforce"
            hint="Refuse tokens beyond the quota instead of only reporting them."
            error={quotaErrors?.enforce?.message}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="checkbox"
                {...register("token_quota.client_credentials.enforce")}
              />
            )}
          </Field>
          <Field label="Per day" hint={numberHint} error={quotaErrors?.per_day?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register("token_quota.client_credentials.per_day")}
                // Text, not type=number: Chromium reports "1e" or "1.5." as "", which would drop
                // the value silently; as text the schema sees it and says what is wrong.
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </Field>
          <Field label="Per hour" hint={numberHint} error={quotaErrors?.per_hour?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register("token_quota.client_credentials.per_hour")}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
}
