import { useEffect } from "react";
import { addNavigationGuard } from "../../lib/navigationGuard";

const UNSAVED_CHANGES = "You have unsaved changes on this screen. Leave anyway?";

/**
 * Asks before leaving the screen (hash navigation) or the page (reload, close) while dirty.
 * Browsers show their own text for a reload; `question` is asked for in-app navigation.
 */
export function useUnsavedChangesGuard(dirty: boolean, question = UNSAVED_CHANGES): void {
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
