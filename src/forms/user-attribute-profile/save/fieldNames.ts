import { NATIVE_MAPPING } from "../../../api/schemas/userAttributeProfile";

const MEMBER_NAMES: Readonly<Record<string, string>> = {
  label: "Label",
  description: "Description",
  profile_required: "Profile required",
  [NATIVE_MAPPING]: "Provider-native mapping",
  oidc_mapping: "OIDC mapping",
  "oidc_mapping.mapping": "OIDC claim",
  "oidc_mapping.display_name": "OIDC display name",
  saml_mapping: "SAML mapping",
  scim_mapping: "SCIM mapping",
};

function memberName(rest: readonly string[]): string {
  if (rest[0] === "strategy_overrides" && rest.length > 2) {
    return `${memberName(rest.slice(2))} for ${rest[1]}`;
  }
  const key = rest.join(".");
  return MEMBER_NAMES[key] ?? key;
}

/**
 * A changed value's API path in words for "What changed": `user_attributes.email.saml_mapping`
 * is "SAML mapping of email". Attribute names may hold dots, so the caller passes the name.
 */
export function fieldNameOf(path: string, attribute?: string): string {
  if (path === "name") return "Profile name";
  if (path.startsWith("user_id.")) {
    return `${memberName(path.slice("user_id.".length).split("."))} of the user id`;
  }
  if (path === "user_id") return "User id mapping";
  const prefix = `user_attributes.${attribute ?? ""}`;
  if (attribute === undefined || !path.startsWith(prefix)) return path;
  if (path === prefix) return `Attribute ${attribute}`;
  return `${memberName(path.slice(prefix.length + 1).split("."))} of ${attribute}`;
}
