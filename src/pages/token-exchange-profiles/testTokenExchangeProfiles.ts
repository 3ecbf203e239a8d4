/**
 * Test support for the profile list: profiles that pass the contract's schema, and pages of
 * them as the tenant answers. Imported by *.test.* files only.
 */
import type { TokenExchangeProfile } from "../../api/schemas/tokenExchangeProfile";
import { jsonResponse } from "../../api/testFetch";

export function profileId(n: number): string {
  return `tep_${String(n).padStart(16, "0")}`;
}

export function testTokenExchangeProfile(
  n: number,
  extra: Record<string, unknown> = {},
): TokenExchangeProfile {
  return {
    id: profileId(n),
    name: `Profile number ${n}`,
    subject_token_type: `urn:acme:token-type:${n}`,
    action_id: `action-${n}`,
    type: "custom_authentication",
    created_at: "2024-01-08T09:00:00.000Z",
    updated_at: "2024-02-08T09:00:00.000Z",
    ...extra,
  };
}

/** Profiles numbered first…last (inclusive), with `next` when more follow. */
export function pageOf(first: number, last: number, next?: string): Response {
  const profiles = Array.from({ length: last - first + 1 }, (_, i) =>
    testTokenExchangeProfile(first + i),
  );
  return jsonResponse(200, { token_exchange_profiles: profiles, ...(next ? { next } : {}) });
}
