import { Fragment, type Ref, useId } from "react";
import type { UserAttributeProfile } from "../../api/schemas";
import { CopyButton } from "../../ui/CopyButton";
import { IsolatedText } from "../../ui/IsolatedText";
import type { DiffCell, DiffRow } from "./profileDiff";

export interface SavedOutcome {
  profile: UserAttributeProfile;
  savedAt: string;
  changes: DiffRow[];
}

function Cell({ cell }: { cell: DiffCell }) {
  if (cell.kind === "none") return <span className="uap-muted">not set</span>;
  if (cell.kind === "unknown") return <span className="uap-muted">not known</span>;
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
  const time = new Date(outcome.savedAt).toLocaleTimeString();
  return (
    <section className="uap-result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Saved {outcome.profile.id} at {time}
      </h2>
      {outcome.changes.length === 0 ? (
        <p>The tenant's profile already held these values: nothing changed.</p>
      ) : (
        <div className="uap-table-wrap">
          <table className="uap-diff">
            <caption>What changed</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
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
        <summary>Saved profile</summary>
        <pre className="mono uap-json-view">
          <IsolatedText text={json} />
        </pre>
        <CopyButton label="Copy saved profile JSON" text={json} />
      </details>
    </section>
  );
}
