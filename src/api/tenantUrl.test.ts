import { describe, expect, it } from "vitest";
import { normalizeTenantUrl, tenantUrlProblem } from "./tenantUrl";

describe("tenantUrlProblem", () => {
  it.each([
    "https://tenant.example.com",
    "https://tenant.example.com/",
    "http://127.0.0.1:4010",
    "http://localhost:5173",
    "http://[::1]:8080",
  ])("accepts the origin %s", (url) => {
    expect(tenantUrlProblem(url)).toBeUndefined();
  });

  it.each([
    ["", /Enter the tenant URL/],
    ["tenant.example.com", /full URL that starts with https/],
    ["ftp://tenant.example.com", /must start with https/],
    ["http://tenant.example.com", /plain http is only allowed for 127\.0\.0\.1/],
    ["https://tenant.example.com/api/v2", /only the origin \(https:\/\/tenant\.example\.com\)/],
    ["https://tenant.example.com?x=1", /only the origin/],
    ["https://user:pw@tenant.example.com", /user name or password/],
  ])("rejects %j", (url, message) => {
    expect(tenantUrlProblem(url)).toMatch(message);
  });

  it("normalizes to the origin without a trailing slash", () => {
    expect(normalizeTenantUrl(" https://Tenant.Example.com/ ")).toBe("https://tenant.example.com");
  });
});
