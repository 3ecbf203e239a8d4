import { memo, useRef } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { LIMITS } from "../../api/schemas";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { ATTRIBUTE_FIELDS, newAttributeRow } from "./fields";
import { MappingFields } from "./MappingFields";
import { TextField } from "./ProfileFields";
import { useProfileForm } from "./profileFormContext";

const MAX_ATTRIBUTES = LIMITS.userAttributeProfile.attributes.max;

/** One attribute; only one added here can be removed: a PATCH never deletes an attribute. */
const AttributeEditor = memo(function AttributeEditor({
  index,
  onRemove,
}: {
  index: number;
  onRemove?: (() => void) | undefined;
}) {
  const { control } = useProfileForm();
  const base = `user_attributes.${index}` as const;
  const [name, origin] = useWatch({ control, name: [`${base}.name`, `${base}.origin`] });
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
      <MappingFields fields={ATTRIBUTE_FIELDS} base={base} />
      {onRemove ? (
        <button type="button" aria-label={`Remove attribute ${title}`} onClick={onRemove}>
          Remove attribute
        </button>
      ) : null}
    </fieldset>
  );
});

/** The attribute list: attributes the tenant holds stay; attributes added here can go again. */
export const AttributesEditor = memo(function AttributesEditor() {
  const { control } = useProfileForm();
  const { fields, append, remove } = useFieldArray({ control, name: "user_attributes" });
  const root = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const focus = (selector: string) =>
    focusAfterRender(() => root.current?.querySelector<HTMLElement>(selector));
  const full = fields.length >= MAX_ATTRIBUTES;

  return (
    <div ref={root} className="uap-attributes">
      <h2>User attributes</h2>
      <p className="field-hint">
        Each attribute you change is sent whole and replaces the tenant's attribute of that name;
        attributes you do not change are not sent. Label, description, profile required and the
        provider-native mapping are required on each. Attributes the tenant holds cannot be removed
        here, because a PATCH adds or replaces attributes but never deletes one.
      </p>
      {fields.length === 0 ? (
        <p className="uap-empty">No attributes known. Add one, or start from a JSON.</p>
      ) : null}
      {fields.map((field, index) => (
        <AttributeEditor
          key={field.id}
          index={index}
          onRemove={
            field.origin === ""
              ? () => {
                  remove(index);
                  focus("[data-control='add-attribute']");
                }
              : undefined
          }
        />
      ))}
      <div className="uap-row-actions">
        <button
          type="button"
          data-control="add-attribute"
          disabled={full}
          aria-describedby={full ? "uap-attributes-full" : undefined}
          onClick={() => {
            append(newAttributeRow(), { shouldFocus: false });
            focus(`[name='user_attributes.${fields.length}.name']`);
          }}
        >
          Add attribute
        </button>
        {full ? (
          <span id="uap-attributes-full" className="field-hint">
            A profile holds at most {MAX_ATTRIBUTES} attributes.
          </span>
        ) : null}
      </div>
    </div>
  );
});
