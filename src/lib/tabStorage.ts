/**
 * What the console keeps for this tab: sessionStorage, under one prefix, so Sign out forgets it
 * all (forgetTab). Every read and write tolerates storage that is full, disabled or holds
 * something unreadable: the screen then simply works from memory.
 */

/** Everything this app keeps in storage starts with this. */
export const STORAGE_PREFIX = "tenant-console.";

/** The key of one kept thing: the prefix, then the parts joined with dots. */
export function tabKey(...parts: readonly string[]): string {
  return `${STORAGE_PREFIX}${parts.join(".")}`;
}

/**
 * The JSON kept under `key`, or undefined when there is none or it cannot be read (it is then
 * removed). The type is the caller's claim: parse it with a schema where the shape matters.
 */
export function readTab<T = unknown>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    removeTab(key);
    return undefined;
  }
}

export function writeTab(key: string, value: unknown): void {
  writeTabText(key, JSON.stringify(value));
}

/** The text kept under `key` as written, for a caller with its own compact encoding. */
export function readTabText(key: string): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `text` under `key`; false when storage is full or disabled (nothing was kept). */
export function writeTabText(key: string, text: string): boolean {
  try {
    sessionStorage.setItem(key, text);
    return true;
  } catch {
    // Storage full or disabled: the screen still holds the value in memory.
    return false;
  }
}

export function removeTab(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/** Removes everything this app kept for the tab (Sign out). */
export function forgetTab(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was kept.
  }
}
