import type { Ref } from "react";
import { Field } from "../fields/Field";

interface StartFromJsonProps {
  text: string;
  onTextChange: (text: string) => void;
  onFill: () => void;
  error: string | undefined;
  /** Said politely after a fill: the form below changed. */
  status: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Shown open while nothing better is known; a profile read from the tenant folds it away. */
  open: boolean;
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
  open,
}: StartFromJsonProps) {
  // Pasted text or a problem with it keeps it open: neither is ever hidden from the user.
  return (
    <details className="uap-json" open={open || text !== "" || error !== undefined}>
      <summary>Start from JSON</summary>
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
            rows={4}
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
    </details>
  );
}
