import { describe, expect, it } from "vitest";
import { findRoute } from "../app/routes";
import { routeHash, routeParam, routePath } from "./routeQuery";

describe("route queries", () => {
  it("keeps the screen's path apart from its query", () => {
    expect(routePath("/risk-assessments?user=a")).toBe("/risk-assessments");
    expect(routePath("/risk-assessments")).toBe("/risk-assessments");
  });

  it("round-trips a user id with the characters real ids hold", () => {
    const id = "samlp|partners|ops/alex.kim+1@example.org & co";
    const hash = routeHash("/risk-assessments", "user", id);
    expect(hash.startsWith("#/risk-assessments?user=")).toBe(true);
    expect(routeParam(hash.slice(1), "user")).toBe(id);
  });

  it("reads nothing from an absent or empty parameter", () => {
    expect(routeParam("/risk-assessments", "user")).toBeUndefined();
    expect(routeParam("/risk-assessments?user=", "user")).toBeUndefined();
    expect(routeParam("/risk-assessments?other=1", "user")).toBeUndefined();
  });
});

describe("findRoute", () => {
  it("finds the screen of an address that carries a query", () => {
    expect(findRoute("/risk-assessments?user=oidc%7C1")?.label).toBe("Risk assessments");
    expect(findRoute("/user-attribute-profiles?profile=uap_1")?.label).toBe(
      "User attribute profiles",
    );
  });

  it("takes a screen's own address before another screen's details", () => {
    expect(findRoute("/organizations/new")?.label).toBe("Create organization");
    expect(findRoute("/organizations/org_1")?.label).toBe("Organizations");
  });
});
