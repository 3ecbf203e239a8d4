import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { ApiClient } from "../../api/client";
import type { ListingRead } from "../../api/listingReader";
import { organizationKeys } from "../../api/organizations/keys";
import {
  matchesOrganization,
  organizationLookupOptions,
  organizationReader,
  wholeTerm,
} from "../../api/organizations/search";
import type { Organization } from "../../api/schemas/organization";
import { useResumeAt } from "../../ui/useResumeAt";

/**
 * Where a search of organizations stands. Only "complete" may say that nothing matches: every
 * other state has read part of the tenant.
 */
export type OrganizationSearchState =
  | { readonly kind: "idle" }
  /** A whole id or name is being read at once. */
  | { readonly kind: "looking-up" }
  /** The organization whose whole id or name was typed. */
  | { readonly kind: "exact"; readonly by: "id" | "name" }
  /** No organization has the whole id typed: a whole answer, from one read. */
  | { readonly kind: "no-such-id" }
  | { readonly kind: "reading" }
  /** Answered from a whole read while the tenant is read again aside. */
  | { readonly kind: "refreshing"; readonly refreshed: number }
  | { readonly kind: "complete" }
  | { readonly kind: "stopped" }
  | { readonly kind: "failed"; readonly error: unknown };

export interface OrganizationSearch {
  readonly state: OrganizationSearchState;
  /** The exact hit first, then every organization read so far that matches. */
  readonly matches: readonly Organization[];
  /** How many organizations of the listing have been read. */
  readonly read: number;
  /** While reading waits out the tenant's rate limit: when it resumes (epoch ms). */
  readonly resumeAt: number | undefined;
  /** Offered while the listing is read for this term: ends the search where it got to. */
  readonly stop: (() => void) | undefined;
  /** Reads on from where a stopped or failed search ended. */
  readonly retry: () => void;
}

const NOTHING: readonly Organization[] = [];

/**
 * Searches the tenant's organizations for `term` (already settled by the caller): a whole id or
 * name is read at once; anything else is looked for in what this session has read of the
 * listing, at once, while the reader reads on to the end (src/api/listingReader.ts).
 */
export function useOrganizationSearch(
  client: ApiClient,
  term: string,
  enabled: boolean,
): OrganizationSearch {
  const cache = useQueryClient();
  const reader = organizationReader(cache, client);
  const status = useSyncExternalStore(reader.subscribe, reader.status);
  const kept = useQuery<ListingRead<Organization>>({
    queryKey: organizationKeys.read(),
    queryFn: skipToken,
  }).data;
  const trimmed = term.trim();
  const whole = trimmed === "" ? undefined : wholeTerm(trimmed);
  const lookup = useQuery({
    ...organizationLookupOptions(client, whole ?? { by: "name", value: "" }),
    enabled: enabled && whole !== undefined,
  });
  const exact = whole === undefined ? undefined : lookup.data;
  // A whole id answers on its own; a whole name that is one needs no further reading.
  const answered = whole !== undefined && (whole.by === "id" ? lookup.isSuccess : exact != null);
  const [stoppedTerm, setStoppedTerm] = useState<string | undefined>(undefined);
  const stopped = stoppedTerm === trimmed;
  // A whole name is read by name first: only when no organization has it is the listing read.
  const needsReading =
    enabled && trimmed !== "" && !stopped && !answered && (whole === undefined || lookup.isSuccess);
  // Each retry lets go and holds again, which starts the reader afresh from what it kept.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is what makes a retry hold again.
  useEffect(() => (needsReading ? reader.hold() : undefined), [needsReading, reader, attempt]);
  const resumeAt = useResumeAt(client.rateLimitBudget, status.reading && needsReading);

  const items = kept?.items ?? NOTHING;
  const matches = useMemo(() => {
    if (trimmed === "") return NOTHING;
    const found = items.filter((organization) => matchesOrganization(organization, trimmed));
    if (exact == null) return found;
    return [exact, ...found.filter((organization) => organization.id !== exact.id)];
  }, [items, trimmed, exact]);

  return {
    state: stateOf(),
    matches,
    read: items.length,
    resumeAt,
    stop: needsReading && status.reading ? () => setStoppedTerm(trimmed) : undefined,
    retry: () => {
      setStoppedTerm(undefined);
      setAttempt((n) => n + 1);
      if (lookup.isError) void lookup.refetch();
    },
  };

  function stateOf(): OrganizationSearchState {
    if (trimmed === "" || !enabled) return { kind: "idle" };
    if (whole !== undefined && lookup.isPending) return { kind: "looking-up" };
    if (whole !== undefined && lookup.isError) return { kind: "failed", error: lookup.error };
    if (exact != null && whole !== undefined) return { kind: "exact", by: whole.by };
    if (whole?.by === "id") return { kind: "no-such-id" };
    if (stopped && !kept?.complete) return { kind: "stopped" };
    if (status.refreshed !== undefined) return { kind: "refreshing", refreshed: status.refreshed };
    if (kept?.complete) return { kind: "complete" };
    if (status.error !== undefined) return { kind: "failed", error: status.error };
    return { kind: "reading" };
  }
}
