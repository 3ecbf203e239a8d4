import { queryOptions } from "@tanstack/react-query";
import { tokenExchangeProfileKeys } from "./keys";

/**
 * The profiles deleted in this session (cache.ts records them), as a query nobody fetches: a
 * details drawer still open on one while it closes does not read it again (and say "not found").
 * Apart from cache.ts, whose schemas would bring zod before the first row.
 */
export function deletedProfilesOptions() {
  return queryOptions({
    queryKey: tokenExchangeProfileKeys.deleted(),
    queryFn: (): readonly string[] => [],
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
