import { riskAssessmentMessages } from "./messages";
import type { InvalidLine } from "./parseUserIds";

const SHOWN_CHARACTERS = 60;

function shorten(value: string): string {
  const chars = [...value];
  return chars.length > SHOWN_CHARACTERS ? `${chars.slice(0, SHOWN_CHARACTERS).join("")}…` : value;
}

/** Every line that blocks the batch, by line number, so it can be found in the box. */
export function InvalidLines({ id, lines }: { id: string; lines: readonly InvalidLine[] }) {
  return (
    <ul id={id} className="invalid-lines">
      {lines.map(({ line, value, reason }) => (
        <li key={line}>
          {riskAssessmentMessages.list.invalidLine(line, reason)}{" "}
          <span className="mono">{shorten(value)}</span>
        </li>
      ))}
    </ul>
  );
}
