// @vitest-environment node
// Boundary tests for organizationMember.ts: the add/remove body (1 to 10 user ids of 1..1024
// characters; other properties allowed), the listing query (checkpoint, offset and fields) and
// the member as answered.
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import {
  organizationMembersChangeSchema as change,
  organizationMemberListQuerySchema as listQuery,
  organizationMemberPageSchema,
} from "./organizationMember";
import { accepts, issuesOf, onlyIssue, tooLong } from "./testSupport";

const { min, max } = LIMITS.organization.membersPerRequest;
const ids = (n: number) => Array.from({ length: n }, (_, i) => `db|support|user-${i}`);

describe("members body", () => {
  it(`${min} and ${max} user ids are inside`, () => {
    accepts(change, { members: ids(min) });
    accepts(change, { members: ids(max) });
  });

  it(`none and ${max + 1} are outside, saying the rule`, () => {
    expect(onlyIssue(change, { members: [] }).message).toBe("Add at least one user id");
    const issue = onlyIssue(change, { members: ids(max + 1) });
    expect(issue.path).toEqual(["members"]);
    expect(issue.message).toBe(`At most ${max} user ids a request`);
  });

  it("a user id of 1024 characters is inside, 1025 and empty are not", () => {
    accepts(change, { members: ["x".repeat(1024)] });
    const long = onlyIssue(change, { members: ["ok", "x".repeat(1025)] });
    expect(long.path).toEqual(["members", 1]);
    expect(long.message).toBe(tooLong(1024, 1025));
    expect(onlyIssue(change, { members: [""] }).message).toBe("Required");
  });

  it("members is required and a list; other properties are allowed", () => {
    expect(onlyIssue(change, {}).path).toEqual(["members"]);
    // The first issue is the one the tenant reports.
    const [first] = issuesOf(change, { members: "db|support|user-1" });
    expect(first?.message).toBe("members must be a list of user ids");
    accepts(change, { members: ids(1), note: "ignored" });
  });
});

describe("members listing query", () => {
  it("takes checkpoint, offset and fields parameters", () => {
    expect(listQuery.parse({ from: "n", take: "5", page: "1", fields: "user_id,email" })).toEqual({
      from: "n",
      take: 5,
      page: 1,
      fields: ["user_id", "email"],
    });
  });

  it("refuses an unknown parameter", () => {
    expect(onlyIssue(listQuery, { q: "x" }).code).toBe("unrecognized_keys");
  });
});

describe("member as answered", () => {
  it("needs a user id; email, name and roles are optional", () => {
    const page = { members: [{ user_id: "a" }, { user_id: "b", email: "b@x.example" }] };
    expect(organizationMemberPageSchema.parse(page)).toEqual(page);
    expect(onlyIssue(organizationMemberPageSchema, { members: [{ email: "x" }] }).path).toEqual([
      "members",
      0,
      "user_id",
    ]);
  });
});
