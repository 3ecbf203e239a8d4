import { memo, useEffect, useId, useRef, useState } from "react";
import { useFieldArray, useFormState, useWatch } from "react-hook-form";
import { LIMITS } from "../../api/schemas";
import { plural } from "../../lib/plural";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import { summaryOf } from "./attributeSummary";
import { ATTRIBUTE_FIELDS, newAttributeRow } from "./fields";
import { MappingFields } from "./MappingFields";
import { TextField } from "./ProfileFields";
import { useProfileForm } from "./profileFormContext";

const MAX_ATTRIBUTES = LIMITS.userAttributeProfile.attributes.max;

/** One line of the overview: enough to find an attribute without opening it. */
const AttributeLine = memo(function AttributeLine({
  index,
  open,
  hasProblem,
  panelId,
  onToggle,
}: {
  index: number;
  open: boolean;
  hasProblem: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const { control } = useProfileForm();
  const row = useWatch({ control, name: `user_attributes.${index}` });
  const title = row.name || `New attribute ${index + 1}`;
  const { protocols, overrides } = summaryOf(row);
  return (
    <div className="uap-attr-line">
      <span className="uap-attr-name mono">{title}</span>
      <span className="uap-attr-label">
        {row.label || <span className="uap-muted">no label</span>}
      </span>
      <span className="uap-attr-meta">
        {protocols.length > 0
          ? `Mapped for ${protocols.join(", ")}`
          : "No SAML, OIDC or SCIM mapping"}
        {overrides > 0 ? ` · ${plural(overrides, "override")}` : ""}
        {hasProblem ? <strong className="uap-attr-problem"> · Needs a fix</strong> : null}
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${open ? "Close" : "Edit"} attribute ${title}`}
        onClick={onToggle}
      >
        {open ? "Close" : "Edit"}
      </button>
    </div>
  );
});

/** One attribute; only one added here can be removed: a PATCH never deletes an attribute. */
const AttributeEditor = memo(function AttributeEditor({
  index,
  id,
  onRemove,
}: {
  index: number;
  id: string;
  onRemove?: (() => void) | undefined;
}) {
  const { control } = useProfileForm();
  const base = `user_attributes.${index}` as const;
  const [name, origin] = useWatch({ control, name: [`${base}.name`, `${base}.origin`] });
  const isNew = origin === "";
  const title = name || `New attribute ${index + 1}`;
  return (
    <fieldset className="uap-attribute uap-grid" id={id}>
      <legend>{title}</legend>
      <TextField
        name={`${base}.name`}
        label="Attribute name"
        readOnly={!isNew}
        hint={
          isNew
            ? "Unique in the profile. An attribute of this name on the tenant is replaced whole."
            : "Fixed: the tenant holds it."
        }
      />
      <MappingFields fields={ATTRIBUTE_FIELDS} base={base} collapseOverrides />
      {onRemove ? (
        <button type="button" aria-label={`Remove attribute ${title}`} onClick={onRemove}>
          Remove attribute
        </button>
      ) : null}
    </fieldset>
  );
});

/**
 * The attribute list as an overview, one attribute open for editing at a time: the others keep
 * their values in the form (react-hook-form keeps unmounted fields). Attributes the tenant holds
 * stay; attributes added here can go again. A save refused for a closed attribute opens it.
 */
export const AttributesEditor = memo(function AttributesEditor() {
  const { control } = useProfileForm();
  const { fields, append, remove } = useFieldArray({ control, name: "user_attributes" });
  const { errors, submitCount } = useFormState({ control, name: "user_attributes" });
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const focusAfterRender = useFocusAfterRender();
  const focus = (selector: string) =>
    focusAfterRender(() => root.current?.querySelector<HTMLElement>(selector));
  const full = fields.length >= MAX_ATTRIBUTES;
  const rowErrors = errors.user_attributes;
  const hasProblem = (index: number) => rowErrors?.[index] !== undefined;

  // A refused save names a closed attribute: open the first such one and put focus on its input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per submit and per new errors only
  useEffect(() => {
    if (rowErrors === undefined || (openIndex !== null && rowErrors[openIndex])) return;
    const first = fields.findIndex((_, index) => rowErrors[index] !== undefined);
    if (first < 0) return;
    setOpenIndex(first);
    focus("[aria-invalid='true']");
  }, [rowErrors, submitCount]);

  return (
    <div ref={root} className="uap-attributes">
      <h2>User attributes</h2>
      <p className="field-hint">
        Only the attributes you change are saved, each one whole. Attributes the tenant holds cannot
        be removed here.
      </p>
      {fields.length === 0 ? (
        <p className="uap-empty">No attributes known. Add one, or start from a JSON.</p>
      ) : null}
      <ul className="uap-attr-list">
        {fields.map((field, index) => (
          <li key={field.id} className={openIndex === index ? "uap-attr-open" : undefined}>
            <AttributeLine
              index={index}
              open={openIndex === index}
              hasProblem={hasProblem(index)}
              panelId={panelId}
              onToggle={() => setOpenIndex(openIndex === index ? null : index)}
            />
            {openIndex === index ? (
              <AttributeEditor
                index={index}
                id={panelId}
                onRemove={
                  field.origin === ""
                    ? () => {
                        remove(index);
                        setOpenIndex(null);
                        focus("[data-control='add-attribute']");
                      }
                    : undefined
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
      <div className="uap-row-actions">
        <button
          type="button"
          data-control="add-attribute"
          disabled={full}
          aria-describedby={full ? "uap-attributes-full" : undefined}
          onClick={() => {
            append(newAttributeRow(), { shouldFocus: false });
            setOpenIndex(fields.length);
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
