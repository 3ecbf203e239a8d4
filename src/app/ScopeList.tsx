import { CONSOLE_SCOPES } from "../api/schemas/scopes";
import { sessionMessages as text } from "./messages";

/** Each scope the console uses, granted or missing: the token's, or the server credential's. */
export function ScopeList({ scopes, heading }: { scopes: readonly string[]; heading: string }) {
  return (
    <>
      <h2 className="small-heading">{heading}</h2>
      <ul aria-label={/* console text: a catalog heading */ heading} className="scope-list">
        {CONSOLE_SCOPES.map((scope) => {
          const granted = scopes.includes(scope);
          return (
            <li key={scope} className={granted ? text.granted : text.missing}>
              <span aria-hidden="true">{granted ? "✓" : "✗"}</span> {scope}{" "}
              <span className="visually-hidden">{granted ? text.granted : text.missing}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
