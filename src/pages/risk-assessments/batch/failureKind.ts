import type { ClearProblem } from "../../../api/risk-assessments/clearProblem";
import { riskAssessmentMessages } from "../../../forms/risk-assessment/messages";
import { batchProblemMessages } from "../messages";

const text = batchProblemMessages;

/**
 * Failures that sending again cannot fix: the tenant's verdict holds until someone changes the
 * input or the tenant. The batch marks them and leaves them out of "Retry failed".
 */
export type PermanentProblem =
  | ClearProblem
  | "no-connection"
  | "several-connections"
  | "unknown-email"
  | "shared-email";

/** A headline that agrees with the tenant's own message shown beneath it. */
export const PROBLEM_HEADLINE: Record<PermanentProblem, string> = {
  ...riskAssessmentMessages.problems.headlines,
  ...text.headlines,
};

/**
 * A batch left without a connection reads each user's own before the clear; when that is not
 * exactly one, nothing is sent, and reading again would find the same.
 */
export class ConnectionNotResolved extends Error {
  readonly problem: "no-connection" | "several-connections";

  constructor(connections: readonly string[]) {
    super(
      connections.length === 0
        ? text.noConnection
        : text.severalConnections(connections.length, connections.join(", ")),
    );
    this.name = "ConnectionNotResolved";
    this.problem = connections.length === 0 ? "no-connection" : "several-connections";
  }
}

/**
 * A batch line holding an email is read exactly before its clear; no user, or several sharing
 * the address, leaves nothing to send, and reading again would find the same.
 */
export class EmailNotResolved extends Error {
  readonly problem: "unknown-email" | "shared-email";

  /** `sameButCase`: an address differing only in case that one user has. */
  constructor(users: number, sameButCase?: string) {
    super(
      users > 0
        ? text.sharedEmail(users)
        : sameButCase === undefined
          ? text.unknownEmail
          : text.sameButCase(sameButCase),
    );
    this.name = "EmailNotResolved";
    this.problem = users === 0 ? "unknown-email" : "shared-email";
  }
}
