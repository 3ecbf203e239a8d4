import { type ReactElement, useId } from "react";
import { Sentence } from "./Sentence";
import "./Field.css";

/** A control's hint, shown only while there is one, and the id that ties the two. */
interface Hint {
  /** The control's `aria-describedby`: the hint's id while it shows, otherwise undefined. */
  describedBy: string | undefined;
  /** The hint, a `<span class="field-hint">` to render right after the control; null without one. */
  hint: ReactElement | null;
}

/**
 * Why a button is disabled or what a link's form will lack: screen readers hear it with the
 * control's name, and a control with nothing to say points at no stale id. The text may name
 * something of the tenant's ("Type acme to delete it."), so it is shown as a catalog sentence.
 */
export function useHint(text: string | undefined): Hint {
  const id = useId();
  if (text === undefined) return { describedBy: undefined, hint: null };
  return {
    describedBy: id,
    hint: (
      <span id={id} className="field-hint">
        <Sentence text={text} />
      </span>
    ),
  };
}
