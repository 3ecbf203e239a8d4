// Boundary tests for errorBody.ts (service-facts.md, "Error body"): statusCode is a required
// integer; error, message and errorCode are optional strings (errorCode is sometimes missing and
// an old 429 body has only statusCode and error); unknown properties are kept; errorCode is any
// string, not only the codes seen so far (some are unconfirmed).
import { describe, expect, it } from "vitest";
import { ERROR_CODES, errorBodySchema } from "./errorBody";
import { issuesOf } from "./testSupport";

describe("errorBodySchema", () => {
  it.each([
    [
      "full body",
      { statusCode: 400, error: "Bad Request", message: "…", errorCode: "invalid_body" },
    ],
    ["errorCode missing", { statusCode: 401, error: "Unauthorized", message: "Invalid token" }],
    ["old 429 body: statusCode and error only", { statusCode: 429, error: "Too Many Requests" }],
    ["statusCode only", { statusCode: 500 }],
    ["an errorCode not seen before", { statusCode: 400, errorCode: "some_new_code" }],
  ])("inside: %s", (_rule, value) => {
    expect(errorBodySchema.parse(value)).toEqual(value);
  });

  it("required: statusCode missing is outside, at path statusCode", () => {
    const issues = issuesOf(errorBodySchema, { error: "Bad Request", message: "x" });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(["statusCode"]);
    expect(issues[0]?.message).toMatch(/expected number/);
  });

  it.each([
    ["a fraction", 400.5, /expected int/],
    ["a string", "400", /expected number/],
  ])("integer: statusCode as %s is outside", (_rule, statusCode, message) => {
    const issues = issuesOf(errorBodySchema, { statusCode });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(["statusCode"]);
    expect(issues[0]?.message).toMatch(message);
  });

  it.each(["error", "message", "errorCode"])("type: %s must be a string when present", (field) => {
    const issues = issuesOf(errorBodySchema, { statusCode: 400, [field]: 1 });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual([field]);
    expect(issues[0]?.message).toMatch(/expected string/);
  });

  it("loose: unknown properties are kept", () => {
    const body = { statusCode: 403, message: "Insufficient scope", traceId: "abc" };
    expect(errorBodySchema.parse(body)).toEqual(body);
  });
});

it("ERROR_CODES lists the codes of service-facts.md", () => {
  expect([...ERROR_CODES].sort()).toEqual(
    [
      "invalid_body",
      "invalid_query_string",
      "invalid_uri",
      "insufficient_scope",
      "inexistent_user",
      "inexistent_connection",
      "too_many_requests",
    ].sort(),
  );
});
