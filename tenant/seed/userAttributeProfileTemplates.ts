import { NATIVE_MAPPING, type UserAttributeProfileTemplate } from "../../src/api/schemas/index.ts";
import { DEFAULT_USER_ID_MAPPING, email, familyName, givenName } from "./userAttributeProfiles.ts";

const SAML_CLAIMS = "http://schemas.xmlsoap.org/ws/2005/05/identity/claims";
const ENTERPRISE_SCIM = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

/**
 * The service publishes neither template ids nor contents: these three cover the usual starting
 * points (a workforce directory, SCIM provisioning, partner federation), each a payload a create
 * accepts as it stands.
 */
export const USER_ATTRIBUTE_PROFILE_TEMPLATES: readonly UserAttributeProfileTemplate[] = [
  {
    id: "workforce-directory",
    display_name: "Workforce directory",
    template: {
      name: "Workforce directory",
      user_id: DEFAULT_USER_ID_MAPPING,
      user_attributes: {
        email,
        given_name: givenName,
        family_name: familyName,
        department: {
          description: "Department or cost centre",
          label: "Department",
          profile_required: false,
          [NATIVE_MAPPING]: "department",
          oidc_mapping: { mapping: "department" },
          saml_mapping: [`${SAML_CLAIMS}/department`],
          scim_mapping: `${ENTERPRISE_SCIM}:department`,
        },
      },
    },
  },
  {
    id: "scim-provisioning",
    display_name: "SCIM provisioning",
    template: {
      name: "SCIM provisioned users",
      user_id: { oidc_mapping: "sub", saml_mapping: ["NameID"], scim_mapping: "externalId" },
      user_attributes: {
        email: { ...email, scim_mapping: "emails[primary eq true].value" },
        user_name: {
          description: "Unique sign-in name from the provisioning system",
          label: "User name",
          profile_required: true,
          [NATIVE_MAPPING]: "userName",
          scim_mapping: "userName",
        },
        employee_number: {
          description: "HR employee number",
          label: "Employee number",
          profile_required: false,
          [NATIVE_MAPPING]: "employeeNumber",
          scim_mapping: `${ENTERPRISE_SCIM}:employeeNumber`,
        },
      },
    },
  },
  {
    id: "partner-federation",
    display_name: "Partner federation (SAML)",
    template: {
      name: "Partner federation",
      user_attributes: {
        email,
        organization: {
          description: "Partner company",
          label: "Company",
          profile_required: true,
          [NATIVE_MAPPING]: "company",
          saml_mapping: ["urn:oid:2.5.4.10"],
        },
        role: {
          description: "Role granted by the partner",
          label: "Role",
          profile_required: false,
          [NATIVE_MAPPING]: "role",
          saml_mapping: [`${SAML_CLAIMS}/role`],
        },
      },
    },
  },
];
