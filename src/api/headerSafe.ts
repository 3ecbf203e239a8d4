/**
 * A header carries Latin-1 only: what lies outside printable ASCII, and "%" itself, goes
 * percent-encoded as UTF-8 (decodeURIComponent gives the text back).
 */
export function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x24\x26-\x7e]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      // A lone surrogate has no UTF-8 form: it goes as U+FFFD.
      return "%EF%BF%BD";
    }
  });
}
