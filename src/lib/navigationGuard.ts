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
