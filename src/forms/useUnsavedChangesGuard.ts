import { useEffect } from "react";
import { addNavigationGuard } from "./navigationGuard";

const QUESTION = "You have unsaved changes on this screen. Leave anyway?";

/** Asks before leaving the screen (hash navigation) or the page (reload, close) while dirty. */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    const removeGuard = addNavigationGuard(() => window.confirm(QUESTION));
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      removeGuard();
    };
  }, [dirty]);
}
