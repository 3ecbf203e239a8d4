import type { UseFormRegister } from "react-hook-form";
import { Field } from "../../ui/Field";
import { FieldGroup } from "../../ui/FieldGroup";
import { organizationMessages } from "./messages";
import type { OrganizationFormValues } from "./schema";

const text = organizationMessages.thirdParty;
const CHOICES = [
  ["block", text.block, text.blockHint],
  ["allow", text.allow, text.allowHint],
] as const;

export function ThirdPartyAccessField({
  register,
}: {
  register: UseFormRegister<OrganizationFormValues>;
}) {
  return (
    <FieldGroup legend={text.legend}>
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
    </FieldGroup>
  );
}
