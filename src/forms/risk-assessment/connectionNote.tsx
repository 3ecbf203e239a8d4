import { Fragment, type ReactNode } from "react";
import { connectionName } from "../../api/schemas/riskAssessment";
import { IsolatedText } from "../../ui/IsolatedText";
import { riskAssessmentMessages } from "./messages";
import { NO_CLEARABLE_CONNECTION, type UserConnections } from "./useUserConnections";

const text = riskAssessmentMessages.lookup;

/**
 * A name the clear's contract accepts. Only these are offered (a datalist option cannot isolate
 * its text, so a direction control there would be obeyed) or filled in; one the contract
 * refuses could only fill the field with an error.
 */
export function canNameInClear(name: string): boolean {
  return connectionName.safeParse(name).success;
}

/** The user's connection names as the tenant wrote them, each isolated. */
function namesOf(connections: readonly string[]): ReactNode {
  return (
    <Fragment key="names">
      {connections.map((name, index) => (
        <Fragment key={name}>
          {index > 0 ? ", " : null}
          <IsolatedText text={name} />
        </Fragment>
      ))}
    </Fragment>
  );
}

/** What the Connection field says of the lookup (a live status: it changes as the id is typed). */
export function userConnectionsNote(lookup: UserConnections, canRead: boolean): ReactNode {
  switch (lookup.kind) {
    case "idle":
      return canRead ? "" : text.withoutScope;
    case "loading":
      return text.loading;
    case "found": {
      const names = namesOf(lookup.connections);
      if (!lookup.connections.some(canNameInClear)) return text.unusable(names);
      return lookup.connections.length === 1 ? text.filledIn(names) : text.several(names);
    }
    case "none":
      return `${NO_CLEARABLE_CONNECTION}.`;
    case "unknown-user":
      return text.unknownUser;
    case "failed":
      return text.failed(<IsolatedText key="reason" text={lookup.message} />);
  }
}
