import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

function currentPath(): string {
  return window.location.hash.replace(/^#/, "") || "/";
}

/** Four screens need no router library: the hash is the route. */
export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, currentPath);
}
