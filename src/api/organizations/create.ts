import type { WriteDescription } from "../apiError";
import { pathOf } from "../apiPath";
import { createOperation } from "../resourceOperations";
import { organizationCreateSchema, organizationSchema } from "../schemas/organization";
import { ORGANIZATION_OPERATIONS } from "./operations.ts";

/**
 * POST /organizations. The real service answers 201; any 2xx with the organization is success.
 * Invalid input is a ZodError and nothing is sent.
 */
export const createOrganization = createOperation(
  pathOf(ORGANIZATION_OPERATIONS.createOrganization),
  organizationCreateSchema,
  organizationSchema,
);

/**
 * For describeApiError: a create is not safe to repeat blindly, but the 409 on a taken name
 * tells whether the first attempt made it.
 */
export const CREATE_ORGANIZATION_WRITE: WriteDescription = {
  doing: "creating the organization",
  result: "the organization was created",
  repeat: {
    check:
      "Submit again to check: if it exists, the tenant answers that the name is already taken, and nothing is created twice.",
  },
};
