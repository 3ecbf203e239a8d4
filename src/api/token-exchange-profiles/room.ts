import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client";
import { nextCursor } from "../schemas/cursor";
import { LIMITS } from "../schemas/limits";
import { tokenExchangeProfileKeys } from "./keys";
import { listTokenExchangeProfiles } from "./list";

const MAX = LIMITS.tokenExchangeProfile.perTenant;

/**
 * Whether the tenant still has room for a profile under the service's 100 per tenant: the
 * listing read 100 at a time until 100 are counted or it ends, which is one read but for a
 * short page with a cursor. Asked before New profile is filled in, so nobody types a profile
 * the tenant will refuse; the 403 at submit still says it if another tab took the last place.
 */
export async function hasRoomForProfile(client: ApiClient, signal?: AbortSignal): Promise<boolean> {
  let counted = 0;
  let from: string | undefined;
  do {
    const page = await listTokenExchangeProfiles(client, { from, take: MAX }, { signal });
    counted += page.token_exchange_profiles.length;
    from = nextCursor(page);
  } while (counted < MAX && from !== undefined);
  return counted < MAX;
}

/** The room check as a query; every profile create and delete makes it read again. */
export function profileRoomOptions(client: ApiClient) {
  return queryOptions({
    queryKey: tokenExchangeProfileKeys.room(),
    queryFn: ({ signal }) => hasRoomForProfile(client, signal),
    retry: false,
  });
}
