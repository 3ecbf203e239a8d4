import { type Ref, useId } from "react";
import { Field } from "../fields/Field";

interface StartFromJsonProps {
  text: string;
  onTextChange: (text: string) => void;
  onFill: () => void;
  error: string | undefined;
  /** Said politely after a fill: the form below changed. */
  status: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * Paste a profile copied from elsewhere, or a PATCH body, to start from it. The text stays here
 * whatever happens to it, so a paste with a mistake is fixed in place, not pasted again.
 */
export function StartFromJson({
  text,
  onTextChange,
  onFill,
  error,
  status,
  textareaRef,
}: StartFromJsonProps) {
  const headingId = useId();
  return (
    <section className="uap-json" aria-labelledby={headingId}>
      <h2 id={headingId}>Start from JSON</h2>
      <Field
        label="Profile JSON"
        hint="A whole profile as the tenant returns it, or a PATCH body. It becomes the starting point: it is taken as what the tenant holds now, and only the changes you make afterwards are sent."
        error={error}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            ref={textareaRef}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            className="mono"
            rows={6}
            spellCheck={false}
            autoComplete="off"
          />
        )}
      </Field>
      <div className="uap-row-actions">
        <button type="button" onClick={onFill}>
          Fill the form from JSON
        </button>
        <span role="status" className="uap-status">
          {status}
        </span>
      </div>
    </section>
  );
}
