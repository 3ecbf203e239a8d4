import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { organizationSchema } from "./organization.ts";
import { checkpointQueryShape, offsetQueryShape, offsetTotalsShape } from "./paging.ts";
import { lengthWithin } from "./text.ts";

export const ORGANIZATION_SORT_FIELDS = ["name", "display_name", "created_at"] as const;
export type OrganizationSortField = (typeof ORGANIZATION_SORT_FIELDS)[number];

const SORT_PATTERN = new RegExp(`^(${ORGANIZATION_SORT_FIELDS.join("|")}):(1|-1)$`);

/** `sort`: `field:1` ascending or `field:-1` descending, read as the field and a direction. */
export const organizationSort = z
  .string({ error: "sort must be text" })
  .check(lengthWithin(LIMITS.organization.sort))
  .regex(SORT_PATTERN, {
    error: `sort must be name, display_name or created_at followed by :1 or :-1, such as name:1`,
  })
  .transform((value) => {
    const [field, direction] = value.split(":");
    return { field: field as OrganizationSortField, descending: direction === "-1" };
  });

/**
 * GET /organizations. Sending `from` or `take` asks for checkpoint paging, whatever else is
 * sent; otherwise the answer pages by offset (lifecycle-operations.md, "Organizations").
 */
export const organizationListQuerySchema = z.strictObject({
  ...checkpointQueryShape,
  ...offsetQueryShape,
  sort: organizationSort.optional(),
  include_client_association_for: z
    .string({ error: "include_client_association_for must be a client id" })
    .min(1, { error: "include_client_association_for must not be empty" })
    .optional(),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;

/** The checkpoint answer: more pages exist while `next` is present and not empty. */
export const organizationPageSchema = z.looseObject({
  organizations: z.array(organizationSchema),
  next: z.string().optional(),
});
export type OrganizationPage = z.infer<typeof organizationPageSchema>;

/** The offset answer with `include_totals=true`. */
export const organizationTotalsSchema = z.looseObject({
  ...offsetTotalsShape,
  organizations: z.array(organizationSchema),
});

/** The offset answer without totals: a bare array. */
export const organizationArraySchema = z.array(organizationSchema);
