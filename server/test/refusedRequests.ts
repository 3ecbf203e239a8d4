/**
 * The requests issue 14 showed reaching a real tenant with the console's token, each with the
 * answer the proxy now gives. Shared by the tests of `npm run serve` and of `npm start`.
 * Each carries a working admin token when the caller has one (`token`), so a refusal can only
 * come from the proxy's checks.
 */
interface RefusedRequest {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  status: number;
  /**
   * Also right: DELETE /users/{id} is a 404 while no operation has that path and a 405 once a
   * read of the user joins the allow-list.
   */
  orStatus?: number;
}

/** The statuses that count as this refusal. */
export function refusalStatuses(refused: RefusedRequest): number[] {
  return refused.orStatus === undefined ? [refused.status] : [refused.status, refused.orStatus];
}

const ATTACKER_ORIGIN = "http://localhost:4650";
/** A seeded user with a new-device assessment on corp-oidc (tenant/seed/users.ts). */
export const USER_ID = "oidc|5f7c8ec7c33c6c004bbafe82";
export const CLEAR_PATH = `/api/v2/users/${encodeURIComponent(USER_ID)}/risk-assessments/clear`;
export const CLEAR_BODY = JSON.stringify({ connection: "corp-oidc", assessors: ["new-device"] });
const ORG_BODY = JSON.stringify({ name: "attacker-org" });

/** Stands for the server's own origin, known once it listens: see `sentFrom`. */
const OWN_ORIGIN = "{own origin}";

/** The headers to send, with the server's origin in place and a bearer token when given. */
export function sentFrom(
  refused: RefusedRequest,
  ownOrigin: string,
  token?: string,
): Record<string, string> {
  const headers = { ...refused.headers };
  if (headers.origin === OWN_ORIGIN) headers.origin = ownOrigin;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export function refusedRequests(): RefusedRequest[] {
  const sameOrigin = { "sec-fetch-site": "same-origin", origin: OWN_ORIGIN };
  return [
    {
      name: "cross-site form POST from another loopback port",
      method: "POST",
      path: CLEAR_PATH,
      headers: {
        "sec-fetch-site": "same-site",
        "sec-fetch-mode": "navigate",
        origin: ATTACKER_ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "connection=corp-oidc&assessors=new-device",
      status: 403,
    },
    {
      name: "no-cors POST",
      method: "POST",
      path: CLEAR_PATH,
      headers: {
        "sec-fetch-site": "same-site",
        "sec-fetch-mode": "no-cors",
        origin: ATTACKER_ORIGIN,
        "content-type": "text/plain;charset=UTF-8",
      },
      body: CLEAR_BODY,
      status: 403,
    },
    {
      name: "POST from a file:// page",
      method: "POST",
      path: CLEAR_PATH,
      headers: {
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "no-cors",
        origin: "null",
        "content-type": "text/plain",
      },
      body: CLEAR_BODY,
      status: 403,
    },
    {
      name: "CORS POST from another origin",
      method: "POST",
      path: "/api/v2/organizations",
      headers: {
        "sec-fetch-site": "same-site",
        "sec-fetch-mode": "cors",
        origin: ATTACKER_ORIGIN,
        "content-type": "application/json",
      },
      body: ORG_BODY,
      status: 403,
    },
    {
      name: "CORS read from another origin",
      method: "GET",
      path: "/api/v2/token-exchange-profiles?take=1",
      headers: {
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "cors",
        origin: ATTACKER_ORIGIN,
      },
      status: 403,
    },
    {
      name: "DELETE of a user",
      method: "DELETE",
      path: `/api/v2/users/${encodeURIComponent(USER_ID)}`,
      headers: sameOrigin,
      status: 404,
      orStatus: 405,
    },
    {
      name: "DELETE on an allowed path",
      method: "DELETE",
      path: "/api/v2/organizations",
      headers: sameOrigin,
      status: 405,
    },
    {
      name: "../ out of /api/v2",
      method: "GET",
      path: "/api/v2/../../internal/admin",
      headers: sameOrigin,
      status: 400,
    },
    {
      name: "%2e%2e out of /api/v2",
      method: "POST",
      path: "/api/v2/%2e%2e/%2e%2e/internal",
      headers: { ...sameOrigin, "content-type": "application/json" },
      body: "{}",
      status: 400,
    },
    {
      name: "a dot segment in place of an id",
      method: "POST",
      path: "/api/v2/users/%2E%2E/risk-assessments/clear",
      headers: { ...sameOrigin, "content-type": "application/json" },
      body: CLEAR_BODY,
      status: 400,
    },
    // Issue 23, finding 11: the same climbs inside an id, should anything decode %2F or `\`.
    {
      name: "..%2F inside an id",
      method: "POST",
      path: "/api/v2/users/..%2F..%2Forganizations/risk-assessments/clear",
      headers: { ...sameOrigin, "content-type": "application/json" },
      body: CLEAR_BODY,
      status: 400,
    },
    {
      name: "%2e%2e%2f inside an id",
      method: "POST",
      path: "/api/v2/users/%2e%2e%2f%2e%2e%2forganizations/risk-assessments/clear",
      headers: { ...sameOrigin, "content-type": "application/json" },
      body: CLEAR_BODY,
      status: 400,
    },
    {
      name: "..%5c inside an id",
      method: "POST",
      path: "/api/v2/users/..%5c..%5corganizations/risk-assessments/clear",
      headers: { ...sameOrigin, "content-type": "application/json" },
      body: CLEAR_BODY,
      status: 400,
    },
    {
      name: "..%2F inside an id on a read",
      method: "GET",
      path: `/api/v2/users/${encodeURIComponent(USER_ID)}%2F..%2F..%2Forganizations?fields=identities`,
      headers: sameOrigin,
      status: 400,
    },
    {
      name: "/api/v2foo",
      method: "GET",
      path: "/api/v2foo",
      headers: sameOrigin,
      status: 404,
    },
    {
      name: "/api/v2evil/x",
      method: "POST",
      path: "/api/v2evil/x",
      headers: { ...sameOrigin, "content-type": "application/json" },
      body: "{}",
      status: 404,
    },
    {
      name: "an encoded letter in a fixed segment",
      method: "POST",
      path: "/api/v2/%6Frganizations",
      headers: { ...sameOrigin, "content-type": "application/json" },
      body: ORG_BODY,
      status: 404,
    },
    {
      name: "a same-origin text/plain write",
      method: "POST",
      path: "/api/v2/organizations",
      headers: { ...sameOrigin, "content-type": "text/plain" },
      body: ORG_BODY,
      status: 415,
    },
    {
      name: "a body over the cap",
      method: "POST",
      path: "/api/v2/organizations",
      headers: { ...sameOrigin, "content-type": "application/json" },
      body: JSON.stringify({ name: "big", display_name: "x".repeat(70_000) }),
      status: 413,
    },
  ];
}
