import { type Control, type UseFormRegister, useFormState, useWatch } from "react-hook-form";
import { LIMITS } from "../../api/schemas/limits";
import { formatNumber } from "../../lib/format";
import { Field } from "../../ui/Field";
import { FieldGroup } from "../../ui/FieldGroup";
import { organizationMessages } from "./messages";
import type { OrganizationFormValues } from "./schema";

const { min, max } = LIMITS.organization.quota;
const text = organizationMessages.quota;
const NUMBER_HINT = text.numberHint(formatNumber(min), formatNumber(max));

/** The two limits, a day's and an hour's: the same number input each. */
const LIMITS_PER = [
  { key: "per_day", label: text.perDay },
  { key: "per_hour", label: text.perHour },
] as const;

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

  return (
    <FieldGroup legend={text.legend}>
      <Field className="check" label={text.toggle} hint={text.toggleHint}>
        {(a11y) => <input {...a11y} type="checkbox" {...register("token_quota_enabled")} />}
      </Field>
      {on ? (
        <div className="quota-fields stack">
          <Field
            className="check"
            label={text.enforce}
            hint={text.enforceHint}
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
          {LIMITS_PER.map(({ key, label }) => (
            <Field key={key} label={label} hint={NUMBER_HINT} error={quotaErrors?.[key]?.message}>
              {(a11y) => (
                <input
                  {...a11y}
                  {...register(`token_quota.client_credentials.${key}`)}
                  // Text, not type=number: Chromium reports "1e" or "1.5." as "", which would
                  // drop the value silently; as text the schema sees it and says what is wrong.
                  inputMode="numeric"
                  autoComplete="off"
                />
              )}
            </Field>
          ))}
        </div>
      ) : null}
    </FieldGroup>
  );
}
