import {
  NATIVE_MAPPING,
  OVERRIDE_OIDC_MAPPINGS,
  STRATEGIES,
  type Strategy,
  USER_ID_OIDC_MAPPINGS,
  type UserAttribute,
  type UserAttributeProfile,
  type UserAttributeProfilePatch,
} from "../../api/schemas/userAttributeProfile";
import { sameJson } from "./sameJson";

/**
 * One field-spec table for the editor: each API member has a codec that gives its form value,
 * turns the form value back into the API value, and says how the screen shows it. The form
 * values, the PATCH body, the inputs and the form paths of errors all come from these tables.
 */

/**
 * What the console knows of a profile: the contract has no read operation, so this is whatever
 * the tenant last returned here, a pasted JSON, or nothing at all. An absent field is unknown.
 */
export type KnownUserAttributeProfile = Partial<Omit<UserAttributeProfile, "id">>;

export interface SelectOption {
  value: string;
  label: string;
}

/** How a member is shown: the inputs come from this (see MappingFields). */
type Widget =
  | { kind: "text"; label: string; hint?: string }
  | { kind: "select"; label: string; options: readonly SelectOption[] }
  | { kind: "list"; legend: string; hint?: string; emptyText: string }
  | { kind: "oidc" }
  | { kind: "overrides"; legend: string; fields: Fields };

interface Codec<F = unknown> {
  widget: Widget;
  toForm(api: unknown): F;
  /** undefined: the member is left out of the body ("" stands for "not set" in an input). */
  toApi(form: F): unknown;
}

export type Fields = Readonly<Record<string, Codec>>;

const text = (label: string, hint?: string): Codec<string> => ({
  widget: { kind: "text", label, ...(hint === undefined ? {} : { hint }) },
  toForm: (api) => (typeof api === "string" ? api : ""),
  toApi: (form) => (form === "" ? undefined : form),
});

const choice = (label: string, options: readonly SelectOption[]): Codec<string> => ({
  ...text(label),
  widget: { kind: "select", label, options },
});

const list = (legend: string, emptyText: string, hint?: string): Codec<string[]> => ({
  widget: { kind: "list", legend, emptyText, ...(hint === undefined ? {} : { hint }) },
  toForm: (api) => (Array.isArray(api) ? api.map(String) : []),
  toApi: (form) => (form.length === 0 ? undefined : [...form]),
});

const tristate: Codec<string> = {
  widget: {
    kind: "select",
    label: "Profile required",
    options: [
      { value: "", label: "Not set" },
      { value: "true", label: "Required" },
      { value: "false", label: "Not required" },
    ],
  },
  toForm: (api) => (typeof api === "boolean" ? String(api) : ""),
  toApi: (form) => (form === "" ? undefined : form === "true"),
};

interface OidcValues {
  mapping: string;
  display_name: string;
}

const oidc: Codec<OidcValues> = {
  widget: { kind: "oidc" },
  toForm: (api) => {
    const value = (api ?? {}) as Partial<OidcValues>;
    return { mapping: value.mapping ?? "", display_name: value.display_name ?? "" };
  },
  toApi: (form) =>
    form.mapping === "" && form.display_name === ""
      ? undefined
      : compact({ mapping: form.mapping, display_name: text("").toApi(form.display_name) }),
};

function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));
}

function own(record: unknown, key: string): unknown {
  return typeof record === "object" && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

export function formOf(fields: Fields, api: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, codec]) => [key, codec.toForm(own(api, key))]),
  );
}

/**
 * The API object for form values. While a member still shows what the starting point held, it
 * is sent as the starting point holds it: an untouched `{}` stays `{}`, never "not set".
 */
export function apiOf(fields: Fields, form: object, original?: unknown) {
  const entries = Object.entries(fields).map(([key, codec]) => {
    const now = own(form, key);
    const before = own(original, key);
    const kept = before !== undefined && sameJson(now, codec.toForm(before));
    return [key, kept ? before : codec.toApi(now)];
  });
  return compact(Object.fromEntries(entries));
}

/** Per strategy: `present` says whether the override exists; its inputs exist only then. */
function overrides(legend: string, fields: Fields): Codec<Record<string, { present: boolean }>> {
  return {
    widget: { kind: "overrides", legend, fields },
    toForm: (api) =>
      Object.fromEntries(
        STRATEGIES.map((strategy) => {
          const override = own(api, strategy);
          return [strategy, { present: override !== undefined, ...formOf(fields, override) }];
        }),
      ),
    toApi: (form) => {
      const present = STRATEGIES.filter((strategy) => form[strategy]?.present);
      if (present.length === 0) return undefined;
      return Object.fromEntries(
        present.map((strategy) => [strategy, apiOf(fields, form[strategy] ?? {})]),
      );
    },
  };
}

const options = (values: readonly string[]): SelectOption[] => [
  { value: "", label: "Not set (the tenant uses sub)" },
  ...values.map((value) => ({ value, label: value })),
];
const samlNames = (emptyText: string, hint?: string) =>
  list("SAML attribute names", emptyText, hint);

