/**
 * A profile shaped like the ones the tenant returns, for the unit tests of this folder: user id
 * overrides on two strategies, and attributes with properties the editor does not know, at the
 * top level and nested inside known objects.
 */
import type { KnownProfile } from "./formValues";

export const CLAIMS = "http://schemas.xmlsoap.org/ws/2005/05/identity/claims";

export function workforceProfile(): KnownProfile {
  return {
    name: "Workforce directory",
    user_id: {
      oidc_mapping: "sub",
      saml_mapping: [`${CLAIMS}/nameidentifier`, `${CLAIMS}/upn`],
      scim_mapping: "externalId",
      strategy_overrides: {
        waad: { oidc_mapping: "oid", saml_mapping: [`${CLAIMS}/objectidentifier`] },
        samlp: { oidc_mapping: "email", saml_mapping: [`${CLAIMS}/emailaddress`] },
        ad: { oidc_mapping: "sub", scim_mapping: "userName" },
      },
    },
    user_attributes: {
      email: {
        description: "Primary work email address",
        label: "Email",
        profile_required: true,
        oidc_mapping: { mapping: "email", display_name: "Email", x_claim_source: "idp" },
        saml_mapping: [`${CLAIMS}/emailaddress`, "email"],
        strategy_overrides: {
          waad: { oidc_mapping: { mapping: "upn" }, x_note: "kept" },
        },
      },
      employee_id: {
        label: "Employee ID",
        native_mapping: "employeeNumber",
        x_source_system: "hr-core",
        x_nested: { weights: [1, 2.5], owner: null, tags: { a: true } },
      },
    },
  };
}
