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
    ["POST", "/api/v2/users/a%2F..b/risk-assessments/clear", 0, "`..b` is no dot segment"],
    ["POST", "/api/v2/users/ops%2Falex/risk-assessments/clear", 0, "an encoded slash in an id"],
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
