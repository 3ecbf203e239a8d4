import { type RefCallback, useCallback, useEffect, useRef } from "react";

/**
 * A ref for the element after a list's last row: `onNear` is called when it comes within a
 * screen of the viewport, so the next page loads before the person reaches the end. Undefined
 * while there is nothing to load. Without IntersectionObserver nothing is called: the list's
 * own Load more button remains.
 */
export function useNearEnd(onNear: (() => void) | undefined): RefCallback<HTMLElement> {
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  const armed = onNear !== undefined;
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (element === null || !armed || typeof IntersectionObserver === "undefined") return;
      observer.current = new IntersectionObserver(
        (seen) => {
          if (seen.some((entry) => entry.isIntersecting)) latest.current?.();
        },
        { rootMargin: "100% 0px" },
      );
      observer.current.observe(element);
    },
    [armed],
  );
}
