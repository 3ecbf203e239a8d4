import { useCallback, useEffect, useRef } from "react";
import { addNavigationGuard, isLeavingOnPurpose } from "../../lib/navigationGuard";
import { sharedFormMessages } from "./messages";

/**
 * Asks before leaving the screen (hash navigation) or the page (reload, close) while dirty.
 * Browsers show their own text for a reload; `question` is asked for in-app navigation.
 * Returns `release`: a write that went through lets go at once, before the screen moves on in
 * the same turn (a re-render would come after the navigation it has to let through).
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  question: string = sharedFormMessages.unsavedChanges,
): () => void {
  const released = useRef(false);
  useEffect(() => {
    released.current = false;
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!released.current && !isLeavingOnPurpose()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    const removeGuard = addNavigationGuard(() => released.current || window.confirm(question));
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      removeGuard();
    };
  }, [dirty, question]);
  return useCallback(() => {
    released.current = true;
  }, []);
}
