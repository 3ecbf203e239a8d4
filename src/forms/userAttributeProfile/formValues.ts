import {
  NATIVE_MAPPING,
  type OVERRIDE_OIDC_MAPPINGS,
  STRATEGIES,
  type Strategy,
  type USER_ID_OIDC_MAPPINGS,
  type UserAttribute,
  type UserAttributeProfile,
} from "../../api/schemas";

/**
 * What the console knows of a profile: the contract has no read operation, so this is whatever
 * the tenant last returned here, a pasted JSON, or nothing at all. An absent field is unknown.
 */
export type KnownProfile = Partial<Omit<UserAttributeProfile, "id">>;
export type KnownUserId = UserAttributeProfile["user_id"];

/** "" stands for "not set" in every text input and select: the property is left out. */
export type UserIdOidc = "" | (typeof USER_ID_OIDC_MAPPINGS)[number];
export type OverrideOidc = "" | (typeof OVERRIDE_OIDC_MAPPINGS)[number];
export type Tristate = "" | "true" | "false";

export interface UserIdOverrideValues {
  present: boolean;
  oidc_mapping: OverrideOidc;
  saml_mapping: string[];
  scim_mapping: string;
}

export interface UserIdValues {
  oidc_mapping: UserIdOidc;
  saml_mapping: string[];
  scim_mapping: string;
  strategy_overrides: Record<Strategy, UserIdOverrideValues>;
}

export interface OidcValues {
  mapping: string;
  display_name: string;
}

export interface AttributeOverrideValues {
  present: boolean;
  oidc_mapping: OidcValues;
  saml_mapping: string[];
  scim_mapping: string;
}

/**
 * One user attribute. Input names follow the API path with the row index in place of the
 * attribute name (`user_attributes.0.label`), because a map key cannot name a field while it is
 * being typed; the name itself is `user_attributes.0.name`.
 */
export interface AttributeRow {
  /** The attribute's name in the starting point, or "" for an attribute added here. */
  origin: string;
  name: string;
  description: string;
  label: string;
  profile_required: Tristate;
  [NATIVE_MAPPING]: string;
  oidc_mapping: OidcValues;
  saml_mapping: string[];
  scim_mapping: string;
  strategy_overrides: Record<Strategy, AttributeOverrideValues>;
}

export interface ProfileFormValues {
  name: string;
  user_id: UserIdValues;
  user_attributes: AttributeRow[];
}

function perStrategy<T>(make: (strategy: Strategy) => T): Record<Strategy, T> {
  return Object.fromEntries(STRATEGIES.map((strategy) => [strategy, make(strategy)])) as Record<
    Strategy,
    T
  >;
}

export function userIdValuesOf(mapping: KnownUserId | undefined): UserIdValues {
  return {
    oidc_mapping: mapping?.oidc_mapping ?? "",
    saml_mapping: [...(mapping?.saml_mapping ?? [])],
    scim_mapping: mapping?.scim_mapping ?? "",
    strategy_overrides: perStrategy((strategy) => {
      const override = mapping?.strategy_overrides?.[strategy];
      return {
        present: override !== undefined,
        oidc_mapping: override?.oidc_mapping ?? "",
        saml_mapping: [...(override?.saml_mapping ?? [])],
        scim_mapping: override?.scim_mapping ?? "",
      };
    }),
  };
}

function oidcValuesOf(mapping: UserAttribute["oidc_mapping"]): OidcValues {
  return { mapping: mapping?.mapping ?? "", display_name: mapping?.display_name ?? "" };
}

export function attributeRowOf(name: string, attribute: Partial<UserAttribute>): AttributeRow {
  const required = attribute.profile_required;
  return {
    origin: name,
    name,
    description: attribute.description ?? "",
    label: attribute.label ?? "",
    profile_required: required === undefined ? "" : required ? "true" : "false",
    native_mapping: attribute[NATIVE_MAPPING] ?? "",
    oidc_mapping: oidcValuesOf(attribute.oidc_mapping),
    saml_mapping: [...(attribute.saml_mapping ?? [])],
    scim_mapping: attribute.scim_mapping ?? "",
    strategy_overrides: perStrategy((strategy) => {
      const override = attribute.strategy_overrides?.[strategy];
      return {
        present: override !== undefined,
        oidc_mapping: oidcValuesOf(override?.oidc_mapping),
        saml_mapping: [...(override?.saml_mapping ?? [])],
        scim_mapping: override?.scim_mapping ?? "",
      };
    }),
  };
}

export function newAttributeRow(): AttributeRow {
  return { ...attributeRowOf("", {}), origin: "" };
}

export function emptyUserIdOverride(): UserIdOverrideValues {
  return { present: false, oidc_mapping: "", saml_mapping: [], scim_mapping: "" };
}

export function emptyAttributeOverride(): AttributeOverrideValues {
  return {
    present: false,
    oidc_mapping: { mapping: "", display_name: "" },
    saml_mapping: [],
    scim_mapping: "",
  };
}

/** The form as it starts from a known profile: every row is an attribute the tenant holds. */
export function formValuesOf(profile: KnownProfile): ProfileFormValues {
  return {
    name: profile.name ?? "",
    user_id: userIdValuesOf(profile.user_id),
    user_attributes: Object.entries(profile.user_attributes ?? {}).map(([name, attribute]) =>
      attributeRowOf(name, attribute),
    ),
  };
}
