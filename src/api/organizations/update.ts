import type { WriteDescription } from "../apiError";
import { writeToIdOperation } from "../resourceOperations";
import { organizationSchema } from "../schemas/organization";
import { organizationUpdateSchema } from "../schemas/organizationUpdate";
import { organizationPath } from "./get";

/**
 * PATCH /organizations/{id}: what is omitted is kept, `metadata` is replaced whole and
 * `token_quota: null` removes the quota. An invalid body is a ZodError and nothing is sent.
 */
export const updateOrganization = writeToIdOperation(
  "PATCH",
  organizationPath,
  organizationUpdateSchema,
  organizationSchema,
);

/** A PATCH sends the same values again: repeating it is safe. */
export const UPDATE_ORGANIZATION_WRITE: WriteDescription = {
  doing: "saving the organization",
  result: "the changes were saved",
  repeat: "safe",
};
