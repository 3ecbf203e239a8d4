import { z } from "zod";
import { userAttributeProfileId } from "./ids.ts";
import { LIMITS } from "./limits.ts";
import { boundedString, lengthProblem } from "./text.ts";

const L = LIMITS.userAttributeProfile;

/** Connection strategies, with the contract's neutral names for vendor-named ones. */
export const STRATEGIES = [
  "federation-server",
  "ad",
  "adfs",
  "waad",
  "workspace-suite",
  "workforce-idp",
  "oidc",
  "samlp",
] as const;
export const strategy = z.enum(STRATEGIES);
export type Strategy = z.infer<typeof strategy>;

export const USER_ID_OIDC_MAPPINGS = ["sub"] as const;
export const OVERRIDE_OIDC_MAPPINGS = ["sub", "oid", "email"] as const;

export const samlAttributeName = boundedString(L.samlName);
export const scimMapping = boundedString(L.scimMapping);

/** user_id.strategy_overrides values. Responses add oidc_mapping; it is sent back unchanged. */
export const userIdOverrideSchema = z.strictObject({
  oidc_mapping: z.enum(OVERRIDE_OIDC_MAPPINGS).optional(),
  saml_mapping: z.array(samlAttributeName).optional(),
  scim_mapping: scimMapping.optional(),
});

/** Sent whole: `user_id: {}` resets the mapping to the service's defaults. */
export const userIdMappingSchema = z.strictObject({
  oidc_mapping: z.enum(USER_ID_OIDC_MAPPINGS).optional(),
  saml_mapping: z.array(samlAttributeName).optional(),
  scim_mapping: scimMapping.optional(),
  strategy_overrides: z.partialRecord(strategy, userIdOverrideSchema).optional(),
});
export type UserIdMapping = z.infer<typeof userIdMappingSchema>;

export const oidcAttributeMappingSchema = z.looseObject({
  mapping: boundedString(L.oidcMapping),
  display_name: boundedString(L.oidcDisplayName).optional(),
});

const samlMappingList = z.array(samlAttributeName).min(1, { error: "Add at least one SAML name" });

/**
 * One user attribute. The interface document leaves the structure open, so unknown properties
 * pass through untouched: the editor must send them back as it received them.
 * `native_mapping` is the provider-native mapping string (service-facts.md gives no name).
 */
export const userAttributeSchema = z.looseObject({
  description: boundedString(L.description).optional(),
  label: boundedString(L.label).optional(),
  profile_required: z.boolean().optional(),
  native_mapping: boundedString(L.nativeMapping).optional(),
  oidc_mapping: oidcAttributeMappingSchema.optional(),
  saml_mapping: samlMappingList.optional(),
  scim_mapping: scimMapping.optional(),
  strategy_overrides: z
    .partialRecord(
      strategy,
      z.looseObject({
        oidc_mapping: oidcAttributeMappingSchema.optional(),
        saml_mapping: samlMappingList.optional(),
        scim_mapping: scimMapping.optional(),
      }),
    )
    .optional(),
});
export type UserAttribute = z.infer<typeof userAttributeSchema>;

export const attributeName = boundedString(L.attributeName);

/** Names are checked here, not as record keys, so the message says what is wrong with a name. */
export const userAttributesSchema = z.record(z.string(), userAttributeSchema).check((ctx) => {
  for (const name of Object.keys(ctx.value)) {
    const problem = lengthProblem(name, L.attributeName);
    if (problem) {
      ctx.issues.push({
        code: "custom",
        input: name,
        path: [name],
        message: `Attribute name: ${problem}`,
      });
    }
  }
  const count = Object.keys(ctx.value).length;
  if (count < L.attributes.min || count > L.attributes.max) {
    ctx.issues.push({
      code: "custom",
      input: ctx.value,
      message: `Must have ${L.attributes.min} to ${L.attributes.max} attributes (it has ${count})`,
    });
  }
});

export const userAttributeProfileName = boundedString(L.name);

/** PATCH /user-attribute-profiles/{id} body; every field optional, `{}` is valid. */
export const userAttributeProfilePatchSchema = z.strictObject({
  name: userAttributeProfileName.optional(),
  user_id: userIdMappingSchema.optional(),
  user_attributes: userAttributesSchema.optional(),
});
export type UserAttributeProfilePatch = z.infer<typeof userAttributeProfilePatchSchema>;

/** Responses are read leniently: a property the contract does not list is no failure. */
const userIdMappingResponseSchema = z.looseObject({
  ...userIdMappingSchema.shape,
  strategy_overrides: z
    .partialRecord(strategy, z.looseObject(userIdOverrideSchema.shape))
    .optional(),
});

/** The whole profile as the service returns it. */
export const userAttributeProfileSchema = z.object({
  id: userAttributeProfileId,
  name: userAttributeProfileName,
  user_id: userIdMappingResponseSchema,
  user_attributes: userAttributesSchema,
});
export type UserAttributeProfile = z.infer<typeof userAttributeProfileSchema>;
