import { memo, useEffect, useId, useRef, useState } from "react";
import { useFieldArray, useFormState, useWatch } from "react-hook-form";
import { LIMITS } from "../../../api/schemas/limits";
import { isolated } from "../../../lib/isolated";
import { Button } from "../../../ui/Button";
import { FieldGroup } from "../../../ui/FieldGroup";
import { IsolatedText } from "../../../ui/IsolatedText";
import { plainText } from "../../../ui/sentenceParts";
import { useFocusAfterRender } from "../../../ui/useFocusAfterRender";
import { ATTRIBUTE_FIELDS, type KnownUserAttributeProfile, newAttributeRow } from "../fields";
import { userAttributeProfileMessages as text } from "../messages";
import { useUserAttributeProfileForm } from "../userAttributeProfileFormContext";
import { attributeChange, removedAttributes } from "./attributeChanges";
import { summaryOf } from "./attributeSummary";
import { MappingFields } from "./MappingFields";
import { TextField } from "./UserAttributeProfileFields";

const MAX_ATTRIBUTES = LIMITS.userAttributeProfile.attributes.max;

/** One line of the overview: enough to find an attribute without opening it. */
const AttributeLine = memo(function AttributeLine({
  index,
  start,
  open,
  hasProblem,
  panelId,
  onToggle,
}: {
  index: number;
  start: KnownUserAttributeProfile;
  open: boolean;
  hasProblem: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const { control } = useUserAttributeProfileForm();
  const row = useWatch({ control, name: `user_attributes.${index}` });
  const title = row.name || text.attributes.untitled(index + 1);
  const { protocols, overrides } = summaryOf(row);
  const change = attributeChange(start, row);
  return (
    <div className="uap-attr-line">
      <span className="uap-attr-name mono">
        <IsolatedText text={title} />
        {change === "unchanged" ? null : (
          <span className={`uap-change uap-change-${change}`}>{text.attributes[change]}</span>
        )}
      </span>
      <span className="uap-attr-label">
        {row.label ? (
          <IsolatedText text={row.label} />
        ) : (
          <span className="uap-muted">{text.attributes.noLabel}</span>
        )}
      </span>
      <span className="uap-attr-meta">
        {protocols.length > 0
          ? text.attributes.mappedFor(protocols.join(", "))
          : text.attributes.unmapped}
        {overrides > 0 ? ` · ${text.attributes.overrides(overrides)}` : ""}
        {hasProblem ? (
          <strong className="uap-attr-problem"> · {text.attributes.needsFix}</strong>
        ) : null}
      </span>
      <Button
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={plainText(
          (open ? text.attributes.closeLabel : text.attributes.editLabel)(isolated(title)),
        )}
        onClick={onToggle}
      >
        {open ? text.attributes.close : text.attributes.edit}
      </Button>
    </div>
  );
});

/** One attribute; only one added here can be removed: a PATCH never deletes an attribute. */
const AttributeEditor = memo(function AttributeEditor({
  index,
  id,
  creating,
  onRemove,
}: {
  index: number;
  id: string;
  creating: boolean;
  onRemove?: (() => void) | undefined;
}) {
  const { control } = useUserAttributeProfileForm();
  const base = `user_attributes.${index}` as const;
  const [name, origin] = useWatch({ control, name: [`${base}.name`, `${base}.origin`] });
  // A profile being created holds nothing yet: every attribute can be renamed or removed.
  const isNew = origin === "" || creating;
  const title = name || text.attributes.untitled(index + 1);
  return (
    <FieldGroup className="uap-attribute uap-grid" id={id} legend={<IsolatedText text={title} />}>
      <TextField
        name={`${base}.name`}
        label={text.attributes.name}
        readOnly={!isNew}
        hint={isNew ? text.attributes.newNameHint : text.attributes.fixedNameHint}
      />
      <MappingFields fields={ATTRIBUTE_FIELDS} base={base} collapseOverrides />
      {onRemove ? (
        <Button
          aria-label={plainText(text.attributes.removeLabel(isolated(title)))}
          onClick={onRemove}
        >
          {text.attributes.remove}
        </Button>
      ) : null}
    </FieldGroup>
  );
});

/**
 * The attribute list as an overview, one attribute open for editing at a time: the others keep
 * their values in the form (react-hook-form keeps unmounted fields). Attributes the tenant holds
 * stay; attributes added here can go again. A save refused for a closed attribute opens it.
 * Each line says whether the attribute is added or changed against `start`, and the overview
 * names those removed, before anything is sent.
 */
export const AttributesEditor = memo(function AttributesEditor({
  start,
  creating = false,
}: {
  start: KnownUserAttributeProfile;
  /** A new profile: every attribute may be renamed or removed, the template's too. */
  creating?: boolean;
}) {
  const { control } = useUserAttributeProfileForm();
  const { fields, append, remove } = useFieldArray({ control, name: "user_attributes" });
  const { errors, submitCount } = useFormState({ control, name: "user_attributes" });
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const focusAfterRender = useFocusAfterRender();
  const focus = (selector: string) =>
    focusAfterRender(() => root.current?.querySelector<HTMLElement>(selector));
  const full = fields.length >= MAX_ATTRIBUTES;
  // A row's origin never changes once it is in the list, so the rows' snapshots are enough.
  const removed = removedAttributes(start, fields);
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
      <h2>{text.attributes.heading}</h2>
      <p className="field-hint">{creating ? text.create.attributesHint : text.attributes.hint}</p>
      {fields.length === 0 ? <p className="uap-empty">{text.attributes.empty}</p> : null}
      <ul className="uap-attr-list">
        {fields.map((field, index) => (
          <li key={field.id} className={openIndex === index ? "uap-attr-open" : undefined}>
            <AttributeLine
              index={index}
              start={start}
              open={openIndex === index}
              hasProblem={hasProblem(index)}
              panelId={panelId}
              onToggle={() => setOpenIndex(openIndex === index ? null : index)}
            />
            {openIndex === index ? (
              <AttributeEditor
                index={index}
                id={panelId}
                creating={creating}
                onRemove={
                  field.origin === "" || creating
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
      {removed.length > 0 ? (
        <p className="uap-removed">
          <span className="uap-change uap-change-removed">{text.attributes.removed}</span>{" "}
          {removed.map((name, i) => (
            <span key={name} className="mono">
              {i > 0 ? ", " : null}
              <IsolatedText text={name} />
            </span>
          ))}
        </p>
      ) : null}
      <div className="uap-row-actions">
        <Button
          data-control="add-attribute"
          disabled={full}
          aria-describedby={full ? "uap-attributes-full" : undefined}
          onClick={() => {
            append(newAttributeRow(), { shouldFocus: false });
            setOpenIndex(fields.length);
            focus(`[name='user_attributes.${fields.length}.name']`);
          }}
        >
          {text.attributes.add}
        </Button>
        {full ? (
          <span id="uap-attributes-full" className="field-hint">
            {text.attributes.full(MAX_ATTRIBUTES)}
          </span>
        ) : null}
      </div>
    </div>
  );
});
