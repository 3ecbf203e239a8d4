import { describe, expect, it } from "vitest";
import { attributeRowOf } from "../fields";
import { summaryOf } from "./attributeSummary";

describe("summaryOf: what the overview shows of a closed attribute", () => {
  it("lists the protocols with a mapping and counts the strategy overrides", () => {
    const row = attributeRowOf("email", {
      label: "Email",
      saml_mapping: ["mail"],
      scim_mapping: "emails[primary eq true].value",
      strategy_overrides: { waad: { scim_mapping: "mail" }, samlp: { saml_mapping: ["x"] } },
    });
    expect(summaryOf(row)).toEqual({ protocols: ["SAML", "SCIM"], overrides: 2 });
  });

  it("says nothing is mapped for an attribute with no mapping", () => {
    const row = attributeRowOf("dept", { label: "Department", oidc_mapping: { mapping: "dept" } });
    expect(summaryOf(row)).toEqual({ protocols: ["OIDC"], overrides: 0 });
    expect(summaryOf(attributeRowOf(""))).toEqual({ protocols: [], overrides: 0 });
  });
});
