// @vitest-environment node
// Boundary tests for organizationList.ts: the GET /organizations query (checkpoint from/take,
// offset page 0..1000 and per_page 1..100 written as digits, include_totals true|false, sort
// field:1|-1 of at most 15 characters, include_client_association_for never empty, nothing
// else) and the three answer forms.
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import {
  organizationArraySchema,
  organizationPageSchema,
  organizationTotalsSchema,
  organizationListQuerySchema as query,
} from "./organizationList";
import { issuesOf, onlyIssue } from "./testSupport";

const { page, perPage } = LIMITS.offset;

describe("organization listing query", () => {
  it("is all optional", () => expect(query.parse({})).toEqual({}));

  it("reads checkpoint and offset parameters together (the tenant picks the form)", () => {
    expect(query.parse({ from: "abc", take: "100", page: "3", per_page: "20" })).toEqual({
      from: "abc",
      take: 100,
      page: 3,
      per_page: 20,
    });
  });

  it.each([
    ["page", String(page.min), page.min],
    ["page", String(page.max), page.max],
    ["per_page", String(perPage.min), perPage.min],
    ["per_page", String(perPage.max), perPage.max],
  ])("%s %s is inside", (name, value, parsed) => {
    expect(query.parse({ [name]: value })).toEqual({ [name]: parsed });
  });

  it.each([
    ["page", String(page.max + 1), `page must be at most ${page.max}`],
    ["page", "-1", "page must be at least 0"],
    ["per_page", "0", `per_page must be at least ${perPage.min}`],
    ["per_page", String(perPage.max + 1), `per_page must be at most ${perPage.max}`],
    ["per_page", "", "per_page must be a whole number"],
    ["per_page", "1e2", "per_page must be a whole number"],
    ["page", ["1", "2"], "page must be a whole number"],
  ])("%s %j is outside", (name, value, message) => {
    const issue = onlyIssue(query, { [name]: value });
    expect(issue.path).toEqual([name]);
    expect(issue.message).toBe(message);
  });

  it("include_totals is true or false", () => {
    expect(query.parse({ include_totals: "true" })).toEqual({ include_totals: "true" });
    expect(onlyIssue(query, { include_totals: "yes" }).message).toBe(
      "include_totals must be true or false",
    );
  });

  it.each([
    ["name:1", { field: "name", descending: false }],
    ["created_at:-1", { field: "created_at", descending: true }],
    ["display_name:-1", { field: "display_name", descending: true }],
  ])("sort %s is inside (15 characters at most)", (sort, parsed) => {
    expect(query.parse({ sort })).toEqual({ sort: parsed });
  });

  it.each(["name", "name:0", "id:1", "Name:1", "display_name:+1"])("sort %j is refused", (sort) => {
    expect(onlyIssue(query, { sort }).message).toBe(
      "sort must be name, display_name or created_at followed by :1 or :-1, such as name:1",
    );
  });

  it("sort of 16 characters is refused for its length first", () => {
    const [first] = issuesOf(query, { sort: "display_names:-1" });
    expect(first?.message).toBe("Must be at most 15 characters (it has 16)");
  });

  it("include_client_association_for must not be empty", () => {
    expect(query.parse({ include_client_association_for: "abc" })).toEqual({
      include_client_association_for: "abc",
    });
    expect(onlyIssue(query, { include_client_association_for: "" }).message).toBe(
      "include_client_association_for must not be empty",
    );
  });

  it("an unknown parameter is refused", () => {
    expect(onlyIssue(query, { q: "acme" }).code).toBe("unrecognized_keys");
  });
});

describe("organization listing answers", () => {
  const item = { id: "org_Ac3mEc0rp9Xw2Lq7", name: "acme" };

  it("reads each of the three forms, filling third_party_client_access", () => {
    const filled = { ...item, third_party_client_access: "block" };
    expect(organizationPageSchema.parse({ organizations: [item], next: "n" })).toEqual({
      organizations: [filled],
      next: "n",
    });
    expect(
      organizationTotalsSchema.parse({ start: 0, limit: 50, total: 1, organizations: [item] }),
    ).toMatchObject({ total: 1, organizations: [filled] });
    expect(organizationArraySchema.parse([item])).toEqual([filled]);
  });

  it("refuses totals that are not counts", () => {
    const bad = { start: -1, limit: 50, total: 1, organizations: [] };
    expect(onlyIssue(organizationTotalsSchema, bad).path).toEqual(["start"]);
  });
});
