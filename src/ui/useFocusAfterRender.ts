import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** Returns what to focus once the next render has committed, or focuses by itself. */
type FocusTarget = () => unknown;

/**
 * Focus often belongs on an element the next render creates or reveals (an alert, a heading, the
 * row that took a removed row's place), so it cannot be focused in the event handler.
 * `focusAfterRender(() => ref.current)` focuses it right after that render commits; a target may
 * also focus by itself (react-hook-form's `setFocus`) and return nothing.
 */
export function useFocusAfterRender(): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null);
  // The request itself renders, so the focus happens even when nothing else changed.
  const [request, setRequest] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each requested render.
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    const element = target?.();
    if (element instanceof HTMLElement) element.focus();
  }, [request]);

  return useCallback((target: FocusTarget) => {
    pending.current = target;
    setRequest((count) => count + 1);
  }, []);
}

/** A panel that appears and takes focus (a confirmation, an outcome): its heading, say. */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => ref.current?.focus(), [ref]);
}
