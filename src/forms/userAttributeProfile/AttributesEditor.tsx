import { memo, useEffect, useRef, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { LIMITS } from "../../api/schemas";
import { AttributeEditor } from "./AttributeEditor";
import { newAttributeRow } from "./formValues";
import { useProfileForm } from "./profileFormContext";

const MAX_ATTRIBUTES = LIMITS.userAttributeProfile.attributes.max;

type FocusTarget = { index: number } | "add";

/** The attribute list: attributes the tenant holds stay; attributes added here can go again. */
export const AttributesEditor = memo(function AttributesEditor() {
  const { control } = useProfileForm();
  const { fields, append, remove } = useFieldArray({ control, name: "user_attributes" });
  const root = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const full = fields.length >= MAX_ATTRIBUTES;

  useEffect(() => {
    if (focusTarget === null) return;
    const selector =
      focusTarget === "add"
        ? "[data-control='add-attribute']"
        : `[name='user_attributes.${focusTarget.index}.name']`;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  return (
    <div ref={root} className="uap-attributes">
      <h2>User attributes</h2>
      <p className="field-hint">
        Each attribute you change is sent whole and replaces the tenant's attribute of that name;
        attributes you do not change are not sent. Attributes the tenant holds cannot be removed
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
                  setFocusTarget("add");
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
            setFocusTarget({ index: fields.length });
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
