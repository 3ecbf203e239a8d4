import type { APIResponse, Page, Request, Route } from "@playwright/test";

/**
 * Faults injected between the console and the local tenant with page.route, on one method and
 * API path. The tenant's origin differs from the console's, so every made-up answer carries the
 * CORS headers a real one would; without them the browser would report a network error instead.
 */

export type FaultName =
  | "dropped connection"
  | "500"
  | "502 with an HTML body"
  | "2xx that is not JSON"
  | "2xx that breaks the contract"
  | "hanging request"
  | "429 with rate-limit headers"
  | "429 without headers";

export const FAULT_NAMES: readonly FaultName[] = [
  "dropped connection",
  "500",
  "502 with an HTML body",
  "2xx that is not JSON",
  "2xx that breaks the contract",
  "hanging request",
  "429 with rate-limit headers",
  "429 without headers",
];

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
  /** For a contract break: turns the tenant's (or an empty) JSON body into the broken one. */
  breakContract?: (body: unknown) => unknown;
  /** The status of a made-up 2xx; 200 unless given. */
  successStatus?: number;
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

async function jsonOf(upstream: APIResponse | undefined): Promise<unknown> {
  if (upstream === undefined) return {};
  const text = await upstream.text();
  return text.trim() === "" ? {} : JSON.parse(text);
}

async function answer(
  route: Route,
  fault: FaultName,
  options: FaultOptions,
  upstream: APIResponse | undefined,
): Promise<void> {
  const request = route.request();
  const cors = corsHeaders(request);
  const ok = options.successStatus ?? upstream?.status() ?? 200;
  switch (fault) {
    case "dropped connection":
      return route.abort("connectionreset");
    case "500":
      return route.fulfill({
        status: 500,
        headers: { ...cors, "content-type": "application/json" },
        body: JSON.stringify({ statusCode: 500, error: "Internal Server Error", message: "boom" }),
      });
    case "502 with an HTML body":
      return route.fulfill({
        status: 502,
        headers: { ...cors, "content-type": "text/html" },
        body: "<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>",
      });
    case "2xx that is not JSON":
      return route.fulfill({
        status: ok === 204 ? 200 : ok,
        headers: { ...cors, "content-type": "text/plain" },
        body: "OK",
      });
    case "2xx that breaks the contract": {
      const broken = (options.breakContract ?? (() => ({})))(await jsonOf(upstream));
      return route.fulfill({
        status: ok === 204 ? 200 : ok,
        headers: { ...cors, "content-type": "application/json" },
        body: JSON.stringify(broken),
      });
    }
    case "hanging request":
      // Never answered: only the page giving up on it ends the request.
      return;
    case "429 with rate-limit headers": {
      // A second or two ahead, so the client's own waits stay short.
      const reset = Math.ceil(Date.now() / 1000) + 1;
      return route.fulfill({
        status: 429,
        headers: {
          ...cors,
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
    case "429 without headers":
      return route.fulfill({
        status: 429,
        headers: cors,
        body: JSON.stringify({ statusCode: 429, error: "Too Many Requests", message: "Slow down" }),
      });
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
    const upstream = options.forward ? await route.fetch() : undefined;
    await answer(route, fault, options, upstream);
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
    if (request.method() === method && path.test(new URL(request.url()).pathname)) {
      sent.push(request);
    }
  });
  return sent;
}
