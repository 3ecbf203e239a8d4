/**
 * One sentence a write leaves for the screen it lands on ("Created profile X." after New
 * profile opens the list): kept in memory for the next screen to take once, never stored, so a
 * reload or a later visit does not say it again.
 */
const left = new Map<string, string>();

/** Leaves `text` for the screen at `path`, replacing what was left there before. */
export function leaveNews(path: string, text: string): void {
  left.set(path, text);
}

/** The sentence left for the screen at `path`, once: a second call finds nothing. */
export function takeNews(path: string): string | undefined {
  const text = left.get(path);
  left.delete(path);
  return text;
}
