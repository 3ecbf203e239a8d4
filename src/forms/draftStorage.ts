import { STORAGE_PREFIX } from "../session/sessionStore";

/**
 * Drafts live in sessionStorage, per form and per tenant: they survive a reload, a failed
 * request and a re-connect, and Sign out clears them with everything else under the prefix.
 */
export function draftKey(form: string, tenantUrl: string): string {
  return `${STORAGE_PREFIX}draft.${form}.${tenantUrl}`;
}

export function readDraft<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    sessionStorage.removeItem(key);
    return undefined;
  }
}

export function writeDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still holds the values in memory.
  }
}

export function clearDraft(key: string): void {
  sessionStorage.removeItem(key);
}
