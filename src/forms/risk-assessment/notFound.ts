import { isApiError } from "../../api/apiError";
import { clearProblem } from "../../api/risk-assessments/clearProblem";
import { riskAssessmentMessages } from "./messages";

const text = riskAssessmentMessages.notFound;
const problemHeadline = riskAssessmentMessages.problems.headlines;

interface NotFoundProblem {
  readonly field: "user_id" | "connection";
  /** For the field: what is wrong with the value typed there. */
  readonly fieldMessage: string;
  /** For the form alert: which of the two was not found, with the tenant's own words. */
  readonly summary: string;
}

/**
 * A 404 from the clear operation names the user or the connection through its errorCode; the
 * tenant's message tells a missing connection from a user who is not in it.
 */
export function notFoundProblem(error: unknown): NotFoundProblem | undefined {
  if (!isApiError(error) || error.status !== 404) return undefined;
  const server = error.message && error.message !== error.error ? error.message : undefined;
  if (error.errorCode === "inexistent_user") {
    return {
      field: "user_id",
      fieldMessage: text.userField,
      summary: text.user(server),
    };
  }
  if (error.errorCode === "inexistent_connection") {
    return {
      field: "connection",
      fieldMessage: server ?? text.connectionField,
      // The headline agrees with the tenant's message: a missing connection, or a user outside it.
      summary: text.connection(
        problemHeadline[clearProblem(404, error.errorCode, server) ?? "connection-or-membership"],
        server,
      ),
    };
  }
  return undefined;
}
