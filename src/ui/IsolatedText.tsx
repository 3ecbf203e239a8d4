import { Fragment, memo } from "react";
import { BIDI_CONTROL, codePoint, controlName } from "./bidiControls";
import { withIdBreaks } from "./idBreaks";
import "./bidiControl.css";

/**
 * Text that came from outside the console's own copy (the tenant, a pasted file, an error
 * body), isolated from the sentence around it. Each direction control inside is isolated too,
 * so it reorders nothing, and shown by its code point: a profile named `x\u202Egnp.exe` reads
 * `x⟨U+202E⟩gnp.exe`, not `xexe.png`. The text content stays exactly the value, so finding,
 * copying and comparing it still work. Memoized: a line that re-renders as a neighbouring field
 * is typed in keeps its unchanged values as they are.
 */
export const IsolatedText = memo(function IsolatedText({
  text,
  breakAtSeparators = false,
}: {
  text: string;
  /** An id: it may wrap after `|`, `/`, `@`, `.` and the like, not mid-word (idBreaks.tsx). */
  breakAtSeparators?: boolean;
}) {
  const plain = (part: string) => (breakAtSeparators ? withIdBreaks(part) : part);
  const parts = text.split(BIDI_CONTROL);
  if (parts.length === 1) return <bdi>{plain(text)}</bdi>;
  let offset = 0;
  return (
    <bdi>
      {parts.map((part, index) => {
        // A control and an empty text before it start at the same offset.
        const key = index % 2 === 0 ? `text ${offset}` : `control ${offset}`;
        offset += part.length;
        if (index % 2 === 0) return <Fragment key={key}>{plain(part)}</Fragment>;
        return (
          <bdi
            key={key}
            className="bidi-control"
            data-code-point={codePoint(part)}
            title={controlName(part)}
          >
            {part}
          </bdi>
        );
      })}
    </bdi>
  );
});
