import { IsolatedText } from "./IsolatedText";
import "./NamedList.css";

/** Past this many, a confirmation counts the rest instead of listing a wall of names. */
const NAMED_UP_TO = 10;

interface NamedListProps {
  /** Tenant text (emails, names, ids), shown isolated. */
  names: readonly string[];
  /** The list's accessible name: "Members to remove". */
  label: string;
  /** The last item when some are not listed: "and 3 more". */
  more: (count: number) => string;
}

/** Who or what a confirmation acts on, so nobody confirms a count they cannot check. */
export function NamedList({ names, label, more }: NamedListProps) {
  if (names.length === 0) return null;
  const rest = names.length - NAMED_UP_TO;
  return (
    <ul
      aria-label={/* console text: the list's name from a catalog */ label}
      className="named-list"
    >
      {names.slice(0, NAMED_UP_TO).map((name, index) => (
        // The same text may stand twice (two members without an email share a name).
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the panel is open
        <li key={index}>
          <IsolatedText text={name} />
        </li>
      ))}
      {rest > 0 ? <li>{more(rest)}</li> : null}
    </ul>
  );
}
