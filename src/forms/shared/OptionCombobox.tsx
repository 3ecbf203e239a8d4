import {
  Combobox,
  ComboboxItem,
  ComboboxList,
  type ComboboxProps,
  ComboboxProvider,
} from "@ariakit/react";
import type { ReactElement, ReactNode } from "react";
import type { ControllerRenderProps } from "react-hook-form";
import type { FieldA11yProps } from "../../ui/Field";
import "../../ui/comboboxList.css";

interface OptionComboboxProps<T> {
  /** The form field (from useController) that holds what is typed or the chosen option's id. */
  field: Pick<ControllerRenderProps, "ref" | "name" | "onBlur"> & { value: string };
  /** Typing and choosing an option alike, by click or by keyboard. */
  setValue: (value: string) => void;
  /** Whether the list may show; it shows only with options in it. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The frame's class, such as "connection-combobox" (the CSS places the list by it). */
  className: string;
  /** The labelled field around the input (Field or FormField), given the input to render. */
  labelled: (input: (a11y: FieldA11yProps) => ReactElement) => ReactElement;
  input?: Pick<ComboboxProps, "readOnly" | "spellCheck" | "autoComplete" | "className">;
  /** Options are being fetched: the input says so with aria-busy. */
  busy: boolean;
  listLabel: string;
  options: readonly T[];
  /** The option's value: the id the form holds once it is chosen. */
  idOf: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** An option shown but not choosable (a connection already enabled), which says why itself. */
  isDisabled?: (option: T) => boolean;
  /** Shown below the list, such as a status of the search. */
  children?: ReactNode;
}

/**
 * A form field that offers options by name and fills in the chosen one's id: the input in its
 * labelled field, the listbox it controls, and whatever status follows.
 */
export function OptionCombobox<T>({
  field,
  setValue,
  open,
  setOpen,
  className,
  labelled,
  input,
  busy,
  listLabel,
  options,
  idOf,
  renderOption,
  isDisabled,
  children,
}: OptionComboboxProps<T>) {
  return (
    <ComboboxProvider
      value={field.value}
      setValue={setValue}
      // The list shows only with options in it: an empty listbox is not valid ARIA.
      open={open && options.length > 0}
      setOpen={setOpen}
    >
      {/* combobox-frame places the list under the input wherever the field is used. */}
      <div className={`combobox-frame ${className}`}>
        {labelled((a11y) => (
          <Combobox
            {...a11y}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            {...input}
            aria-busy={busy || undefined}
          />
        ))}
        {/* Always mounted, hidden while closed: the combobox names it in aria-controls. */}
        <ComboboxList
          className="combobox-list"
          aria-label={/* console text: the field names its list */ listLabel}
        >
          {options.map((option) => (
            <ComboboxItem
              key={idOf(option)}
              value={idOf(option)}
              disabled={isDisabled?.(option) ?? false}
              className="combobox-option"
            >
              {renderOption(option)}
            </ComboboxItem>
          ))}
        </ComboboxList>
        {children}
      </div>
    </ComboboxProvider>
  );
}
