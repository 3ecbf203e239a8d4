import { describe, expect, it } from "vitest";
import { operatorFrom, roleOf } from "./operator.ts";

describe("roleOf", () => {
  it.each([
    [["auditor", "administrator"], "administrator"],
    [["support", "auditor"], "support"],
    [["auditor"], "auditor"],
    ["support", "support"],
    [["Administrator", "admin", "operator"], null],
    [[], null],
    [undefined, null],
    [{ administrator: true }, null],
  ])("reads %o as %s", (claim, role) => {
    expect(roleOf(claim)).toBe(role);
  });
});

describe("operatorFrom", () => {
  it("names the person from the ID token, with the role from the configured claim", () => {
    const claims = {
      sub: "auth0|1",
      email: "ana@example.com",
      name: "Ana",
      roles: ["administrator"],
      "https://console.example.com/roles": ["support"],
    };
    expect(operatorFrom(claims, "https://console.example.com/roles")).toEqual({
      sub: "auth0|1",
      email: "ana@example.com",
      name: "Ana",
      role: "support",
    });
    expect(operatorFrom({ sub: "auth0|2" }, "roles")).toEqual({
      sub: "auth0|2",
      email: null,
      name: null,
      role: null,
    });
  });
});
