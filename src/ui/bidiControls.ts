/**
 * Embedding, override and isolate controls (LRE RLE PDF LRO RLO, LRI RLI FSI PDI). Marks such as
 * U+200F only nudge neutral characters and belong to ordinary right-to-left text, so they stay.
 */
export const BIDI_CONTROL = /([\u202A-\u202E\u2066-\u2069])/u;

const NAMES: Record<string, string> = {
  "\u202A": "left-to-right embedding",
  "\u202B": "right-to-left embedding",
  "\u202C": "pop directional formatting",
  "\u202D": "left-to-right override",
  "\u202E": "right-to-left override",
  "\u2066": "left-to-right isolate",
  "\u2067": "right-to-left isolate",
  "\u2068": "first strong isolate",
  "\u2069": "pop directional isolate",
};

export function codePoint(control: string): string {
  return `U+${(control.codePointAt(0) ?? 0).toString(16).toUpperCase()}`;
}

export function controlName(control: string): string {
  return `${codePoint(control)} ${NAMES[control] ?? "direction control"}`;
}

/**
 * Tenant text for a place that holds no element (a `title` tooltip): each direction control
 * written as `⟨U+202E⟩`, as IsolatedText shows it, so nothing is reordered.
 */
export function visibleControls(text: string): string {
  return text.replace(new RegExp(BIDI_CONTROL, "gu"), (control) => `⟨${codePoint(control)}⟩`);
}
