import type { Ref } from "react";
import { Button } from "../../../ui/Button";
import { Field } from "../../../ui/Field";
import { userAttributeProfileMessages as words } from "../messages";

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
      <summary>{words.json.summary}</summary>
      <Field label={words.json.label} hint={words.json.hint} error={error}>
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
        <Button onClick={onFill}>{words.json.fill}</Button>
        <span role="status" className="uap-status">
          {status}
        </span>
      </div>
    </details>
  );
}
