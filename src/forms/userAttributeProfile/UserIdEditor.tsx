import { memo } from "react";
import { useWatch } from "react-hook-form";
import { OVERRIDE_OIDC_MAPPINGS, USER_ID_OIDC_MAPPINGS } from "../../api/schemas";
import { emptyUserIdOverride } from "./formValues";
import { OverridesEditor } from "./OverridesEditor";
import { SelectField, type SelectOption, TextField } from "./ProfileFields";
import { useProfileForm } from "./profileFormContext";
import { StringListEditor } from "./StringListEditor";

const notSet = (fallback: string): SelectOption => ({ value: "", label: `Not set (${fallback})` });

const USER_ID_OIDC: readonly SelectOption[] = [
  notSet("the tenant uses sub"),
  ...USER_ID_OIDC_MAPPINGS.map((value) => ({ value, label: value })),
];
const OVERRIDE_OIDC: readonly SelectOption[] = [
  notSet("the tenant uses sub"),
  ...OVERRIDE_OIDC_MAPPINGS.map((value) => ({ value, label: value })),
];

/** user_id: the claim, SAML names and SCIM attribute that identify a user, per strategy too. */
export const UserIdEditor = memo(function UserIdEditor({ known }: { known: boolean }) {
  const { control, setValue } = useProfileForm();
  const overrides = useWatch({ control, name: "user_id.strategy_overrides" });
  return (
    <fieldset className="uap-section">
      <legend>User id mapping</legend>
      <p className="field-hint">
        {known
          ? "The tenant replaces the user id mapping whole, so a change to any part sends all of it, as shown here."
          : "Nothing is known of this mapping yet. What you set here replaces the tenant's mapping whole: anything left empty returns to the tenant's default."}
      </p>
      <SelectField name="user_id.oidc_mapping" label="OIDC claim" options={USER_ID_OIDC} />
      <StringListEditor
        name="user_id.saml_mapping"
        legend="SAML attribute names"
        itemLabel="SAML name"
        hint="Tried in this order. Leave the list empty for the tenant's default names."
        emptyText="No SAML names: the tenant's defaults apply."
      />
      <TextField
        name="user_id.scim_mapping"
        label="SCIM attribute"
        hint="Leave empty for the tenant's default (externalId)."
      />
      <OverridesEditor
        legend="User id strategy overrides"
        isPresent={(strategy) => overrides[strategy].present}
        onAdd={(strategy) =>
          setValue(
            `user_id.strategy_overrides.${strategy}`,
            { ...emptyUserIdOverride(), present: true },
            { shouldDirty: true },
          )
        }
        onRemove={(strategy) =>
          setValue(`user_id.strategy_overrides.${strategy}`, emptyUserIdOverride(), {
            shouldDirty: true,
          })
        }
      >
        {(strategy) => (
          <>
            <SelectField
              name={`user_id.strategy_overrides.${strategy}.oidc_mapping`}
              label="OIDC claim"
              options={OVERRIDE_OIDC}
            />
            <StringListEditor
              name={`user_id.strategy_overrides.${strategy}.saml_mapping`}
              legend="SAML attribute names"
              itemLabel="SAML name"
              emptyText="No SAML names for this strategy."
            />
            <TextField
              name={`user_id.strategy_overrides.${strategy}.scim_mapping`}
              label="SCIM attribute"
            />
          </>
        )}
      </OverridesEditor>
    </fieldset>
  );
});
