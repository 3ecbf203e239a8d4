import { useRef } from "react";
import {
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
  useFormState,
  useWatch,
} from "react-hook-form";
import { LIMITS } from "../../api/schemas/limits";
import { organizationNameProblem, suggestOrganizationName } from "../../api/schemas/organization";
import { formatNumber } from "../../lib/format";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { organizationMessages } from "./messages";
import type { OrganizationFormValues } from "./schema";

const text = organizationMessages.name;

interface NameFieldProps {
  control: Control<OrganizationFormValues>;
  register: UseFormRegister<OrganizationFormValues>;
  setValue: UseFormSetValue<OrganizationFormValues>;
}

/**
 * What to offer while the name is empty or breaks the rule: a valid name made from what was
 * typed there, else from the display name ("Acme Corp!" → acme-corp).
 */
export function nameSuggestion(name: string, displayName: string): string | undefined {
  if (name !== "" && organizationNameProblem(name) === undefined) return undefined;
  const suggestion = suggestOrganizationName(name) ?? suggestOrganizationName(displayName);
  return suggestion === name ? undefined : suggestion;
}

/** The one required input: marked so, and with a valid name to take in one click. */
export function NameField({ control, register, setValue }: NameFieldProps) {
  const [name, displayName] = useWatch({ control, name: ["name", "display_name"] });
  const error = useFormState({ control, name: "name", exact: true }).errors.name;
  const suggestion = nameSuggestion(name, displayName);
  const { ref, ...registered } = register("name");
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <div className="name-field">
      <Field
        label={text.label}
        error={error?.message}
        // In the hint, not the label: the input's name stays "Name", and the word is read out
        // with its description; aria-required says it too.
        hint={
          <>
            <span className="required-mark">{text.required}</span>{" "}
            {text.hint(formatNumber(LIMITS.organization.name.max))}
          </>
        }
      >
        {(a11y) => (
          <input
            {...a11y}
            {...registered}
            ref={(element) => {
              ref(element);
              input.current = element;
            }}
            aria-required="true"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            className="mono"
          />
        )}
      </Field>
      {suggestion === undefined ? null : (
        <p className="name-suggestion">
          {text.suggested} <code>{suggestion}</code>{" "}
          <Button
            onClick={() => {
              setValue("name", suggestion, {
                shouldDirty: true,
                shouldTouch: true,
                // Clears the message of the name just replaced, if one was shown.
                shouldValidate: error !== undefined,
              });
              // This button goes with the suggestion it took: focus goes to the name it filled.
              input.current?.focus();
            }}
          >
            {text.use(suggestion)}
          </Button>
        </p>
      )}
    </div>
  );
}
