import { useCallback, useEffect, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

/** How long "copied" or "failed" shows before the control looks as it did. */
const SHOWN_MS = 2000;

/**
 * Copies exactly the text given to `copy`. `state` says how the last copy went for a moment,
 * then returns to "idle"; `copy` resolves true when the clipboard took the text.
 */
export function useCopy(): { state: CopyState; copy: (text: string) => Promise<boolean> } {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
      return true;
    } catch {
      setState("failed");
      return false;
    }
  }, []);

  return { state, copy };
}
