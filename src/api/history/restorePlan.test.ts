import { describe, expect, it } from "vitest";
import { lastChangeOf, restorePlan } from "./restorePlan";

describe("restorePlan", () => {
  const version = {
    name: "acme",
    display_name: "Acme B",
    metadata: { tier: "gold", region: "eu" },
  };

  it("sends each differing setting whole, and lists each differing leaf", () => {
    const now = {
      name: "acme",
      display_name: "Acme C",
      metadata: { tier: "silver", region: "eu" },
      branding: { logo_url: "https://example.com/logo.png" },
    };
    const plan = restorePlan("organization", version, now);
    expect(plan.body).toEqual({
      display_name: "Acme B",
      metadata: { tier: "gold", region: "eu" },
      // The version had no branding: `{}` removes it.
      branding: {},
    });
    expect(plan.differences).toEqual([
      { field: ["display_name"], now: "Acme C", restored: "Acme B" },
      { field: ["branding", "logo_url"], now: "https://example.com/logo.png", restored: undefined },
      { field: ["metadata", "tier"], now: "silver", restored: "gold" },
    ]);
    expect(plan.kept).toEqual([]);
  });

  it("has nothing to send when the object matches, an empty metadata being none", () => {
    const plan = restorePlan("organization", version, { ...version, branding: {} });
    expect(plan).toEqual({ differences: [], body: {}, kept: [] });
  });

  it("keeps a display name the version lacked: no PATCH removes one", () => {
    const plan = restorePlan("organization", { name: "acme" }, { name: "acme", display_name: "A" });
    expect(plan.body).toEqual({});
    expect(plan.kept).toEqual(["display_name"]);
  });

  it("names the newest later entry that changed a path, a whole setting included", () => {
    const newer = [
      { id: "9", changes: [{ field: ["name"] }] },
      { id: "8", changes: [{ field: ["metadata"] }] },
      { id: "7", changes: [{ field: ["metadata", "tier"] }] },
    ];
    expect(lastChangeOf(newer, ["metadata", "tier"])?.id).toBe("8");
    expect(lastChangeOf(newer, ["display_name"])).toBeUndefined();
  });
});
