import { z } from "zod";
import {
  hexColor,
  logoUrl,
  metadataRecord,
  metadataValue,
  organizationDisplayName,
  organizationName,
  thirdPartyClientAccess,
  tokenQuotaSchema,
} from "./organization.ts";

/** The two colours come together or not at all (lifecycle-operations.md, PATCH body). */
export const brandingColorsSchema = z.strictObject({
  primary: hexColor,
  page_background: hexColor,
});

/**
 * PATCH /organizations/{id} body: every property optional, nothing else accepted. What a sent
 * property does (lifecycle-operations.md, recorded): omitted ones are kept; `metadata` replaces
 * the metadata whole (a `null` value leaves that key out, `{}` removes it); `token_quota: null`
 * removes the quota; `branding` replaces the branding whole (`{}` removes it).
 */
export const organizationUpdateSchema = z.strictObject({
  name: organizationName.optional(),
  display_name: organizationDisplayName.optional(),
  branding: z
    .strictObject({ logo_url: logoUrl.optional(), colors: brandingColorsSchema.optional() })
    .optional(),
  metadata: metadataRecord(metadataValue.nullable()).optional(),
  token_quota: tokenQuotaSchema.nullable().optional(),
  third_party_client_access: thirdPartyClientAccess.optional(),
  is_app_entitlement_active: z.boolean().optional(),
});
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;
