import { memo } from "react";
import { useWatch } from "react-hook-form";
import { NATIVE_MAPPING } from "../../api/schemas";
import { emptyAttributeOverride } from "./formValues";
import { OverridesEditor } from "./OverridesEditor";
import { SelectField, type SelectOption, TextField } from "./ProfileFields";
import { useProfileForm } from "./profileFormContext";
import { StringListEditor } from "./StringListEditor";

const PROFILE_REQUIRED: readonly SelectOption[] = [
  { value: "", label: "Not set" },
  { value: "true", label: "Required" },
  { value: "false", label: "Not required" },
];

interface AttributeEditorProps {
  index: number;
  /** Only attributes added here can be removed: a PATCH never deletes an attribute. */
  onRemove?: (() => void) | undefined;
}

/** One user attribute: structured inputs for the properties service-facts.md lists. */
export const AttributeEditor = memo(function AttributeEditor({
  index,
  onRemove,
}: AttributeEditorProps) {
  const { control, setValue } = useProfileForm();
  const base = `user_attributes.${index}` as const;
  const [name, origin, overrides] = useWatch({
    control,
    name: [`${base}.name`, `${base}.origin`, `${base}.strategy_overrides`],
  });
  const isNew = origin === "";
  const title = name || `New attribute ${index + 1}`;

  return (
    <fieldset className="uap-attribute">
      <legend>{title}</legend>
      <TextField
        name={`${base}.name`}
        label="Attribute name"
        readOnly={!isNew}
        hint={
          isNew
            ? "Unique in the profile. An attribute of this name on the tenant is replaced whole."
            : "The tenant holds this attribute: its name is fixed here."
        }
      />
      <div className="uap-grid">
        <TextField name={`${base}.label`} label="Label" />
        <TextField name={`${base}.description`} label="Description" />
        <SelectField
          name={`${base}.profile_required`}
          label="Profile required"
          options={PROFILE_REQUIRED}
        />
        <TextField name={`${base}.${NATIVE_MAPPING}`} label="Provider-native mapping" />
        <TextField name={`${base}.oidc_mapping.mapping`} label="OIDC claim" />
        <TextField name={`${base}.oidc_mapping.display_name`} label="OIDC display name" />
        <TextField name={`${base}.scim_mapping`} label="SCIM attribute" />
      </div>
      <StringListEditor
        name={`${base}.saml_mapping`}
        legend="SAML attribute names"
        itemLabel="SAML name"
        emptyText="No SAML names."
      />
      <OverridesEditor
        legend="Attribute strategy overrides"
        isPresent={(strategy) => overrides[strategy].present}
        onAdd={(strategy) =>
          setValue(
            `${base}.strategy_overrides.${strategy}`,
            { ...emptyAttributeOverride(), present: true },
            { shouldDirty: true },
          )
        }
        onRemove={(strategy) =>
          setValue(`${base}.strategy_overrides.${strategy}`, emptyAttributeOverride(), {
            shouldDirty: true,
          })
        }
      >
        {(strategy) => {
          const path = `${base}.strategy_overrides.${strategy}` as const;
          return (
            <>
              <div className="uap-grid">
                <TextField name={`${path}.oidc_mapping.mapping`} label="OIDC claim" />
                <TextField name={`${path}.oidc_mapping.display_name`} label="OIDC display name" />
                <TextField name={`${path}.scim_mapping`} label="SCIM attribute" />
              </div>
              <StringListEditor
                name={`${path}.saml_mapping`}
                legend="SAML attribute names"
                itemLabel="SAML name"
                emptyText="No SAML names for this strategy."
              />
            </>
          );
        }}
      </OverridesEditor>
      {onRemove ? (
        <div className="uap-row-actions">
          <button type="button" aria-label={`Remove attribute ${title}`} onClick={onRemove}>
            Remove attribute
          </button>
        </div>
      ) : null}
    </fieldset>
  );
});
