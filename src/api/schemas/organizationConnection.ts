import { z } from "zod";
import { connectionId } from "./ids.ts";
import { enabledConnectionSchema } from "./organization.ts";
import { offsetQueryShape, offsetTotalsShape } from "./paging.ts";

/**
 * A connection enabled in an organization, as GET, POST and PATCH answer it. The service fills
 * `assign_membership_on_login` (false) and `show_as_button` (true); `is_signup_enabled` concerns
 * database connections and is left out for enterprise ones unless it was set.
 */
export const organizationConnectionSchema = z.looseObject({
  connection_id: connectionId,
  assign_membership_on_login: z.boolean().optional(),
  show_as_button: z.boolean().optional(),
  is_signup_enabled: z.boolean().optional(),
  connection: z.looseObject({ name: z.string(), strategy: z.string() }).optional(),
});
export type OrganizationConnection = z.infer<typeof organizationConnectionSchema>;

/** POST /organizations/{id}/enabled_connections: the connection id and the three flags. */
export const organizationConnectionAddSchema = enabledConnectionSchema;
export type OrganizationConnectionAdd = z.infer<typeof organizationConnectionAddSchema>;

/** PATCH …/enabled_connections/{connectionId}: only the three flags, each optional. */
export const organizationConnectionUpdateSchema = enabledConnectionSchema.omit({
  connection_id: true,
});
export type OrganizationConnectionUpdate = z.infer<typeof organizationConnectionUpdateSchema>;

/** GET …/enabled_connections pages by offset only. */
export const organizationConnectionListQuerySchema = z.strictObject(offsetQueryShape);
export type OrganizationConnectionListQuery = z.infer<typeof organizationConnectionListQuerySchema>;

export const organizationConnectionArraySchema = z.array(organizationConnectionSchema);

export const organizationConnectionTotalsSchema = z.looseObject({
  ...offsetTotalsShape,
  enabled_connections: z.array(organizationConnectionSchema),
});
