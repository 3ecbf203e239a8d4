import { useSyncExternalStore } from "react";
import { navigationAllowed } from "../lib/navigationGuard";

function readHash(): string {
  return window.location.hash.replace(/^#/, "") || "/";
}

/** The hash as last read while subscribed (set on the first subscription). */
let current = "/";
const listeners = new Set<() => void>();

function onHashChange(): void {
  const next = readHash();
  if (next === current) return;
  if (!navigationAllowed()) {
    // Put the address back without a new hashchange; the screen never unmounted.
    window.history.replaceState(window.history.state, "", `#${current}`);
    return;
  }
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    current = readHash();
    window.addEventListener("hashchange", onHashChange);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener("hashchange", onHashChange);
  };
}

/** Four screens need no router library: the hash is the route. */
export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * Until something subscribes, the hash itself: main.tsx writes the default route into it after
 * this module is evaluated, and a value read then drew a screen for "/" first.
 */
function snapshot(): string {
  return listeners.size === 0 ? readHash() : current;
}
