import { FSI, PDI } from "../lib/isolated";
import { BIDI_CONTROL, visibleControls } from "./bidiControls";

/** A piece of a catalog sentence: the console's own words, or a part from isolated(). */
interface SentencePart {
  text: string;
  outside: boolean;
}

const OPENS_ISOLATE = /[\u2066-\u2068]/u;

/**
 * Splits a sentence at the isolates that isolated() put around outside text. An isolate ends at
 * its matching PDI, so isolates inside the tenant's text stay inside its part; a stray PDI in it
 * ends the part early, and what follows is still shown with its controls marked (Sentence).
 */
export function sentenceParts(sentence: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let start = 0;
  let depth = 0;
  let opened = 0;
  for (let index = 0; index < sentence.length; index++) {
    const char = sentence[index] ?? "";
    if (depth === 0 && char === FSI) {
      if (index > start) parts.push({ text: sentence.slice(start, index), outside: false });
      opened = index;
      depth = 1;
    } else if (depth > 0 && OPENS_ISOLATE.test(char)) {
      depth++;
    } else if (depth > 0 && char === PDI && --depth === 0) {
      parts.push({ text: sentence.slice(opened + 1, index), outside: true });
      start = index + 1;
    }
  }
  if (depth > 0) parts.push({ text: sentence.slice(opened + 1), outside: true });
  else if (start < sentence.length) parts.push({ text: sentence.slice(start), outside: false });
  return parts;
}

/**
 * Characters that could reorder a left-to-right sentence: right-to-left scripts, the marks
 * RLM and ALM, and the direction controls. Text without any reads the same isolated or not.
 */
const REORDERS =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u061C\u200F\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * A sentence for a place that holds no markup: an accessible name (`aria-label`), a tooltip, an
 * `<option>`. An outside part that could reorder stays between FSI and PDI with each control
 * written as `⟨U+202E⟩`; one that could not is left bare, because an isolate would change
 * nothing a person reads but would change the name people automate against (Playwright does
 * not ignore U+2068 in a name).
 */
export function plainText(sentence: string): string {
  return sentenceParts(sentence)
    .map(({ text, outside }) => {
      const shown = visibleControls(text);
      return outside && REORDERS.test(text) ? `${FSI}${shown}${PDI}` : shown;
    })
    .join("");
}

/** Whether a sentence part must be shown by IsolatedText: outside text, or a stray control. */
export function needsIsolate({ text, outside }: SentencePart): boolean {
  return outside || BIDI_CONTROL.test(text);
}
