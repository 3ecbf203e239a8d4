import { useEffect, useRef } from "react";
import { Sentence } from "./Sentence";

interface WriteNewsProps {
  /** What the last write did ("Deleted profile acme."); nothing is shown while it is empty. */
  text: string;
  /**
   * Changes each time the news should take the focus: the write took away what had it (a
   * closed drawer, a deleted row), so the focus goes to what it did rather than to the page.
   */
  focusKey?: number;
}

/** The visible, focusable sentence a screen shows after a write, in a `role="status"`. */
export function WriteNews({ text, focusKey = 0 }: WriteNewsProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  // Nothing until there is news: an empty status would be one more for tests to tell apart.
  if (text === "") return null;
  return (
    <p ref={ref} role="status" tabIndex={-1} className="write-news banner success">
      <Sentence text={text} />
    </p>
  );
}
