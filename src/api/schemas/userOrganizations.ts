import { z } from "zod";
import { organizationSchema } from "./organization.ts";
import { offsetQueryShape, offsetTotalsShape } from "./paging.ts";

/**
 * GET /users/{id}/organizations: offset paging only (`page` 0–1000, `per_page` 1–100,
 * `include_totals`), as S `users.organizations.list` sends it (lifecycle-operations.md, "Tenant
 * roles and a user's organizations"). Only the first 1,000 records are reachable, as for every
 * offset listing.
 */
export const userOrganizationListQuerySchema = z.strictObject(offsetQueryShape);
export type UserOrganizationListQuery = z.infer<typeof userOrganizationListQuerySchema>;

/** The answer with `include_totals=true`: each item an organization as GET /organizations/{id}. */
export const userOrganizationTotalsSchema = z.looseObject({
  ...offsetTotalsShape,
  organizations: z.array(organizationSchema),
});
export type UserOrganizationTotals = z.infer<typeof userOrganizationTotalsSchema>;

/** The answer without totals: a bare array. */
export const userOrganizationArraySchema = z.array(organizationSchema);
