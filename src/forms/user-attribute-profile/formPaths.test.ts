import { describe, expect, it } from "vitest";
import { formValuesOf, newAttributeRow } from "./fields";
import { toFormPath } from "./formPaths";
import { workforceProfile } from "./testUserAttributeProfiles";

const values = formValuesOf(workforceProfile());
values.user_attributes.push({ ...newAttributeRow(), name: "org.unit" });

describe("toFormPath: an API path lands on the input that holds it", () => {
  it.each([
    ["name", "name"],
    ["user_id.scim_mapping", "user_id.scim_mapping"],
    ["user_id.saml_mapping.1", "user_id.saml_mapping.1"],
    [
      "user_id.strategy_overrides.samlp.saml_mapping.0",
      "user_id.strategy_overrides.samlp.saml_mapping.0",
    ],
    ["user_attributes.email.label", "user_attributes.0.label"],
    ["user_attributes.email.oidc_mapping", "user_attributes.0.oidc_mapping.mapping"],
    [
      "user_attributes.email.strategy_overrides.waad.oidc_mapping.mapping",
      "user_attributes.0.strategy_overrides.waad.oidc_mapping.mapping",
    ],
    ["user_attributes.employee_id", "user_attributes.1.name"],
    ["user_attributes.org.unit.label", "user_attributes.2.label"],
  ])("%s → %s", (apiPath, formPath) => {
    expect(toFormPath(apiPath, values)).toBe(formPath);
  });

  it.each([
    ["user_attributes"],
    ["user_attributes.nobody.label"],
    // Attribute objects are closed: an unknown member has no input to land on.
    ["user_attributes.employee_id.x_source_system"],
    ["user_id.strategy_overrides.samlp"],
    ["nickname"],
  ])("%s has no input: the form-level alert says it", (apiPath) => {
    expect(toFormPath(apiPath, values)).toBeUndefined();
  });
});
