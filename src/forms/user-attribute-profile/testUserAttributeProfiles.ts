/**
 * A profile shaped like the ones the tenant returns, for the unit tests of this folder: user id
 * overrides on three strategies, and two attributes with the four required members, one with
 * every mapping.
 */
import { NATIVE_MAPPING } from "../../api/schemas/userAttributeProfile";
import type { KnownUserAttributeProfile } from "./fields";

export const CLAIMS = "http://schemas.xmlsoap.org/ws/2005/05/identity/claims";

export function workforceProfile(): KnownUserAttributeProfile {
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
        [NATIVE_MAPPING]: "mail",
        oidc_mapping: { mapping: "email", display_name: "Email" },
        saml_mapping: [`${CLAIMS}/emailaddress`, "email"],
        strategy_overrides: {
          waad: { oidc_mapping: { mapping: "upn" } },
        },
      },
      employee_id: {
        description: "HR system employee number",
        label: "Employee ID",
        profile_required: false,
        [NATIVE_MAPPING]: "employeeNumber",
      },
    },
  };
}
