import {
  NATIVE_MAPPING,
  type UserAttributeProfile,
  type UserIdMapping,
} from "../../src/api/schemas/index.ts";

const SAML_CLAIMS = "http://schemas.xmlsoap.org/ws/2005/05/identity/claims";

/** What `user_id: {}` resets a profile's user id mapping to. */
export const DEFAULT_USER_ID_MAPPING: UserIdMapping = {
  oidc_mapping: "sub",
  saml_mapping: [`${SAML_CLAIMS}/nameidentifier`, `${SAML_CLAIMS}/upn`, `${SAML_CLAIMS}/name`],
  scim_mapping: "externalId",
};

export const email = {
  description: "Primary work email address",
  label: "Email",
  profile_required: true,
  [NATIVE_MAPPING]: "mail",
  oidc_mapping: { mapping: "email", display_name: "Email" },
  saml_mapping: [`${SAML_CLAIMS}/emailaddress`, "email"],
  scim_mapping: "emails[primary eq true].value",
  strategy_overrides: {
    waad: { oidc_mapping: { mapping: "upn" }, saml_mapping: [`${SAML_CLAIMS}/upn`] },
    "workspace-suite": { scim_mapping: "primaryEmail" },
  },
};

export const givenName = {
  description: "Given name",
  label: "First name",
  profile_required: false,
  [NATIVE_MAPPING]: "givenName",
  oidc_mapping: { mapping: "given_name", display_name: "Given name" },
  saml_mapping: [`${SAML_CLAIMS}/givenname`],
  scim_mapping: "name.givenName",
};

export const familyName = {
  description: "Family name",
  label: "Last name",
  profile_required: false,
  [NATIVE_MAPPING]: "sn",
  oidc_mapping: { mapping: "family_name" },
  saml_mapping: [`${SAML_CLAIMS}/surname`],
  scim_mapping: "name.familyName",
};

/**
 * Hand-written rather than generated: realistic mappings are the point, and the ids are fixed
 * so tests can address them. Every attribute carries the four required members and nothing the
 * contract does not list, as the real service stores them.
 */
