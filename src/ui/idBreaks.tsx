import { Fragment, type ReactNode } from "react";

/** Where an id may move to the next line: after the separators of ids, emails and paths. */
const SEPARATOR = /(?<=[|/@.:_\-+])/;

/**
 * `text` with a line-break opportunity (`<wbr>`) after each separator, so a long id such as
 * `samlp|partners|ops/alex.kim@example.org` wraps between its parts instead of mid-word. The
 * text content stays exactly the value. Pair it with `overflow-wrap: break-word`, which breaks
 * inside a part only when that part alone is wider than the line.
 */
export function withIdBreaks(text: string): ReactNode {
  const parts = text.split(SEPARATOR);
  if (parts.length === 1) return text;
  let offset = 0;
  return parts.map((part, index) => {
    const key = offset;
    offset += part.length;
    return (
      <Fragment key={key}>
        {part}
        {index < parts.length - 1 ? <wbr /> : null}
      </Fragment>
    );
  });
}
