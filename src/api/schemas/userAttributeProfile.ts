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

const samlMappingList = z.array(samlAttributeName).min(1, { error: "Add at least one SAML name" });

/** Sent whole: `user_id: {}` resets the mapping to the service's defaults. */
export const userIdMappingSchema = z.strictObject({
  oidc_mapping: z.enum(USER_ID_OIDC_MAPPINGS).optional(),
  saml_mapping: samlMappingList.optional(),
  scim_mapping: scimMapping.optional(),
  strategy_overrides: z.partialRecord(strategy, userIdOverrideSchema).optional(),
});
export type UserIdMapping = z.infer<typeof userIdMappingSchema>;

export const oidcAttributeMappingSchema = z.strictObject({
  mapping: boundedString(L.oidcMapping),
  display_name: boundedString(L.oidcDisplayName).optional(),
});

/**
 * The provider-native mapping's key. The service names it after its vendor, as it does some
 * strategies; this is the one place that spells it, so a rename is a one-line change.
 */
export const NATIVE_MAPPING = "native_mapping" as const;

/** The members every attribute must carry; the editor requires them on attributes it adds. */
export const REQUIRED_ATTRIBUTE_MEMBERS = [
  "description",
  "label",
  "profile_required",
  NATIVE_MAPPING,
] as const;

export const attributeOverrideSchema = z.strictObject({
  oidc_mapping: oidcAttributeMappingSchema.optional(),
  saml_mapping: samlMappingList.optional(),
  scim_mapping: scimMapping.optional(),
});

/**
 * One user attribute. The service closes these objects: the four members of
 * REQUIRED_ATTRIBUTE_MEMBERS are required, and a member outside this list is a 400.
 */
export const userAttributeSchema = z.strictObject({
  description: boundedString(L.description),
  label: boundedString(L.label),
  profile_required: z.boolean({
    error: (issue) => (issue.input === undefined ? "Required" : "Must be true or false"),
  }),
  [NATIVE_MAPPING]: boundedString(L.nativeMapping),
  oidc_mapping: oidcAttributeMappingSchema.optional(),
  saml_mapping: samlMappingList.optional(),
  scim_mapping: scimMapping.optional(),
  strategy_overrides: z.partialRecord(strategy, attributeOverrideSchema).optional(),
});
export type UserAttribute = z.infer<typeof userAttributeSchema>;

export const attributeName = boundedString(L.attributeName);

/** Names are checked here, not as record keys, so the message says what is wrong with a name. */
function attributesRecord<T extends z.ZodType>(attribute: T) {
  return z.record(z.string(), attribute).check((ctx) => {
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
}

export const userAttributesSchema = attributesRecord(userAttributeSchema);

export const userAttributeProfileName = boundedString(L.name);

/** PATCH /user-attribute-profiles/{id} body; every field optional, `{}` is valid. */
export const userAttributeProfilePatchSchema = z.strictObject({
  name: userAttributeProfileName.optional(),
  /** `null` is accepted as the service accepts it; the local tenant treats it as not sent. */
  user_id: userIdMappingSchema.nullable().optional(),
  user_attributes: userAttributesSchema.optional(),
});
export type UserAttributeProfilePatch = z.infer<typeof userAttributeProfilePatchSchema>;

/**
 * POST /user-attribute-profiles body: `name` and 1–64 `user_attributes` are required; without
 * `user_id` the service fills in the default mapping.
 */
export const userAttributeProfileCreateSchema = z.strictObject({
  name: userAttributeProfileName,
  user_id: userIdMappingSchema.optional(),
  user_attributes: userAttributesSchema,
});
export type UserAttributeProfileCreate = z.infer<typeof userAttributeProfileCreateSchema>;

/**
 * Responses are read leniently: a property the contract does not list is no failure. It is
 * dropped, as a request could not send it back.
 */
const userIdMappingResponseSchema = z.object({
  ...userIdMappingSchema.shape,
  strategy_overrides: z.partialRecord(strategy, z.object(userIdOverrideSchema.shape)).optional(),
});

const oidcMappingResponseSchema = z.object(oidcAttributeMappingSchema.shape);

/** A member a response adds to an attribute is dropped: requests could not send it back. */
const userAttributeResponseSchema = z.object({
  ...userAttributeSchema.shape,
  oidc_mapping: oidcMappingResponseSchema.optional(),
  strategy_overrides: z
    .partialRecord(
      strategy,
      z.object({
        ...attributeOverrideSchema.shape,
        oidc_mapping: oidcMappingResponseSchema.optional(),
      }),
    )
    .optional(),
});

/** The whole profile as the service returns it. */
export const userAttributeProfileSchema = z.object({
  id: userAttributeProfileId,
  name: userAttributeProfileName,
  user_id: userIdMappingResponseSchema,
  user_attributes: attributesRecord(userAttributeResponseSchema),
});
export type UserAttributeProfile = z.infer<typeof userAttributeProfileSchema>;
