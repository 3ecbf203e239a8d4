import { describe, expect, it } from "vitest";
import { matchOperation } from "./allowList.ts";
import { ProxyRefusal } from "./proxyError.ts";

function refusal(method: string, rawUrl: string): number {
  try {
    matchOperation(method, rawUrl);
  } catch (error) {
    if (error instanceof ProxyRefusal) return error.status;
    throw error;
  }
  return 0;
}

describe("the allow-list match", () => {
  it("lets the console's operations through, the raw path and query kept", () => {
    const list = matchOperation("GET", "/api/v2/token-exchange-profiles?take=5&from=abc");
    expect(list).toMatchObject({ path: "/token-exchange-profiles", search: "?take=5&from=abc" });
    const clear = matchOperation("POST", "/api/v2/users/samlp%7Cops%2Falex/risk-assessments/clear");
    expect(clear.route.name).toBe("clearRiskAssessments");
    expect(clear.params).toEqual({ id: "samlp|ops/alex" });
    expect(clear.path).toBe("/users/samlp%7Cops%2Falex/risk-assessments/clear");
  });

  it.each([
    [
      "POST",
      "/api/v2/users/..%2F..%2Forganizations/risk-assessments/clear",
      400,
      "`..%2F` in an id",
    ],
    ["POST", "/api/v2/users/%2e%2e%2forganizations/risk-assessments/clear", 400, "`%2e%2e%2f`"],
    ["POST", "/api/v2/users/a%2F.%2Fb/risk-assessments/clear", 400, "`.` between encoded slashes"],
    ["POST", "/api/v2/users/x%2F..%2F..%2Fy/risk-assessments/clear", 400, "`..` between slashes"],
    ["POST", "/api/v2/users/..%5c..%5corganizations/risk-assessments/clear", 400, "`..%5c`"],
    ["POST", "/api/v2/users/DOMAIN%5Calex/risk-assessments/clear", 400, "an encoded backslash"],
    ["POST", "/api/v2/users/oidc%7Ca%2F..b/risk-assessments/clear", 0, "`..b` is no dot segment"],
    ["POST", "/api/v2/users/samlp%7Cops%2Falex/risk-assessments/clear", 0, "a slash in a user id"],
    // Issue 33, finding 31: what a hop that decodes, strips or normalises could make a path of.
    ["POST", "/api/v2/users/oidc%7Cx%2F..%3B%2Fy/risk-assessments/clear", 400, "`..;`"],
    ["POST", "/api/v2/users/oidc%7Cx%2F%252e%252e%2Fy/risk-assessments/clear", 400, "`%252e`"],
    ["POST", "/api/v2/users/oidc%7Cx%2F%EF%BC%8E%EF%BC%8E/risk-assessments/clear", 400, "`．．`"],
    ["POST", "/api/v2/users/oidc%7Cx%2F%2Fy/risk-assessments/clear", 400, "an empty part"],
    ["POST", "/api/v2/users/oidc%7Cx%2F/risk-assessments/clear", 400, "a trailing slash"],
    ["POST", "/api/v2/users/oidc%7Cx%0D%0Ay/risk-assessments/clear", 400, "encoded CR LF"],
    ["POST", "/api/v2/users/oidc%7Cx%00/risk-assessments/clear", 400, "encoded NUL"],
    // The contract bounds a user id by its length only, and the risk screen accepts as much.
    ["POST", "/api/v2/users/no-provider/risk-assessments/clear", 0, "a user id without `|`"],
    ["POST", `/api/v2/users/${"a".repeat(1025)}/risk-assessments/clear`, 400, "1025 characters"],
    ["DELETE", "/api/v2/organizations/org_x%2Fmembers%2Fu%2Froles", 400, "a path in an org id"],
    ["DELETE", "/api/v2/organizations/acme", 400, "a name for an org id"],
    ["GET", "/api/v2/organizations/name/Acme%20Corp", 400, "a name outside the rule"],
    ["GET", "/api/v2/token-exchange-profiles/tep_1", 400, "a short profile id"],
    ["GET", "/api/v2/user-attribute-profiles/templates", 0, "templates is no profile id"],
    [
      "PATCH",
      "/api/v2/organizations/org_abcdefghijklmnop/enabled_connections/org_abcdefghijklmnop",
      400,
      "an org id for a connection id",
    ],
    ["GET", "/api/v2/../organizations", 400, "dot segment"],
    ["POST", "/api/v2/users/%2e/risk-assessments/clear", 400, "encoded dot"],
    ["POST", "/api/v2/users//risk-assessments/clear", 400, "empty id"],
    ["POST", "/api/v2/users/a%ZZ/risk-assessments/clear", 400, "malformed encoding"],
    ["POST", "/api/v2/users/a\\b/risk-assessments/clear", 400, "backslash"],
    ["GET", "/api/v2", 404, "bare prefix"],
    ["GET", "/api/v2/", 400, "empty segment"],
    ["GET", "/api/v2/token-exchange-profiles/", 400, "trailing slash"],
    ["PATCH", "/api/v2/organizations", 405, "other method"],
    ["HEAD", "/api/v2/token-exchange-profiles", 405, "HEAD"],
    ["GET", "/api/v2/users/x/sessions", 404, "no such operation"],
  ])("%s %s → %i (%s)", (method, url, status) => {
    expect(refusal(method, url)).toBe(status);
  });
});

describe("the query of an allowed call (issue 33, finding 30)", () => {
  it("is written again from the pairs it checked", () => {
    const search =
      "?strategy=samlp&strategy=oidc&name=corp-oidc&fields=id%2Cname&include_fields=true";
    expect(matchOperation("GET", `/api/v2/connections${search}`).search).toBe(search);
    expect(matchOperation("GET", "/api/v2/users?q=name%3A%22jane+doe%22").search).toBe(
      "?q=name%3A%22jane+doe%22",
    );
    expect(matchOperation("POST", "/api/v2/organizations?").search).toBe("");
  });

  it.each([
    ["POST", "/api/v2/organizations?fields=id", "a key on a write"],
    ["GET", "/api/v2/token-exchange-profiles?take=1&take=2", "a repeated key"],
    ["GET", "/api/v2/token-exchange-profiles?per_page=1000", "a key of another operation"],
    ["GET", "/api/v2/token-exchange-profiles?take=101", "take over 100"],
    ["GET", "/api/v2/token-exchange-profiles?take=0", "take under 1"],
    ["GET", "/api/v2/token-exchange-profiles?take=05", "a leading zero"],
    ["GET", "/api/v2/token-exchange-profiles?take", "a key without a value"],
    ["GET", "/api/v2/token-exchange-profiles?take=1&", "an empty pair"],
    ["GET", "/api/v2/token-exchange-profiles?from=%ZZ", "a malformed encoding"],
    ["GET", "/api/v2/token-exchange-profiles?from=a%0Ab", "a line break in a cursor"],
    ["GET", "/api/v2/users?q=*:*&search_engine=v1", "an older search engine"],
    ["GET", "/api/v2/users?per_page=1000", "per_page over 100"],
    ["GET", "/api/v2/organizations?q=*:*", "a search on a listing"],
    ["DELETE", "/api/v2/organizations/org_abcdefghijklmnop?cascade=true", "a key on a delete"],
  ])("%s %s is a 400 (%s)", (method, url) => {
    expect(refusal(method, url)).toBe(400);
  });
});
