import { expect } from "vitest";
import { errorBodySchema } from "../../src/api/schemas/index.ts";
import { REASON_PHRASES } from "../errors.ts";
import { CONSOLE_SCOPES, createTenant, type Tenant, type TenantOptions } from "../index.ts";

/** A test's clock: frozen, so buckets refill and cursors expire only when a test says so. */
export const TEST_EPOCH = Date.UTC(2025, 5, 2, 12, 0, 0);

export interface TestTenant {
  tenant: Tenant;
  url: string;
  close(): Promise<void>;
  /** A token for this tenant; the four console scopes unless told otherwise. */
  token(
    scopes?: readonly string[],
    extra?: { expiresInSeconds?: number; clientId?: string; global?: boolean },
  ): Promise<string>;
  /** fetch against the tenant; `json` is sent as the body with a JSON content type. */
  call(path: string, init?: CallInit): Promise<Response>;
}

interface CallInit extends Omit<RequestInit, "body"> {
  token?: string;
  json?: unknown;
  body?: string;
}

export async function startTenant(options: TenantOptions = {}): Promise<TestTenant> {
  const tenant = createTenant({
    testControl: true,
    now: () => TEST_EPOCH,
    // The frozen clock never refills a bucket; only the rate-limit tests want one that empties.
    rateLimit: { capacity: 100_000, refillPerSecond: 1000 },
    // The same for the organization operations' own buckets (5 writes at once at scale 1).
    bucketScale: 20_000,
    ...options,
  });
  const { url, close } = await tenant.listen(0);
  return {
    tenant,
    url,
    close,
    token: (scopes = CONSOLE_SCOPES, extra = {}) =>
      tenant.mintToken({ scopes: [...scopes], origin: url, ...extra }),
    call: (path, { token, json, headers, body, ...init } = {}) => {
      const merged = new Headers(headers);
      if (token) merged.set("authorization", `Bearer ${token}`);
      if (json !== undefined && !merged.has("content-type")) {
        merged.set("content-type", "application/json");
      }
      return fetch(`${url}${path}`, {
        ...init,
        headers: merged,
        body: json !== undefined ? JSON.stringify(json) : body,
      });
    },
  };
}

/** Asserts the service's error body and returns its message. */
export async function expectError(
  response: Response,
  status: keyof typeof REASON_PHRASES,
  errorCode: string,
  message?: string | RegExp,
): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(JSON.parse(text));
  expect(body).toMatchObject({ statusCode: status, error: REASON_PHRASES[status], errorCode });
  expect(Object.keys(body).sort()).toEqual(
    expect.arrayContaining(["error", "errorCode", "message", "statusCode"]),
  );
  if (typeof message === "string") expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body.message ?? "";
}

/**
 * Asserts the 403 of a token without `scope`, whose message names that scope (auth.test.ts pins
 * the wording itself).
 */
export function expectInsufficientScope(response: Response, scope: string): Promise<string> {
  return expectError(
    response,
    403,
    "insufficient_scope",
    `Insufficient scope, expected any of: ${scope}`,
  );
}

export function clearPath(userId: string): string {
  return `/api/v2/users/${encodeURIComponent(userId)}/risk-assessments/clear`;
}
