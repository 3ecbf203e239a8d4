import { describe, expect, it } from "vitest";
import { auditObjectType } from "./objectType.ts";
import { OPERATIONS, WRITES } from "./operations.ts";

function typeOf(name: string) {
  const route = OPERATIONS.find((row) => row.name === name);
  if (!route) throw new Error(`no row ${name}`);
  return auditObjectType(route);
}

describe("auditObjectType", () => {
  it("gives every write an object type", () => {
    expect(WRITES.filter((name) => typeOf(name) === null)).toEqual([]);
  });

  it("names the object a history is kept for, a write on a part of it included", () => {
    expect(typeOf("updateOrganization")).toBe("organization");
    expect(typeOf("deleteOrganization")).toBe("organization");
    expect(typeOf("addOrganizationMembers")).toBe("organization");
    expect(typeOf("removeOrganizationConnection")).toBe("organization");
    expect(typeOf("updateTokenExchangeProfile")).toBe("token_exchange_profile");
    expect(typeOf("createUserAttributeProfile")).toBe("user_attribute_profile");
    expect(typeOf("clearRiskAssessments")).toBe("user");
    expect(typeOf("invalidateRememberBrowser")).toBe("user");
    expect(typeOf("updateRiskAssessmentSettings")).toBe("risk_assessment_settings");
  });
});
