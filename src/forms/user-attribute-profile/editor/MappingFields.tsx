import type { Fields } from "../fields";
import { userAttributeProfileMessages as text } from "../messages";
import { OverridesEditor } from "./OverridesEditor";
import { StringListEditor } from "./StringListEditor";
import { SelectField, TextField } from "./UserAttributeProfileFields";

interface MappingFieldsProps {
  fields: Fields;
  /** The form path of the object these inputs edit: `user_id`, `user_attributes.0`, … */
  base: string;
  /** Overrides start hidden behind their count (an attribute's; the user id's are few). */
  collapseOverrides?: boolean;
}

/** The inputs of one object of the profile, in the order and with the labels of its table. */
export function MappingFields({ fields, base, collapseOverrides = false }: MappingFieldsProps) {
  const inputs = Object.entries(fields).map(([key, { widget }]) => {
    const path = `${base}.${key}`;
    switch (widget.kind) {
      case "text":
        return <TextField key={key} name={path} label={widget.label} hint={widget.hint} />;
      case "select":
        return <SelectField key={key} name={path} label={widget.label} options={widget.options} />;
      case "oidc":
        return [
          <TextField key={key} name={`${path}.mapping`} label={text.mapping.oidcClaim} />,
          <TextField
            key={`${key}.d`}
            name={`${path}.display_name`}
            label={text.mapping.oidcDisplayName}
          />,
        ];
      case "list":
        return (
          <StringListEditor
            key={key}
            name={path}
            legend={widget.legend}
            itemLabel={text.mapping.samlName}
            hint={widget.hint}
            emptyText={widget.emptyText}
          />
        );
      default:
        return (
          <OverridesEditor
            key={key}
            path={path}
            legend={widget.legend}
            fields={widget.fields}
            collapsible={collapseOverrides}
          >
            {(strategy) => <MappingFields fields={widget.fields} base={`${path}.${strategy}`} />}
          </OverridesEditor>
        );
    }
  });
  return <>{inputs}</>;
}
