import type { UseFormRegister } from "react-hook-form";
import { Field } from "../fields/Field";
import type { OrganizationFormValues } from "./schema";

const CHOICES = [
  ["block", "Block", "Third-party clients cannot use this organization in user flows (default)."],
  ["allow", "Allow", "Third-party clients can use this organization in user flows."],
] as const;

export function ThirdPartyAccessField({
  register,
}: {
  register: UseFormRegister<OrganizationFormValues>;
}) {
  return (
    <fieldset>
      <legend>Third-party client access</legend>
      {CHOICES.map(([value, label, hint]) => (
        <Field key={value} className="check" label={label} hint={hint}>
          {(a11y) => (
            <input
              {...a11y}
              type="radio"
              value={value}
              {...register("third_party_client_access")}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
