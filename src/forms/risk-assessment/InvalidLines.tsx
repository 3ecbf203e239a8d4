import { riskAssessmentMessages } from "./messages";
import type { InvalidLine } from "./parseUserIds";

const SHOWN_CHARACTERS = 60;
/** A list of 10,000 bad lines would take the page seconds to draw and nobody reads past these. */
export const SHOWN_LINES = 100;

function shorten(value: string): string {
  const chars = [...value];
  return chars.length > SHOWN_CHARACTERS ? `${chars.slice(0, SHOWN_CHARACTERS).join("")}…` : value;
}

/** Every line that blocks the batch, by line number, so it can be found in the box. */
export function InvalidLines({ id, lines }: { id: string; lines: readonly InvalidLine[] }) {
  const hidden = lines.length - SHOWN_LINES;
  return (
    <ul id={id} className="invalid-lines">
      {lines.slice(0, SHOWN_LINES).map(({ line, value, reason }) => (
        <li key={line}>
          {riskAssessmentMessages.list.invalidLine(line, reason)}{" "}
          <span className="mono">{shorten(value)}</span>
        </li>
      ))}
      {hidden > 0 ? <li>{riskAssessmentMessages.list.moreInvalidLines(hidden)}</li> : null}
    </ul>
  );
}
