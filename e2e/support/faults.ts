import type { Page, Request, Route } from "@playwright/test";
import { isConnectCheck } from "./connectCheck";

/**
 * Faults injected between the console and the local tenant with page.route, on one method and
 * API path. The tenant's origin differs from the console's, so every made-up answer carries the
 * CORS headers a real one would; without them the browser would report a network error instead.
 * The other faults a tenant may answer with (5xx, bodies that are not JSON or break the
 * contract, a 429 without headers) are the fake fetch's in src/api/testFetch.ts.
 */

export type FaultName = "dropped connection" | "hanging request" | "429 with rate-limit headers";

const EXPOSED = "X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After";

export interface FaultOptions {
  method: "GET" | "POST" | "PATCH";
  /** The request's pathname must match, e.g. /^\/api\/v2\/organizations$/. */
  path: RegExp;
  /**
   * Send the request on to the tenant first, so a write is applied and only its answer is
   * broken: the case where a repeated write would duplicate it.
   */
  forward?: boolean;
  /** How far ahead a 429's reset lies: 1 s by default, so the client's own waits stay short. */
  resetInSeconds?: number;
}

export interface InjectedFault {
  /** Matching requests the fault answered so far. */
  readonly hits: number;
  /** Stops injecting: later requests reach the tenant untouched. */
  heal(): Promise<void>;
}

function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers().origin;
  return origin
    ? { "access-control-allow-origin": origin, "access-control-expose-headers": EXPOSED }
    : {};
}

async function answer(route: Route, fault: FaultName, resetInSeconds: number): Promise<void> {
  switch (fault) {
    case "dropped connection":
      return route.abort("connectionreset");
    case "hanging request":
      // Never answered: only the page giving up on it ends the request.
      return;
    case "429 with rate-limit headers": {
      const reset = Math.ceil(Date.now() / 1000) + resetInSeconds;
      return route.fulfill({
        status: 429,
        headers: {
          ...corsHeaders(route.request()),
          "content-type": "application/json",
          "x-ratelimit-limit": "10",
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": String(reset),
        },
        body: JSON.stringify({
          statusCode: 429,
          error: "Too Many Requests",
          message: "Global limit has been reached",
          errorCode: "too_many_requests",
        }),
      });
    }
  }
}

/** Answers every matching request with `fault` until heal(). */
export async function injectFault(
  page: Page,
  fault: FaultName,
  options: FaultOptions,
): Promise<InjectedFault> {
  let hits = 0;
  const matches = (url: URL) => options.path.test(url.pathname);
  const handler = async (route: Route) => {
    if (route.request().method() !== options.method) return route.fallback();
    hits++;
    if (options.forward) await route.fetch();
    await answer(route, fault, options.resetInSeconds ?? 1);
  };
  await page.route(matches, handler);
  return {
    get hits() {
      return hits;
    },
    heal: () => page.unroute(matches, handler),
  };
}

/** Every request with `method` to a matching path that the page sends, faulty or not. */
export function watchRequests(page: Page, method: string, path: RegExp): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (
      request.method() === method &&
      path.test(new URL(request.url()).pathname) &&
      !isConnectCheck(request)
    ) {
      sent.push(request);
    }
  });
  return sent;
}
