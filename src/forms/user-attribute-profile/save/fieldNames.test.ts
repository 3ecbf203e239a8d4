import { describe, expect, it } from "vitest";
import { fieldNameOf } from "./fieldNames";

describe("fieldNameOf: What changed names fields in words", () => {
  it.each([
    ["name", undefined, "Profile name"],
    ["user_id.scim_mapping", undefined, "SCIM mapping of the user id"],
    [
      "user_id.strategy_overrides.samlp.saml_mapping",
      undefined,
      "SAML mapping for samlp of the user id",
    ],
    ["user_attributes.email.saml_mapping", "email", "SAML mapping of email"],
    ["user_attributes.email.oidc_mapping.mapping", "email", "OIDC claim of email"],
    ["user_attributes.org.unit.label", "org.unit", "Label of org.unit"],
    [
      "user_attributes.email.strategy_overrides.waad.scim_mapping",
      "email",
      "SCIM mapping for waad of email",
    ],
    ["user_attributes.email", "email", "Attribute email"],
  ])("%s → %s", (path, attribute, words) => {
    expect(fieldNameOf(path, attribute)).toBe(words);
  });
});
