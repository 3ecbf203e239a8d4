import { apiPath } from "../apiPath";
import type { ApiClient } from "../client";
import { listingOptions } from "../listingOptions";
import { operation } from "../operation";
import { organizationPageSchema } from "../schemas/organizationList";
import { checkpointQuerySchema } from "../schemas/paging";
import { organizationKeys } from "./keys";

export interface ListOrganizationsInput {
  readonly from?: string | undefined;
  readonly take: number;
}

/**
 * GET /organizations in the checkpoint form (`take` is always sent, so the tenant never answers
 * the offset form with its 1,000-record cap). A `take` outside 1–100 is a ZodError, never sent.
 */
export const listOrganizations = operation((input: ListOrganizationsInput) => ({
  method: "GET",
  path: apiPath`/organizations`,
  query: checkpointQuerySchema.parse(input),
  schema: organizationPageSchema,
}));

/** Every page of the listing, `take` at a time, fresh until the user reloads or writes. */
export function organizationListOptions(client: ApiClient, take: number) {
  return {
    ...listingOptions(organizationKeys.list(take), (from, signal) =>
      listOrganizations(client, { from, take }, { signal }),
    ),
    // The client already retried what is safe to retry; a second layer would multiply waits.
    retry: false,
    // A stale infinite query refetches every loaded page: 10,000 rows would be 100 requests.
    staleTime: Number.POSITIVE_INFINITY,
  };
}