export const STABLE_USER_ATTRIBUTE_PROFILES: readonly UserAttributeProfile[] = [
  {
    id: "uap_1csDj3szFKM6gvVNJbQqYh",
    name: "Workforce directory",
    user_id: {
      oidc_mapping: "sub",
      saml_mapping: [`${SAML_CLAIMS}/nameidentifier`, `${SAML_CLAIMS}/upn`],
      scim_mapping: "externalId",
      strategy_overrides: {
        waad: { oidc_mapping: "oid", saml_mapping: [`${SAML_CLAIMS}/objectidentifier`] },
        adfs: {
          oidc_mapping: "sub",
          saml_mapping: [`${SAML_CLAIMS}/upn`],
          scim_mapping: "userName",
        },
        ad: { oidc_mapping: "sub", scim_mapping: "userName" },
        samlp: { oidc_mapping: "email", saml_mapping: [`${SAML_CLAIMS}/emailaddress`] },
      },
    },
    user_attributes: {
      email,
      given_name: givenName,
      family_name: familyName,
      employee_id: {
        description: "HR system employee number",
        label: "Employee ID",
        profile_required: true,
        [NATIVE_MAPPING]: "employeeNumber",
        saml_mapping: ["urn:oid:2.16.840.1.113730.3.1.3"],
        scim_mapping: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber",
      },
      department: {
        description: "Department or cost centre",
        label: "Department",
        profile_required: false,
        [NATIVE_MAPPING]: "department",
        oidc_mapping: { mapping: "department" },
        scim_mapping: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
        strategy_overrides: {
          ad: { saml_mapping: ["department"] },
          "workforce-idp": { scim_mapping: "department" },
        },
      },
      manager: {
        description: "Reporting manager",
        label: "Manager",
        profile_required: false,
        [NATIVE_MAPPING]: "manager",
        scim_mapping: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager.value",
      },
    },
  },
  {
    id: "uap_7kWm2PqRx9TnB4vLz8HcYd",
    name: "Partner federation",
    user_id: {
      oidc_mapping: "sub",
      saml_mapping: [`${SAML_CLAIMS}/nameidentifier`],
      scim_mapping: "userName",
      strategy_overrides: {
        samlp: { oidc_mapping: "sub", saml_mapping: ["urn:oid:0.9.2342.19200300.100.1.1"] },
        "federation-server": { oidc_mapping: "email", scim_mapping: "emails[0].value" },
        oidc: { oidc_mapping: "sub" },
      },
    },
    user_attributes: {
      email,
      display_name: {
        description: "Name shown in partner portals",
        label: "Display name",
        profile_required: false,
        [NATIVE_MAPPING]: "displayName",
        oidc_mapping: { mapping: "name", display_name: "Full name" },
        saml_mapping: ["displayName"],
        scim_mapping: "displayName",
      },
      organization: {
        description: "Partner company",
        label: "Company",
        profile_required: true,
        [NATIVE_MAPPING]: "company",
        saml_mapping: ["urn:oid:2.5.4.10"],
        scim_mapping: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:organization",
      },
    },
  },
  {
    id: "uap_Qe5Lr8Zt1WcN6yHb3JpXa2",
    name: "Cloud directory sync",
    user_id: {
      oidc_mapping: "sub",
      saml_mapping: [`${SAML_CLAIMS}/objectidentifier`],
      scim_mapping: "externalId",
      strategy_overrides: {
        waad: { oidc_mapping: "oid", scim_mapping: "externalId" },
        "workspace-suite": { oidc_mapping: "email", scim_mapping: "primaryEmail" },
        "workforce-idp": { oidc_mapping: "sub", saml_mapping: ["NameID"] },
      },
    },
    user_attributes: {
      email,
      given_name: givenName,
      family_name: familyName,
      phone_number: {
        description: "Mobile number for recovery",
        label: "Mobile phone",
        profile_required: false,
        [NATIVE_MAPPING]: "mobile",
        oidc_mapping: { mapping: "phone_number" },
        saml_mapping: [`${SAML_CLAIMS}/mobilephone`],
        scim_mapping: 'phoneNumbers[type eq "mobile"].value',
      },
      job_title: {
        description: "Job title",
        label: "Title",
        profile_required: false,
        [NATIVE_MAPPING]: "jobTitle",
        scim_mapping: "title",
      },
      groups: {
        description: "Directory group memberships",
        label: "Groups",
        profile_required: false,
        [NATIVE_MAPPING]: "memberOf",
        saml_mapping: ["http://schemas.microsoft.com/ws/2008/06/identity/claims/groups"],
        scim_mapping: "groups",
        strategy_overrides: { waad: { oidc_mapping: { mapping: "groups" } } },
      },
      locale: {
        description: "Preferred language",
        label: "Locale",
        profile_required: false,
        [NATIVE_MAPPING]: "preferredLanguage",
        oidc_mapping: { mapping: "locale" },
        scim_mapping: "preferredLanguage",
      },
      // Three more make ten: the editor's overview is measured on a 10-attribute profile.
      department: {
        description: "Department in the directory",
        label: "Department",
        profile_required: false,
        [NATIVE_MAPPING]: "department",
        saml_mapping: [`${SAML_CLAIMS}/department`],
        scim_mapping: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
      },
      cost_center: {
        description: "Cost center for billing",
        label: "Cost center",
        profile_required: false,
        [NATIVE_MAPPING]: "costCenter",
        scim_mapping: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:costCenter",
      },
      manager: {
        description: "The user's manager",
        label: "Manager",
        profile_required: false,
        [NATIVE_MAPPING]: "manager",
        oidc_mapping: { mapping: "manager" },
        strategy_overrides: { waad: { oidc_mapping: { mapping: "manager_id" } } },
      },
    },
  },
  {
    id: "uap_Vb3Nk9Ws4Fh7Tm2Qx6Rj1L",
    name: "Contractors (minimal)",
    user_id: { ...DEFAULT_USER_ID_MAPPING },
    user_attributes: {
      email,
      given_name: givenName,
      family_name: familyName,
    },
  },
];

/**
 * Regional copies of the minimal profile, so the listing (5 a page by default) has a second
 * page without any setup.
 */
const REGIONAL_PROFILES: readonly UserAttributeProfile[] = (
  [
    ["uap_Em3aR9gq2Lx7Vt4Nb8Kd1W", "Regional directory EMEA"],
    ["uap_Ap4cH6ks1Wz8Rm3Jq5Yt7B", "Regional directory APAC"],
    ["uap_Am3rC2nv5Pd9Lk7Xs4Hg6F", "Regional directory Americas"],
  ] as const
).map(([id, name]) => ({
  id,
  name,
  user_id: { ...DEFAULT_USER_ID_MAPPING },
  user_attributes: { email, given_name: givenName, family_name: familyName },
}));

export function seedUserAttributeProfiles(): UserAttributeProfile[] {
  return [...STABLE_USER_ATTRIBUTE_PROFILES, ...REGIONAL_PROFILES].map((profile) =>
    structuredClone(profile),
  );
}
