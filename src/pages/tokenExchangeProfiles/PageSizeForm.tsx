import { type FormEvent, useRef, useState } from "react";
import { LIMITS } from "../../api/schemas/limits";
import { Field } from "../../forms/fields/Field";
import { PAGE_SIZE_PROBLEM, parsePageSize } from "./pageSizeSetting";

interface PageSizeFormProps {
  take: number;
  onApply: (take: number) => void;
}

/**
 * Applied on submit rather than on each keystroke: typing 100 would otherwise restart the list
 * at 1 and at 10 on the way. An invalid entry stays in the input beside its error.
 */
export function PageSizeForm({ take, onApply }: PageSizeFormProps) {
  const [text, setText] = useState(String(take));
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parsePageSize(text);
    if (parsed === undefined) {
      setError(PAGE_SIZE_PROBLEM);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setText(String(parsed));
    if (parsed !== take) onApply(parsed);
  };

  return (
    <form className="page-size-form" onSubmit={submit} noValidate>
      <Field
        label="Page size"
        hint={`Profiles per request, ${LIMITS.take.min} to ${LIMITS.take.max}. Applying a new size reloads the list.`}
        error={error}
      >
        {(a11y) => (
          <span className="inline-control">
            <input
              {...a11y}
              ref={inputRef}
              name="take"
              type="number"
              inputMode="numeric"
              min={LIMITS.take.min}
              max={LIMITS.take.max}
              step={1}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit">Apply page size</button>
          </span>
        )}
      </Field>
    </form>
  );
}
