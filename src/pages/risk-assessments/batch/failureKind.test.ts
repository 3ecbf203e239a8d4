import { describe, expect, it } from "vitest";
import { clearProblem } from "../../../api/risk-assessments/clearProblem";
import { PROBLEM_HEADLINE } from "./failureKind";

describe("clearProblem", () => {
  it("tells a user outside the connection from a missing connection by the tenant's words", () => {
    const member = clearProblem(
      404,
      "inexistent_connection",
      "The user does not belong to the connection corp.",
    );
    expect(member).toBe("not-in-connection");
    expect(PROBLEM_HEADLINE[member ?? "bad-input"]).toBe("User not in this connection");
    expect(clearProblem(404, "inexistent_connection", "The connection corp does not exist.")).toBe(
      "unknown-connection",
    );
    expect(clearProblem(404, "inexistent_connection", undefined)).toBe("connection-or-membership");
  });

  it("marks an unknown user and bad input as permanent, and nothing a retry could fix", () => {
    expect(clearProblem(404, "inexistent_user", "The user does not exist.")).toBe("unknown-user");
    expect(clearProblem(400, "invalid_body", "Payload validation error")).toBe("bad-input");
    expect(clearProblem(503, undefined, "Service Unavailable")).toBeUndefined();
    expect(clearProblem(403, "insufficient_scope", "Insufficient scope")).toBeUndefined();
  });
});
