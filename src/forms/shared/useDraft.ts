import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { readTab, removeTab, tabKey, writeTab } from "../../lib/tabStorage";

/** Coalesces keystrokes: a write per pause in typing, not per key. */
const SAVE_DELAY_MS = 250;

/**
 * Drafts are kept for the tab, per form and per tenant: they survive a reload, a failed request
 * and a re-connect, and Sign out forgets them with everything else the tab kept.
 */
export function draftKey(form: string, tenantUrl: string): string {
  return tabKey("draft", form, tenantUrl);
}

export interface DraftControls {
  /** True when the form was filled from a saved draft on this mount. */
  restored: boolean;
  discard: () => void;
  /** After a successful submit: the draft is no longer needed. */
  clear: () => void;
}

/**
 * Keeps a form's values in sessionStorage while the user types and restores them on mount.
 * The restored values are applied over the form's defaults, so the form is dirty against its
 * real baseline and the unsaved-changes guard still applies.
 */
export function useDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string,
): DraftControls {
  const [restored, setRestored] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { reset, subscribe, getValues } = form;

  useEffect(() => {
    const draft = readTab<T>(key);
    if (draft) {
      reset(draft, { keepDefaultValues: true });
      setRestored(true);
    }
  }, [key, reset]);

  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          timer.current = undefined;
          writeTab(key, values);
        }, SAVE_DELAY_MS);
      },
    });
    return () => {
      unsubscribe();
      // Unmounting mid-pause (switching screens or modes) must not drop the last keystrokes.
      if (timer.current !== undefined) {
        window.clearTimeout(timer.current);
        timer.current = undefined;
        writeTab(key, getValues());
      }
    };
  }, [key, subscribe, getValues]);

  useEffect(() => {
    // A pending write must not be lost when the page is hidden or reloaded mid-pause.
    const flush = () => {
      if (timer.current === undefined) return;
      window.clearTimeout(timer.current);
      timer.current = undefined;
      writeTab(key, getValues());
    };
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [key, getValues]);

  return {
    restored,
    discard: () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      removeTab(key);
      reset();
      setRestored(false);
    },
    clear: () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      removeTab(key);
      setRestored(false);
    },
  };
}
