import { IsolatedText } from "../../ui/IsolatedText";
import { membersMessages as text } from "./messages";
import type { MarkedLine } from "./parseMemberLines";

/** Nobody reads past these; the rest are counted. */
const SHOWN_LINES = 50;

/** Each line that was not sent, by its line number and with why, so it can be found and fixed. */
export function MarkedLines({ id, lines }: { id: string; lines: readonly MarkedLine[] }) {
  return (
    <ul id={id} className="marked-lines">
      {lines.slice(0, SHOWN_LINES).map(({ line, value, reason }) => (
        <li key={`${line}:${value}`}>
          {text.markedLine(line, reason)}{" "}
          <span className="mono">
            <IsolatedText text={value} />
          </span>
        </li>
      ))}
      {lines.length > SHOWN_LINES ? <li>…</li> : null}
    </ul>
  );
}
