/**
 * Screens with unsaved work register a guard; the hash router asks every guard before it
 * follows a link, so a screen is never unmounted (and its form lost) before the user agrees.
 */
type Guard = () => boolean;

const guards = new Set<Guard>();

export function addNavigationGuard(guard: Guard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** True when every guard lets the navigation through. */
export function navigationAllowed(): boolean {
  for (const guard of guards) if (!guard()) return false;
  return true;
}

let leavingOnPurpose = false;

/**
 * Leaves the page for `url` (signing in again) with no "leave site?" question: what the screens
 * hold is kept for the tab as drafts, and the way back returns to the same screen.
 */
export function leavePageFor(url: string): void {
  leavingOnPurpose = true;
  window.location.assign(url);
}

/** True once leavePageFor has sent the page away: the unload guards let it go. */
export function isLeavingOnPurpose(): boolean {
  return leavingOnPurpose;
}
