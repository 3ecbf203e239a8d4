import type { Ref } from "react";
import type { DeletedRecord } from "../../api/history/types";
import { type Isolated, isolated } from "../../lib/isolated";
import { Banner } from "../../ui/Banner";
import { Sentence } from "../../ui/Sentence";
import { restoreMessages as text } from "./messages";
import type { RestoreOutcome } from "./restoreDeleted";

type Failure = Extract<RestoreOutcome, { state: "restored" }>["failures"][number];

const FAILED: Record<Failure["kind"], (id: Isolated, message: string) => string> = {
  connection: text.connectionFailed,
  member: text.memberFailed,
  colors: text.colorsFailed,
};

interface Props {
  entry: DeletedRecord;
  outcome: RestoreOutcome;
  ref: Ref<HTMLDivElement>;
}

/**
 * What a restore did: the new id with a link to the object, and each connection or member it
 * could not bring back (their ids, to add by hand); or why nothing was restored.
 */
export function RestoreResult({ entry, outcome, ref }: Props) {
  const type = entry.object.type;
  if (outcome.state === "failed") {
    return (
      <Banner tone="error" role="alert" ref={ref} tabIndex={-1} className="stack">
        <p>
          <strong>{text.failedHeading}</strong>
        </p>
        <p>
          <Sentence text={outcome.message} />
        </p>
        <p>{text.keptRow}</p>
      </Banner>
    );
  }
  const { failures } = outcome;
  return (
    <Banner
      tone={failures.length > 0 ? "warning" : "success"}
      ref={ref}
      tabIndex={-1}
      className="stack restore-result"
    >
      <p>
        <Sentence text={text.restored(type, isolated(outcome.name), isolated(outcome.id))} />
        {type === "organization"
          ? ` ${text.restoredItems(outcome.connections, outcome.members)}`
          : ""}
      </p>
      <p>
        <a href={outcome.hash}>{text.open(type)}</a>
      </p>
      {failures.length > 0 ? (
        <>
          <p>{text.itemFailures(failures.length)}</p>
          <ul className="restore-failures">
            {failures.map((failure) => (
              <li key={`${failure.kind}-${failure.id}`}>
                <Sentence text={FAILED[failure.kind](isolated(failure.id), failure.message)} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Banner>
  );
}
