import { Fragment, type Ref, useId } from "react";
import type { UserAttributeProfile } from "../../../api/schemas/userAttributeProfile";
import { formatTime } from "../../../lib/format";
import { CopyButton } from "../../../ui/CopyButton";
import { IsolatedText } from "../../../ui/IsolatedText";
import { userAttributeProfileMessages as text } from "../messages";
import type { DiffCell, DiffRow } from "./userAttributeProfileDiff";

export interface SavedOutcome {
  profile: UserAttributeProfile;
  savedAt: string;
  changes: DiffRow[];
}

function Cell({ cell }: { cell: DiffCell }) {
  if (cell.kind === "none") return <span className="uap-muted">{text.result.notSet}</span>;
  if (cell.kind === "unknown") return <span className="uap-muted">{text.result.notKnown}</span>;
  return (
    <span className="mono">
      <IsolatedText text={cell.text} />
    </span>
  );
}

/** The tenant's answer to a save: what changed, field by field, and the whole saved profile. */
export function SaveResult({
  outcome,
  headingRef,
}: {
  outcome: SavedOutcome;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  const json = JSON.stringify(outcome.profile, null, 2);
  const time = formatTime(Date.parse(outcome.savedAt));
  return (
    <section className="uap-result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {text.result.heading(outcome.profile.id, time)}
      </h2>
      {outcome.changes.length === 0 ? (
        <p>{text.result.unchanged}</p>
      ) : (
        <div className="uap-table-wrap">
          <table className="uap-diff">
            <caption>{text.result.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.result.field}</th>
                <th scope="col">{text.result.before}</th>
                <th scope="col">{text.result.after}</th>
              </tr>
            </thead>
            <tbody>
              {outcome.changes.map((change) => (
                <tr key={change.path}>
                  <th scope="row">
                    {change.field}
                    <span className="uap-path mono">
                      {/* Break opportunities after dots only: a path never wraps mid-word. */}
                      {change.path.split(".").map((part, index, parts) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed path
                        <Fragment key={index}>
                          {part}
                          {index < parts.length - 1 ? (
                            <>
                              .<wbr />
                            </>
                          ) : null}
                        </Fragment>
                      ))}
                    </span>
                  </th>
                  <td>
                    <Cell cell={change.before} />
                  </td>
                  <td>
                    <Cell cell={change.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details>
        <summary>{text.result.savedProfile}</summary>
        <pre className="mono uap-json-view">
          <IsolatedText text={json} />
        </pre>
        <CopyButton label={text.result.copy} text={json} />
      </details>
    </section>
  );
}
