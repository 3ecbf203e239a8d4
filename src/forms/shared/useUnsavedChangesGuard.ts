import { useEffect } from "react";
import { addNavigationGuard } from "../../lib/navigationGuard";
import { sharedFormMessages } from "./messages";

/**
 * Asks before leaving the screen (hash navigation) or the page (reload, close) while dirty.
 * Browsers show their own text for a reload; `question` is asked for in-app navigation.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  question: string = sharedFormMessages.unsavedChanges,
): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    const removeGuard = addNavigationGuard(() => window.confirm(question));
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      removeGuard();
    };
  }, [dirty, question]);
}
