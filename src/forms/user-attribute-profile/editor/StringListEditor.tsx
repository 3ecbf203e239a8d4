import { type ReactNode, useRef } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { Button } from "../../../ui/Button";
import { Field } from "../../../ui/Field";
import { FieldGroup } from "../../../ui/FieldGroup";
import { plainText } from "../../../ui/sentenceParts";
import { useFocusAfterRender } from "../../../ui/useFocusAfterRender";
import { errorMessageAt } from "../../shared/FormField";
import { userAttributeProfileMessages as text } from "../messages";
import {
  type UserAttributeProfilePath,
  useUserAttributeProfileForm,
} from "../userAttributeProfileFormContext";

interface StringListEditorProps {
  /** The list's form path; item inputs are named `${name}.0`, `${name}.1`, … like the API. */
  name: string;
  legend: string;
  /** "SAML name": items are labelled "SAML name 1", "SAML name 2", … */
  itemLabel: string;
  hint?: ReactNode;
  emptyText: string;
}

type Control = "input" | "up" | "down" | "add";
interface FocusTarget {
  index: number;
  control: Control;
}

/**
 * An ordered list of strings: add, remove, move up and down. Order matters to the tenant, so a
 * move is a change like any other. Inputs are controlled by the list value, which keeps every
 * item's name equal to its API path after a move or a removal.
 */
export function StringListEditor({
  name,
  legend,
  itemLabel,
  hint,
  emptyText,
}: StringListEditorProps) {
  const { control, setValue } = useUserAttributeProfileForm();
  const path = name as UserAttributeProfilePath;
  const items = (useWatch({ control, name: path }) as string[] | undefined) ?? [];
  const { errors, isSubmitted } = useFormState({ control, name: path });
  const root = useRef<HTMLFieldSetElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const focus = ({ index, control: target }: FocusTarget) =>
    focusAfterRender(() => {
      const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector);
      const element = find(
        target === "add"
          ? "[data-control='add']"
          : `[data-item='${index}'][data-control='${target}']`,
      );
      // A move to either end disables the button just used: its input keeps the focus instead.
      return element && !element.matches(":disabled")
        ? element
        : find(`[data-item='${index}'][data-control='input']`);
    });

  const update = (next: string[], target?: FocusTarget) => {
    setValue(path, next, { shouldDirty: true, shouldValidate: isSubmitted });
    if (target) focus(target);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    update(next, { index: index + by, control: by < 0 ? "up" : "down" });
  };

  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    const focusIndex = Math.min(index, next.length - 1);
    update(
      next,
      focusIndex < 0 ? { index: 0, control: "add" } : { index: focusIndex, control: "input" },
    );
  };

  return (
    <FieldGroup
      ref={root}
      className="uap-list"
      legend={legend}
      hint={hint}
      error={errorMessageAt(errors, name)}
      actions={
        <Button
          data-control="add"
          onClick={() => update([...items, ""], { index: items.length, control: "input" })}
        >
          {text.items.add(itemLabel)}
        </Button>
      }
    >
      {items.length === 0 ? (
        <p className="uap-empty">{emptyText}</p>
      ) : (
        <ol className="uap-list-items">
          {items.map((value, index) => {
            const label = text.items.item(itemLabel, index + 1);
            return (
              // Controlled inputs: the index is the item's identity, as in the API path.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index} className="uap-list-item">
                <Field label={label} error={errorMessageAt(errors, `${name}.${index}`)}>
                  {(a11y) => (
                    <input
                      {...a11y}
                      name={`${name}.${index}`}
                      value={value}
                      data-item={index}
                      data-control="input"
                      autoComplete="off"
                      spellCheck={false}
                      onChange={(event) =>
                        update(items.map((item, i) => (i === index ? event.target.value : item)))
                      }
                    />
                  )}
                </Field>
                <div className="uap-row-actions">
                  <Button
                    data-item={index}
                    data-control="up"
                    disabled={index === 0}
                    aria-label={plainText(text.items.moveUpLabel(label))}
                    onClick={() => move(index, -1)}
                  >
                    {text.items.moveUp}
                  </Button>
                  <Button
                    data-item={index}
                    data-control="down"
                    disabled={index === items.length - 1}
                    aria-label={plainText(text.items.moveDownLabel(label))}
                    onClick={() => move(index, 1)}
                  >
                    {text.items.moveDown}
                  </Button>
                  <Button
                    aria-label={plainText(text.items.removeLabel(label))}
                    onClick={() => remove(index)}
                  >
                    {text.items.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </FieldGroup>
  );
}
