import { z } from "zod";
import { LIMITS } from "./limits.ts";
import {
  checkpointQueryShape,
  fieldsQueryShape,
  offsetQueryShape,
  offsetTotalsShape,
} from "./paging.ts";
import { userId } from "./riskAssessment.ts";

const { min, max } = LIMITS.organization.membersPerRequest;

/** A member as the listing answers it; `roles` only with `fields=roles`. */
export const organizationMemberSchema = z.looseObject({
  user_id: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
  roles: z.array(z.looseObject({ id: z.string(), name: z.string() })).optional(),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

/**
 * POST and DELETE /organizations/{id}/members: `{"members": [user ids]}`, 1 to 10 of them.
 * Other properties are allowed (the API definition says so) and ignored.
 */
export const organizationMembersChangeSchema = z.looseObject({
  members: z
    .array(userId, { error: "members must be a list of user ids" })
    .min(min, { error: "Add at least one user id" })
    .max(max, { error: `At most ${max} user ids a request` }),
});
export type OrganizationMembersChange = z.infer<typeof organizationMembersChangeSchema>;

/** GET /organizations/{id}/members: checkpoint or offset paging, trimmed by `fields`. */
export const organizationMemberListQuerySchema = z.strictObject({
  ...checkpointQueryShape,
  ...offsetQueryShape,
  ...fieldsQueryShape,
});
export type OrganizationMemberListQuery = z.infer<typeof organizationMemberListQuerySchema>;

/** The checkpoint answer. A short page may still carry `next`; the page after it is empty. */
export const organizationMemberPageSchema = z.looseObject({
  members: z.array(organizationMemberSchema),
  next: z.string().optional(),
});
export type OrganizationMemberPage = z.infer<typeof organizationMemberPageSchema>;

export const organizationMemberTotalsSchema = z.looseObject({
  ...offsetTotalsShape,
  members: z.array(organizationMemberSchema),
});

export const organizationMemberArraySchema = z.array(organizationMemberSchema);
