import { describe, expect, it } from "vitest";
import { apiPath, PathParameterError, pathOf } from "./apiPath";

describe("apiPath", () => {
  it("keeps a path without parameters as written", () => {
    expect(apiPath`/token-exchange-profiles`).toBe("/token-exchange-profiles");
  });

  it("encodes each parameter as exactly one segment", () => {
    expect(apiPath`/users/${"a/../b"}/risk-assessments/clear`).toBe(
      "/users/a%2F..%2Fb/risk-assessments/clear",
    );
    expect(apiPath`/users/${"oidc|abc def"}/x`).toBe("/users/oidc%7Cabc%20def/x");
    expect(apiPath`/users/${"%2F"}/x`).toBe("/users/%252F/x");
    expect(apiPath`/users/${"?q=1#h"}/x`).toBe("/users/%3Fq%3D1%23h/x");
    expect(apiPath`/a/${1}/b/${"c"}`).toBe("/a/1/b/c");
  });

  it.each(["", ".", ".."])("refuses %j, which no URL can carry as a segment", (value) => {
    expect(() => apiPath`/users/${value}/x`).toThrow(PathParameterError);
  });

  it("refuses a relative path", () => {
    expect(() => apiPath`users`).toThrow(PathParameterError);
  });
});

describe("pathOf", () => {
  it("builds an operation's path from its row, each parameter one encoded segment", () => {
    const route = { path: "/organizations/{id}/enabled_connections/{connectionId}" } as const;
    expect(pathOf(route, { id: "org_1", connectionId: "a/../b" })).toBe(
      "/organizations/org_1/enabled_connections/a%2F..%2Fb",
    );
    expect(pathOf({ path: "/organizations" } as const)).toBe("/organizations");
  });

  it("refuses a parameter no segment can hold, as apiPath does", () => {
    expect(() => pathOf({ path: "/organizations/{id}" } as const, { id: ".." })).toThrow(
      PathParameterError,
    );
  });
});
