import { describe, expect, it } from "vitest";
import type { Organization } from "../../api/schemas/organization";
import { buildUpdateBody, settingsFromOrganization } from "./updateBody";

const saved: Organization = {
  id: "org_abcdefghijklmnop",
  name: "hooli",
  display_name: "Hooli",
  branding: {
    logo_url: "https://example.com/a.png",
    colors: { primary: "#000000", page_background: "#ffffff" },
  },
  metadata: { tier: "gold", region: "eu" },
  token_quota: { client_credentials: { per_day: 100 } },
  third_party_client_access: "block",
};

describe("buildUpdateBody", () => {
  it("sends nothing when nothing changed", () => {
    expect(buildUpdateBody(saved, settingsFromOrganization(saved))).toEqual({});
  });

  it("sends the display name and the whole metadata when one value changed", () => {
    const values = settingsFromOrganization(saved);
    values.display_name = "Hooli Inc";
    values.metadata = values.metadata.map((row) =>
      row.key === "tier" ? { ...row, value: "platinum" } : row,
    );
    expect(buildUpdateBody(saved, values)).toEqual({
      display_name: "Hooli Inc",
      metadata: { tier: "platinum", region: "eu" },
    });
  });

  it("removes the metadata with {} and the quota with null", () => {
    const values = settingsFromOrganization(saved);
    values.metadata = [];
    values.token_quota_enabled = false;
    expect(buildUpdateBody(saved, values)).toEqual({ metadata: {}, token_quota: null });
  });

  it("keeps the saved colours when the logo changes, since branding is replaced whole", () => {
    const values = settingsFromOrganization(saved);
    values.branding.logo_url = "";
    expect(buildUpdateBody(saved, values)).toEqual({
      branding: { colors: { primary: "#000000", page_background: "#ffffff" } },
    });
  });

  it("sends a rename and a changed third-party access", () => {
    const values = settingsFromOrganization(saved);
    values.name = "hooli-eu";
    values.third_party_client_access = "allow";
    expect(buildUpdateBody(saved, values)).toEqual({
      name: "hooli-eu",
      third_party_client_access: "allow",
    });
  });
});
