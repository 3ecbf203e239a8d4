import { describe, expect, it } from "vitest";
import { clearProblem } from "../../../api/risk-assessments/clearProblem";
import { PROBLEM_HEADLINE } from "./failureKind";

// clearProblem's verdicts are tested beside it (src/api/risk-assessments/clearProblem.test.ts);
// here, only the headline the results show for one.
describe("PROBLEM_HEADLINE", () => {
  it("heads a user outside the connection with words that agree with the tenant's", () => {
    const member = clearProblem(
      404,
      "inexistent_connection",
      "The user does not belong to the connection corp.",
    );
    expect(PROBLEM_HEADLINE[member ?? "bad-input"]).toBe("User not in this connection");
  });
});
