import { useWatch } from "react-hook-form";
import type { Strategy } from "../../api/schemas";
import { type Fields, formOf, type OverrideValues } from "./fields";
import { OverridesEditor } from "./OverridesEditor";
import { SelectField, TextField } from "./ProfileFields";
import { type ProfilePath, useProfileForm } from "./profileFormContext";
import { StringListEditor } from "./StringListEditor";

interface MappingFieldsProps {
  fields: Fields;
  /** The form path of the object these inputs edit: `user_id`, `user_attributes.0`, … */
  base: string;
}

/** One override map: its strategies' inputs exist only while the override does. */
function Overrides({ path, legend, fields }: { path: string; legend: string; fields: Fields }) {
  const { control, setValue } = useProfileForm();
  const value = useWatch({ control, name: path as ProfilePath }) as Record<
    Strategy,
    { present: boolean }
  >;
  const setPresent = (strategy: Strategy, present: boolean) =>
    setValue(
      `${path}.${strategy}` as ProfilePath,
      // The table builds the override's values; their type is the table's, not known here.
      { ...formOf(fields, undefined), present } as unknown as OverrideValues<string>,
      { shouldDirty: true },
    );
  return (
    <OverridesEditor
      legend={legend}
      isPresent={(strategy) => value[strategy].present}
      onAdd={(strategy) => setPresent(strategy, true)}
      onRemove={(strategy) => setPresent(strategy, false)}
    >
      {(strategy) => <MappingFields fields={fields} base={`${path}.${strategy}`} />}
    </OverridesEditor>
  );
}

/** The inputs of one object of the profile, in the order and with the labels of its table. */
export function MappingFields({ fields, base }: MappingFieldsProps) {
  const inputs = Object.entries(fields).map(([key, { widget }]) => {
    const path = `${base}.${key}`;
    switch (widget.kind) {
      case "text":
        return <TextField key={key} name={path} label={widget.label} hint={widget.hint} />;
      case "select":
        return <SelectField key={key} name={path} label={widget.label} options={widget.options} />;
      case "oidc":
        return [
          <TextField key={key} name={`${path}.mapping`} label="OIDC claim" />,
          <TextField key={`${key}.d`} name={`${path}.display_name`} label="OIDC display name" />,
        ];
      case "list":
        return (
          <StringListEditor
            key={key}
            name={path}
            legend={widget.legend}
            itemLabel="SAML name"
            hint={widget.hint}
            emptyText={widget.emptyText}
          />
        );
      default:
        return <Overrides key={key} path={path} legend={widget.legend} fields={widget.fields} />;
    }
  });
  return <>{inputs}</>;
}
