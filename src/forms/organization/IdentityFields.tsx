import type { Control, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { LIMITS } from "../../api/schemas/limits";
import { formatNumber } from "../../lib/format";
import { FormField } from "../shared/FormField";
import { LogoPreview } from "./LogoPreview";
import { organizationMessages as text } from "./messages";
import { NameField } from "./NameField";
import type { OrganizationFormValues } from "./schema";

interface IdentityFieldsProps {
  control: Control<OrganizationFormValues>;
  register: UseFormRegister<OrganizationFormValues>;
  setValue: UseFormSetValue<OrganizationFormValues>;
}

/** What names an organization and how it looks: name, display name, logo and its preview. */
export function IdentityFields({ control, register, setValue }: IdentityFieldsProps) {
  return (
    <div className="stack">
      <NameField control={control} register={register} setValue={setValue} />
      <FormField
        control={control}
        name="display_name"
        label={text.displayName.label}
        hint={text.displayName.hint(formatNumber(LIMITS.organization.displayName.max))}
      >
        {(a11y) => <input {...a11y} {...register("display_name")} autoComplete="off" />}
      </FormField>
      <FormField
        control={control}
        name="branding.logo_url"
        label={text.logo.label}
        hint={text.logo.hint}
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
      </FormField>
      <LogoPreview control={control} />
    </div>
  );
}
