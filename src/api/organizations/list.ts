import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { keptListingOptions } from "../listingOptions";
import { operation } from "../operation";
import { organizationPageSchema } from "../schemas/organizationList";
import { checkpointQuerySchema } from "../schemas/paging";
import { organizationKeys } from "./keys";
import { ORGANIZATION_OPERATIONS } from "./operations.ts";

interface ListOrganizationsInput {
  readonly from?: string | undefined;
  readonly take: number;
}

/**
 * GET /organizations in the checkpoint form (`take` is always sent, so the tenant never answers
 * the offset form with its 1,000-record cap). A `take` outside 1–100 is a ZodError, never sent.
 */
export const listOrganizations = operation((input: ListOrganizationsInput) => ({
  method: "GET",
  path: pathOf(ORGANIZATION_OPERATIONS.listOrganizations),
  query: checkpointQuerySchema.parse(input),
  schema: organizationPageSchema,
}));

/** Every page of the listing, `take` at a time, fresh until the user reloads or writes. */
export function organizationListOptions(client: ApiClient, take: number) {
  return keptListingOptions(organizationKeys.list(take), (from, signal) =>
    listOrganizations(client, { from, take }, { signal }),
  );
}
