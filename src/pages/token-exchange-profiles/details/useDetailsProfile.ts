import { useQuery } from "@tanstack/react-query";
import { describeApiError, isApiError } from "../../../api/apiError";
import type { ApiClient } from "../../../api/client";
import { ID_PATTERNS } from "../../../api/schemas/idPatterns";
import type { TokenExchangeProfile } from "../../../api/schemas/tokenExchangeProfile";
import { deletedProfilesOptions } from "../../../api/token-exchange-profiles/deleted";
import { tokenExchangeProfileKeys } from "../../../api/token-exchange-profiles/keys";
import { tokenExchangeProfilesMessages as text } from "../messages";

export interface DetailsProfile {
  profile: TokenExchangeProfile | undefined;
  /** Said in place of the fields while there is no profile to show. */
  missing: string;
  /** Reads the profile again after a failure other than "not found". */
  retry: (() => void) | undefined;
}

/**
 * The profile a details address names: the list's row when it is loaded, else one read by id,
 * however far down the list it is (never a walk through the pages before it).
 */
export function useDetailsProfile(
  client: ApiClient,
  id: string | undefined,
  loaded: TokenExchangeProfile | undefined,
): DetailsProfile {
  const valid = id !== undefined && ID_PATTERNS.tokenExchangeProfile.test(id);
  const deleted = useQuery(deletedProfilesOptions()).data ?? [];
  // The read and its schema load with the first details opened by address, not with the list's
  // first row (decision 014); the key is the detail key the writes keep current.
  const query = useQuery({
    queryKey: tokenExchangeProfileKeys.detail(id ?? ""),
    queryFn: async ({ signal }) => {
      const { getTokenExchangeProfile } = await import("../../../api/token-exchange-profiles/get");
      return getTokenExchangeProfile(client, id ?? "", { signal });
    },
    retry: false,
    enabled: valid && loaded === undefined && !deleted.includes(id ?? ""),
  });
  const profile = loaded ?? (valid ? query.data : undefined);
  const shownId = id ?? "";
  if (!valid) return { profile, missing: text.details.notFound(shownId), retry: undefined };
  if (query.error === null)
    return { profile, missing: text.details.loading(shownId), retry: undefined };
  if (isApiError(query.error) && query.error.status === 404) {
    return { profile, missing: text.details.notFound(shownId), retry: undefined };
  }
  return {
    profile,
    missing: text.details.failed(describeApiError(query.error)),
    retry: () => void query.refetch(),
  };
}
