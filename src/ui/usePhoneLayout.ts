import { useSyncExternalStore } from "react";

/** The width below which lists lay each row out as a card (profiles.css, virtualTable.css). */
const PHONE_QUERY = "(max-width: 40rem)";

/** jsdom, which the unit tests run in, has no matchMedia: there the screen is a wide one. */
const query = (): MediaQueryList | undefined => window.matchMedia?.(PHONE_QUERY);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

/**
 * True while the screen is phone-sized. The grid positions its rows itself, so it must know the
 * height the stylesheet gives them: a card on a phone, a line on a wider screen.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