const USER_ID_OVERRIDE_FIELDS: Fields = {
  oidc_mapping: choice("OIDC claim", options(OVERRIDE_OIDC_MAPPINGS)),
  saml_mapping: samlNames("No SAML names for this strategy."),
  scim_mapping: text("SCIM attribute"),
};

export const USER_ID_FIELDS: Fields = {
  oidc_mapping: choice("OIDC claim", options(USER_ID_OIDC_MAPPINGS)),
  saml_mapping: samlNames(
    "No SAML names: the tenant's defaults apply.",
    "Tried in this order. Leave the list empty for the tenant's default names.",
  ),
  scim_mapping: text("SCIM attribute", "Leave empty for the tenant's default (externalId)."),
  strategy_overrides: overrides("User id strategy overrides", USER_ID_OVERRIDE_FIELDS),
};

const ATTRIBUTE_OVERRIDE_FIELDS: Fields = {
  oidc_mapping: oidc,
  scim_mapping: text("SCIM attribute"),
  saml_mapping: samlNames("No SAML names for this strategy."),
};

/** The four required members first, in the order the contract lists them. */
export const ATTRIBUTE_FIELDS: Fields = {
  label: text("Label"),
  description: text("Description"),
  profile_required: tristate,
  [NATIVE_MAPPING]: text("Provider-native mapping"),
  oidc_mapping: oidc,
  scim_mapping: text("SCIM attribute"),
  saml_mapping: samlNames("No SAML names."),
  strategy_overrides: overrides("Attribute strategy overrides", ATTRIBUTE_OVERRIDE_FIELDS),
};

/** The form values the tables build; "" stands for "not set" in every input. */
interface Mappings<Oidc> {
  oidc_mapping: Oidc;
  saml_mapping: string[];
  scim_mapping: string;
}
export type OverrideValues<Oidc> = Mappings<Oidc> & { present: boolean };

interface UserIdValues extends Mappings<string> {
  strategy_overrides: Record<Strategy, OverrideValues<string>>;
}

/**
 * One attribute row. Input names follow the API path with the row index in place of the
 * attribute name (`user_attributes.0.label`), because a map key cannot name a field while it is
 * being typed; the name itself is `user_attributes.0.name`. `origin` is the attribute's name in
 * the starting point, or "" for one added here.
 */
export interface AttributeRow extends Mappings<OidcValues> {
  origin: string;
  name: string;
  label: string;
  description: string;
  profile_required: "" | "true" | "false";
  [NATIVE_MAPPING]: string;
  strategy_overrides: Record<Strategy, OverrideValues<OidcValues>>;
}

export interface UserAttributeProfileFormValues {
  name: string;
  user_id: UserIdValues;
  user_attributes: AttributeRow[];
}

export function attributeRowOf(name: string, attribute?: unknown): AttributeRow {
  return {
    ...(formOf(ATTRIBUTE_FIELDS, attribute) as Omit<AttributeRow, "origin" | "name">),
    origin: name,
    name,
  };
}

export const newAttributeRow = () => attributeRowOf("");

/** The form as it starts from a known profile: every row is an attribute the tenant holds. */
export function formValuesOf(profile: KnownUserAttributeProfile): UserAttributeProfileFormValues {
  return {
    name: profile.name ?? "",
    user_id: formOf(USER_ID_FIELDS, profile.user_id) as unknown as UserIdValues,
    user_attributes: Object.entries(profile.user_attributes ?? {}).map(([name, attribute]) =>
      attributeRowOf(name, attribute),
    ),
  };
}

/**
 * The PATCH body for what the form holds against its starting point: unchanged fields are
 * absent, `user_id` is whole when any part of it changed (the tenant replaces it whole), and
 * each changed attribute is sent whole. Not yet checked: the resolver parses it with the
 * contract's schema, which names a missing required member.
 */
export function toPatchBody(
  start: KnownUserAttributeProfile,
  values: UserAttributeProfileFormValues,
) {
  const body: UserAttributeProfilePatch = {};
  if (values.name !== (start.name ?? "")) body.name = values.name;

  const userId = apiOf(USER_ID_FIELDS, values.user_id, start.user_id);
  const userIdBefore = apiOf(USER_ID_FIELDS, formOf(USER_ID_FIELDS, start.user_id), start.user_id);
  if (!sameJson(userId, userIdBefore)) body.user_id = userId;

  const changed = values.user_attributes.flatMap(({ origin, name, ...row }) => {
    const original = origin === "" ? undefined : own(start.user_attributes, origin);
    const attribute = apiOf(ATTRIBUTE_FIELDS, row, original);
    return original !== undefined && sameJson(attribute, original) ? [] : [[name, attribute]];
  });
  // fromEntries, not assignment: an attribute named "__proto__" stays an ordinary key.
  if (changed.length > 0) {
    body.user_attributes = Object.fromEntries(changed) as Record<string, UserAttribute>;
  }
  return body;
}

export const hasChanges = (body: UserAttributeProfilePatch) => Object.keys(body).length > 0;
