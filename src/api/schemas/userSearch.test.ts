// @vitest-environment node
// Tests for the support desk's lookups: the full user (user.ts userSchema), users-by-email's
// query and answer, and the user search's query (search_engine rules with the service's texts,
// per_page 0..100, the 1,000-record cap) and its two answer forms (userSearch.ts).
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { accepts, onlyIssue } from "./testSupport";
import { userSchema, usersByEmailQuerySchema, usersByEmailSchema } from "./user";
import { USER_SEARCH_MESSAGES, userSearchQuerySchema, userSearchResultSchema } from "./userSearch";

const S = LIMITS.userSearch;

const user = {
  user_id: "waad|cloud-directory|1b2c",
  email: "Priya.Raman@Contoso-Partner.example",
  email_verified: true,
  name: "Priya Raman",
  created_at: "2024-05-01T08:00:00.000Z",
  last_login: "2025-05-30T07:12:00.000Z",
  logins_count: 42,
  blocked: false,
  identities: [
    { connection: "cloud-directory", user_id: "1b2c", provider: "waad", isSocial: false },
  ],
  app_metadata: { plan: "gold" },
};

describe("user", () => {
  it("reads what a support agent reads and keeps the rest", () => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it("needs only the user id", () => {
    accepts(userSchema, { user_id: "oidc|1" });
    expect(onlyIssue(userSchema, { email: "a@b.example" }).path).toEqual(["user_id"]);
  });

  it("refuses a negative login count", () => {
    expect(onlyIssue(userSchema, { ...user, logins_count: -1 }).path).toEqual(["logins_count"]);
  });
});

describe("users by email", () => {
  it("needs the email, exactly as given", () => {
    expect(usersByEmailQuerySchema.parse({ email: "Priya.Raman@Contoso-Partner.example" })).toEqual(
      { email: "Priya.Raman@Contoso-Partner.example" },
    );
    expect(onlyIssue(usersByEmailQuerySchema, {}).message).toBe("email is required");
    expect(onlyIssue(usersByEmailQuerySchema, { email: "" }).message).toBe("email is required");
  });

  it("takes fields, nothing else", () => {
    accepts(usersByEmailQuerySchema, { email: "a@b.example", fields: "user_id,email" });
    expect(onlyIssue(usersByEmailQuerySchema, { email: "a@b.example", page: "0" }).code).toBe(
      "unrecognized_keys",
    );
  });

  it("answers a bare array", () => {
    accepts(usersByEmailSchema, []);
    accepts(usersByEmailSchema, [user, user]);
  });
});

describe("user search query", () => {
  const v3 = { q: 'email:"jane@acme.example"', search_engine: "v3" };

  it("takes a v3 query with paging, totals, sort and fields", () => {
    expect(
      userSearchQuerySchema.parse({
        ...v3,
        page: "2",
        per_page: "25",
        include_totals: "true",
        sort: "last_login:-1",
        fields: "user_id,email",
      }),
    ).toEqual({
      ...v3,
      page: 2,
      per_page: 25,
      include_totals: "true",
      sort: "last_login:-1",
      fields: ["user_id", "email"],
    });
  });

  it.each([
    ["v1", USER_SEARCH_MESSAGES.v1],
    ["v2", USER_SEARCH_MESSAGES.v2],
  ])("refuses search_engine=%s with the service's text", (engine, message) => {
    const issue = onlyIssue(userSearchQuerySchema, { ...v3, search_engine: engine });
    expect(issue).toMatchObject({ path: ["search_engine"], message });
  });

  it("refuses q without search_engine", () => {
    const issue = onlyIssue(userSearchQuerySchema, { q: v3.q });
    expect(issue).toMatchObject({ path: ["q"], message: USER_SEARCH_MESSAGES.qWithoutEngine });
  });

  it("lists without q", () => accepts(userSearchQuerySchema, {}));

  it.each([
    ["per_page min", { per_page: String(S.perPage.min) }],
    ["per_page max on the last reachable page", { per_page: "100", page: "9" }],
    ["the default per_page on its last reachable page", { page: String(S.maxResults / 50 - 1) }],
  ])("accepts %s", (_case, query) => accepts(userSearchQuerySchema, { ...v3, ...query }));

  it.each([
    ["one page past the first 1000 records", { per_page: "100", page: "10" }],
    ["the default per_page one page too far", { page: String(S.maxResults / 50) }],
    ["a page that ends at record 1001", { per_page: "7", page: "142" }],
  ])("refuses %s", (_case, query) => {
    const issue = onlyIssue(userSearchQuerySchema, { ...v3, ...query });
    expect(issue).toMatchObject({ path: ["page"], message: USER_SEARCH_MESSAGES.pastCap });
  });

  it.each([
    [{ per_page: "101" }, "per_page must be at most 100"],
    [{ per_page: "-1" }, "per_page must be at least 0"],
    [{ include_totals: "yes" }, "include_totals must be true or false"],
    [{ sort: "name" }, "sort must be a field, a colon and 1 or -1, such as created_at:-1"],
    [{ search_engine: "v4" }, "search_engine must be one of: v1, v2, v3"],
  ])("refuses %j, naming the rule", (query, message) => {
    expect(onlyIssue(userSearchQuerySchema, { ...v3, ...query }).message).toBe(message);
  });

  it("refuses connection, which only search_engine v1 took", () => {
    expect(onlyIssue(userSearchQuerySchema, { ...v3, connection: "corp" }).code).toBe(
      "unrecognized_keys",
    );
  });
});

describe("user search answer", () => {
  it("is a bare array or the totals form", () => {
    accepts(userSearchResultSchema, [user]);
    accepts(userSearchResultSchema, { start: 0, limit: 50, length: 1, total: 1, users: [user] });
  });

  it("refuses a totals form without its total", () => {
    const result = userSearchResultSchema.safeParse({ start: 0, limit: 50, length: 0, users: [] });
    expect(result.success).toBe(false);
  });
});
