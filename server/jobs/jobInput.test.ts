import { describe, expect, it } from "vitest";
import { MAX_JOB_LINES } from "../../src/api/jobs/types.ts";
import { ProxyRefusal } from "../proxy/proxyError.ts";
import { jobInput } from "./jobInput.ts";

function refusal(body: unknown): string {
  try {
    jobInput(body);
  } catch (error) {
    if (error instanceof ProxyRefusal && error.errorCode === "invalid_job") return error.message;
    throw error;
  }
  throw new Error("accepted");
}

const clear = { kind: "clear-risk-assessments", connection: null, lines: ["auth0|a"] };
const members = { kind: "add-organization-members", organization_id: "org_0123456789abcdef" };

describe("a job's body", () => {
  it("takes user ids and emails, trimmed, with a connection or null and an optional reason", () => {
    expect(
      jobInput({
        ...clear,
        connection: "corp-db",
        lines: [" auth0|a ", "ann@example.com"],
        reason: " T-1 ",
      }),
    ).toEqual({
      kind: "clear-risk-assessments",
      organizationId: null,
      connection: "corp-db",
      reason: "T-1",
      lines: ["auth0|a", "ann@example.com"],
    });
    expect(jobInput({ ...members, lines: ["auth0|a"] })).toMatchObject({
      organizationId: "org_0123456789abcdef",
      reason: null,
    });
  });

  it("names the key or the line that is wrong", () => {
    expect(refusal([])).toBe("The body must be a JSON object with a kind");
    expect(refusal({ ...clear, kind: "delete-users" })).toMatch(/^"kind" must be/);
    expect(refusal({ ...clear, organization_id: "org_0123456789abcdef" })).toBe(
      '"organization_id" is not a key of a clear-risk-assessments job',
    );
    expect(refusal({ kind: clear.kind, lines: clear.lines })).toMatch(/^"connection" is missing/);
    expect(refusal({ ...clear, connection: "two--hyphens" })).toMatch(/^"connection" must be/);
    expect(refusal({ ...members, organization_id: "acme", lines: ["a@b.c"] })).toMatch(
      /^"organization_id" must be/,
    );
    expect(refusal({ ...clear, reason: "a\nb" })).toMatch(/one line/);
    expect(refusal({ ...clear, reason: "x".repeat(201) })).toMatch(/at most 200/);
    expect(refusal({ ...clear, lines: [] })).toMatch(/is empty/);
    expect(refusal({ ...clear, lines: "auth0|a" })).toMatch(/must be a list/);
    expect(refusal({ ...clear, lines: ["auth0|a", 7] })).toBe("lines[1] must be text");
    expect(refusal({ ...clear, lines: ["auth0|a", "x\u0000y"] })).toBe(
      'lines[1] holds a control character: "x\\u0000y"',
    );
    expect(refusal({ ...clear, lines: ["u".repeat(1025)] })).toMatch(
      /^lines\[0\] is longer than a user id/,
    );
    expect(refusal({ ...clear, lines: ["auth0|a", "auth0|b", " auth0|a"] })).toBe(
      'lines[2] repeats lines[0]: "auth0|a"',
    );
    const tooMany = Array.from({ length: MAX_JOB_LINES + 1 }, (_, index) => `auth0|${index}`);
    expect(refusal({ ...clear, lines: tooMany })).toBe(
      `"lines" holds ${MAX_JOB_LINES + 1} lines; a job takes at most ${MAX_JOB_LINES}`,
    );
  });
});
