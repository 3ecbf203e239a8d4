// Boundary tests for paging.ts: the query of a listing with only from and take (take 1..100,
// from never empty), and the fields list.
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { checkpointQuerySchema, fieldList } from "./paging";
import { onlyIssue } from "./testSupport";

describe("checkpoint query", () => {
  const { min, max } = LIMITS.take;

  it("is optional, and a query-string take is a number", () => {
    expect(checkpointQuerySchema.parse({})).toEqual({});
    expect(checkpointQuerySchema.parse({ from: "abc", take: String(max) })).toEqual({
      from: "abc",
      take: max,
    });
  });

  it.each([
    [min - 1, `take must be at least ${min}`],
    [max + 1, `take must be at most ${max}`],
    [2.5, "take must be a whole number"],
  ])("take %s is outside", (take, message) => {
    expect(onlyIssue(checkpointQuerySchema, { take }).message).toBe(message);
  });

  it("from must not be empty", () => {
    expect(onlyIssue(checkpointQuerySchema, { from: "" }).message).toBe("from must not be empty");
  });

  it("refuses any other parameter", () => {
    expect(onlyIssue(checkpointQuerySchema, { name: "x" }).code).toBe("unrecognized_keys");
  });
});

describe("fields", () => {
  it("splits names at commas", () => {
    expect(fieldList.parse("identities")).toEqual(["identities"]);
    expect(fieldList.parse("id,name,display_name")).toEqual(["id", "name", "display_name"]);
  });
});
