import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { ApiClient } from "../../api/client";
import type { ListingRead } from "../../api/listingReader";
import { organizationMemberKeys } from "../../api/organization-members/keys";
import { matchesMember, memberReader } from "../../api/organization-members/search";
import type { OrganizationMember } from "../../api/schemas/organizationMember";
import { useResumeAt } from "../../ui/useResumeAt";

/**
 * Where a search of an organization's members stands. Only "complete" may say that nothing
 * matches: every other state has read part of the members.
 */
export type MemberSearchState =
  | { readonly kind: "idle" }
  | { readonly kind: "reading" }
  /** Answered from a whole read while the members are read again aside. */
  | { readonly kind: "refreshing"; readonly refreshed: number }
  | { readonly kind: "complete" }
  | { readonly kind: "stopped" }
  | { readonly kind: "failed"; readonly error: unknown };

export interface MemberSearch {
  readonly state: MemberSearchState;
  /** Every member read so far that matches, in the listing's order. */
  readonly matches: readonly OrganizationMember[];
  /** How many members have been read. */
  readonly read: number;
  /** While reading waits out the tenant's rate limit: when it resumes (epoch ms). */
  readonly resumeAt: number | undefined;
  /** Offered while the members are read for this term: ends the search where it got to. */
  readonly stop: (() => void) | undefined;
  /** Reads on from where a stopped or failed search ended. */
  readonly retry: () => void;
}

const NOTHING: readonly OrganizationMember[] = [];

/**
 * Searches an organization's members for `term` (already settled by the caller) in what this
 * session has read of them, at once, while the reader reads on to the end of the list
 * (src/api/listingReader.ts): the tenant filters members by nothing, so a part of an email
 * or a name is found only by reading.
 */
export function useMemberSearch(
  client: ApiClient,
  organizationId: string,
  term: string,
  enabled: boolean,
  withRoles = false,
): MemberSearch {
  const cache = useQueryClient();
  const reader = memberReader(cache, client, organizationId, withRoles);
  const status = useSyncExternalStore(reader.subscribe, reader.status);
  const kept = useQuery<ListingRead<OrganizationMember>>({
    queryKey: organizationMemberKeys.read(organizationId),
    queryFn: skipToken,
  }).data;
  const trimmed = term.trim();
  const [stoppedTerm, setStoppedTerm] = useState<string | undefined>(undefined);
  const stopped = stoppedTerm === trimmed;
  const needsReading = enabled && trimmed !== "" && !stopped;
  // Each retry lets go and holds again, which starts the reader afresh from what it kept.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is what makes a retry hold again.
  useEffect(() => (needsReading ? reader.hold() : undefined), [needsReading, reader, attempt]);
  const resumeAt = useResumeAt(client.rateLimitBudget, status.reading && needsReading);

  const items = kept?.items ?? NOTHING;
  const matches = useMemo(
    () => (trimmed === "" ? NOTHING : items.filter((member) => matchesMember(member, trimmed))),
    [items, trimmed],
  );

  return {
    state: stateOf(),
    matches,
    read: items.length,
    resumeAt,
    stop: needsReading && status.reading ? () => setStoppedTerm(trimmed) : undefined,
    retry: () => {
      setStoppedTerm(undefined);
      setAttempt((n) => n + 1);
    },
  };

  function stateOf(): MemberSearchState {
    if (trimmed === "" || !enabled) return { kind: "idle" };
    if (stopped && !kept?.complete) return { kind: "stopped" };
    if (status.refreshed !== undefined) return { kind: "refreshing", refreshed: status.refreshed };
    if (kept?.complete) return { kind: "complete" };
    if (status.error !== undefined) return { kind: "failed", error: status.error };
    return { kind: "reading" };
  }
}
