/**
 * Typed client of the /__tenant/* routes, for tests and e2e fixtures that talk to a tenant
 * started with `testControl: true` (or `npm run tenant -- --test-control`).
 */
import type { TenantState } from "./store.ts";

export type { TenantState } from "./store.ts";

export interface TokenRequest {
  scopes: readonly string[];
  expiresInSeconds?: number;
  clientId?: string;
  global?: boolean;
}

export interface TenantControl {
  reset(options?: {
    seed?: number;
    profiles?: number;
    /** Organizations in all, the fixed ones included. */
    organizations?: number;
  }): Promise<{ seed: number; profileCount: number }>;
  state(): Promise<TenantState>;
  token(request: TokenRequest): Promise<string>;
  /** `bucketScale` sizes the organization operations' own buckets (1: the service's). */
  rateLimit(config: {
    capacity: number;
    refillPerSecond: number;
    bucketScale?: number;
  }): Promise<void>;
  advanceClock(ms: number): Promise<number>;
  addProfiles(count: number): Promise<{ added: string[]; profileCount: number }>;
}

export function tenantControl(baseUrl: string): TenantControl {
  const base = baseUrl.replace(/\/+$/, "");
  async function call<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/__tenant/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`/__tenant/${path} answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as T;
  }
  return {
    reset: (options = {}) => call("reset", options),
    state: () => call("state"),
    token: async (request) => (await call<{ access_token: string }>("token", request)).access_token,
    rateLimit: async (config) => {
      await call("rate-limit", config);
    },
    advanceClock: async (ms) => (await call<{ now: number }>("clock", { advanceMs: ms })).now,
    addProfiles: (count) => call("profiles", { count }),
  };
}
