import {
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { formatNumber } from "../../lib/format";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { sharedFormMessages } from "./messages";
import "./lineList.css";

const text = sharedFormMessages.lineList;

/**
 * Past this many lines the box is summarized. Chromium lays a textarea's text out as an element
 * per line, all at once: about 10 ms per 1,000 lines on a quiet machine, 40–50 ms for 5,000
 * (decision 033), so a box of 1,000 stays well inside a 50 ms task with the form's own work.
 */
export const SUMMARIZED_ABOVE_LINES = 1_000;

function countLines(value: string): number {
  let lines = 1;
  for (let at = value.indexOf("\n"); at !== -1; at = value.indexOf("\n", at + 1)) lines++;
  return lines;
}

function assignRef<T>(ref: Ref<T> | undefined, element: T | null): void {
  if (typeof ref === "function") ref(element);
  else if (ref) ref.current = element;
}

interface LineListFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Ids of more text that describes the list (the lines it refuses), shown outside the field. */
  describedBy?: string | undefined;
  /** The whole text as the form holds it: it decides between the box and the summary. */
  value: string;
  /** The box's own props: react-hook-form's `register(...)`, or `value` and `onChange`. */
  textarea: Omit<ComponentPropsWithRef<"textarea">, "id" | "hidden">;
  /** Empties the list in the form; the box then shows, empty, and takes focus. */
  onClear: () => void;
  /** Nothing may change (a batch is running or was sent): the list can be shown, not cleared. */
  locked?: boolean;
}

/**
 * A textarea for a pasted list, one item a line. A list longer than SUMMARIZED_ABOVE_LINES is
 * kept whole as the field's value (the box stays in the page, hidden, so its label, name and
 * value still find it) but is shown as a summary with **Edit as text** and **Clear list**: the
 * render that follows the paste hides the box before the browser lays its lines out.
 */
export function LineListField({
  label,
  hint,
  error,
  describedBy,
  value,
  textarea,
  onClear,
  locked = false,
}: LineListFieldProps) {
  const lines = useMemo(() => countLines(value), [value]);
  const [asText, setAsText] = useState(false);
  const long = lines > SUMMARIZED_ABOVE_LINES;
  // A list cleared or cut below the limit is summarized again when it next grows past it.
  if (asText && !long) setAsText(false);
  const summarized = long && !asText;
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusBox = useRef(false);
  const typedIn = useRef(false);
  const noteId = useId();

  useLayoutEffect(() => {
    const box = boxRef.current;
    const summary = summaryRef.current;
    if (!box) return;
    if (focusBox.current) {
      focusBox.current = false;
      box.focus();
    }
    const typedInBox = typedIn.current;
    typedIn.current = false;
    if (!summarized || !summary) return;
    // The paste's reader hears the summary. The box has lost focus by now (React's commit
    // restores its selection, which makes the browser see it hidden), hence the note at input.
    if (typedInBox) summary.focus();
    // Whoever focuses the field (react-hook-form on an error, "focus the list" after a reset)
    // reaches the summary that stands for it; the element's own method is back once shown.
    box.focus = (options) => summary.focus(options);
    return () => void Reflect.deleteProperty(box, "focus");
  }, [summarized]);

  const showAsText = () => {
    focusBox.current = true;
    setAsText(true);
  };
  const clear = () => {
    focusBox.current = true;
    onClear();
  };

  return (
    <Field label={label} error={error} hint={hint} describedBy={describedBy}>
      {(a11y) => (
        <>
          <textarea
            {...textarea}
            {...a11y}
            ref={(element) => {
              boxRef.current = element;
              assignRef(textarea.ref, element);
            }}
            onChange={(event) => {
              typedIn.current = document.activeElement === event.currentTarget;
              textarea.onChange?.(event);
            }}
            hidden={summarized}
          />
          {summarized ? (
            <div className="line-list-summary">
              <p ref={summaryRef} tabIndex={-1} aria-describedby={a11y["aria-describedby"]}>
                <strong>{text.lines(formatNumber(lines))}</strong> {text.why}
              </p>
              <div className="line-list-actions">
                <Button onClick={showAsText} aria-describedby={noteId}>
                  {locked ? text.showAsText : text.editAsText}
                </Button>
                {locked ? null : <Button onClick={clear}>{text.clear}</Button>}
              </div>
              <p id={noteId} className="field-hint">
                {text.slowNote}
              </p>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
