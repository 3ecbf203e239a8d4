import "./bidiControl.css";

/**
 * Embedding, override and isolate controls (LRE RLE PDF LRO RLO, LRI RLI FSI PDI). Marks such as
 * U+200F only nudge neutral characters and belong to ordinary right-to-left text, so they stay.
 */
const BIDI_CONTROL = /([\u202A-\u202E\u2066-\u2069])/u;

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

function codePoint(control: string): string {
  return `U+${(control.codePointAt(0) ?? 0).toString(16).toUpperCase()}`;
}

/**
 * Text that came from outside the console's own copy (the tenant, a pasted file, an error
 * body), isolated from the sentence around it. Each direction control inside is isolated too,
 * so it reorders nothing, and shown by its code point: a profile named `x\u202Egnp.exe` reads
 * `x⟨U+202E⟩gnp.exe`, not `xexe.png`. The text content stays exactly the value, so finding,
 * copying and comparing it still work.
 */
export function IsolatedText({ text }: { text: string }) {
  const parts = text.split(BIDI_CONTROL);
  if (parts.length === 1) return <bdi>{text}</bdi>;
  let offset = 0;
  return (
    <bdi>
      {parts.map((part, index) => {
        const key = offset;
        offset += part.length;
        if (index % 2 === 0) return part;
        return (
          <bdi
            key={key}
            className="bidi-control"
            data-code-point={codePoint(part)}
            title={`${codePoint(part)} ${NAMES[part] ?? "direction control"}`}
          >
            {part}
          </bdi>
        );
      })}
    </bdi>
  );
}
