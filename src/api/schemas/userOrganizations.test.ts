// @vitest-environment node
// Boundary tests for userOrganizations.ts: the GET /users/{id}/organizations query (offset page
// 0..1000, per_page 1..100 written as digits, include_totals true|false, nothing else) and its
// two answer forms.
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { issuesOf, onlyIssue } from "./testSupport";
import {
  userOrganizationListQuerySchema as query,
  userOrganizationArraySchema,
  userOrganizationTotalsSchema,
} from "./userOrganizations";

const { page, perPage } = LIMITS.offset;
const ACME = { id: "org_Ac3mEc0rp9Xw2Lq7", name: "acme", display_name: "Acme Corp" };

describe("a user's organizations: query", () => {
  it("is all optional", () => expect(query.parse({})).toEqual({}));

  it.each([
    ["page", String(page.min), page.min],
    ["page", String(page.max), page.max],
    ["per_page", String(perPage.min), perPage.min],
    ["per_page", String(perPage.max), perPage.max],
  ])("%s %s is inside", (name, value, parsed) => {
    expect(query.parse({ [name]: value })).toEqual({ [name]: parsed });
  });

  it.each([
    ["page", String(page.min - 1), `page must be at least ${page.min}`],
    ["page", String(page.max + 1), `page must be at most ${page.max}`],
    ["per_page", String(perPage.min - 1), `per_page must be at least ${perPage.min}`],
    ["per_page", String(perPage.max + 1), `per_page must be at most ${perPage.max}`],
    ["page", "1e2", "page must be a whole number"],
    ["include_totals", "yes", "include_totals must be true or false"],
  ])("%s %s is outside, saying the rule", (name, value, message) => {
    expect(onlyIssue(query, { [name]: value }).message).toBe(message);
  });

  it("refuses the checkpoint parameters, which this listing does not take", () => {
    const [issue] = issuesOf(query, { take: "50" });
    expect(issue?.code).toBe("unrecognized_keys");
  });
});

describe("a user's organizations: answer", () => {
  it("reads the totals form and the bare array, each organization as GET answers it", () => {
    const totals = userOrganizationTotalsSchema.parse({
      start: 0,
      limit: 50,
      total: 1,
      organizations: [ACME],
    });
    expect(totals.organizations[0]?.display_name).toBe("Acme Corp");
    expect(userOrganizationArraySchema.parse([ACME])).toHaveLength(1);
  });

  it("refuses an item that is not an organization", () => {
    issuesOf(userOrganizationTotalsSchema, {
      start: 0,
      limit: 50,
      total: 1,
      organizations: [{ id: "acme" }],
    });
  });
});
