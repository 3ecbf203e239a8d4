import type { ReactElement } from "react";
import { useHint } from "./useHint";

/** What `useDisabledReason` gives a button: its props, and the reason to render after it. */
interface DisabledReason {
  /** Spread on the button: disabled while there is a reason (or it is disabled anyway). */
  buttonProps: { disabled: boolean; "aria-describedby": string | undefined };
  /** The reason, to render right after the button; null without one. */
  hint: ReactElement | null;
}

/**
 * A button that cannot be pressed says why beside it, and screen readers hear why with its name:
 * disabled while `reason` is given, or while `disabledAnyway` (a write out, say), and described
 * by the reason. A hook, not only ExplainedButton, so a bar that renders on every keystroke
 * (SubmitBar) wires the same without a component more.
 */
export function useDisabledReason(
  reason: string | undefined,
  disabledAnyway: boolean,
): DisabledReason {
  const { describedBy, hint } = useHint(reason);
  return {
    buttonProps: {
      disabled: disabledAnyway || reason !== undefined,
      "aria-describedby": describedBy,
    },
    hint,
  };
}
