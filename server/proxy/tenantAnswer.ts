import { jsonObject, jsonValue } from "./auditTarget.ts";
import { ProxyRefusal, refusalResponse } from "./proxyError.ts";
import { TokenUnavailable } from "./tenantCall.ts";
import { type UpstreamAnswer, UpstreamError } from "./upstream.ts";

/** Response headers the browser needs: the body's type and the rate-limit budget, unchanged. */
const FORWARDED_RESPONSE_HEADERS = [
  "content-type",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "retry-after",
] as const;

function upstreamFailure(status: 502 | 504, message: string, errorCode: string): Response {
  return refusalResponse(new ProxyRefusal(status, message, errorCode));
}

/** What the browser gets, and whether the tenant may have acted though it never answered. */
export interface Forwarded {
  response: Response;
  outcomeUnknown: boolean;
  /** A write's JSON answer, for its audit line. */
  answer?: Record<string, unknown> | null;
  /** A write's JSON answer whatever its status, for the store. */
  tenantAnswer?: unknown;
}

/**
 * What the browser gets when the call to the tenant failed, and whether the tenant may have
 * acted though it never answered.
 */
export function failedCall(error: unknown, method: string): Forwarded {
  if (error instanceof TokenUnavailable) {
    // The token endpoint's answer may echo the secret: only a fixed sentence goes out.
    const response = upstreamFailure(
      502,
      "The console server could not obtain a token",
      "upstream_token",
    );
    return { response, outcomeUnknown: false };
  }
  // A write whose connection was open when it failed (reset, timeout) may have been applied;
  // a failure this module does not know the cause of is taken to be one such.
  const outcomeUnknown =
    method !== "GET" && (!(error instanceof UpstreamError) || error.reachedTenant);
  const response =
    error instanceof Error && error.name === "TimeoutError"
      ? upstreamFailure(504, "The tenant did not answer in time", "upstream_timeout")
      : upstreamFailure(502, "The tenant could not be reached", "upstream_unreachable");
  return { response, outcomeUnknown };
}

/** The tenant's answer as the browser gets it: JSON or nothing, with the headers it needs. */
export function answerOf(upstream: UpstreamAnswer, method: string): Forwarded {
  const type = upstream.headers["content-type"] ?? "";
  const hasBody = upstream.body !== null && upstream.body.byteLength > 0;
  // The console's operations answer JSON or nothing. Anything else (an HTML error page, a
  // script on a 200) would be served from the console's own origin: never passed on.
  if ((hasBody || upstream.status >= 300) && !/^application\/json\b/i.test(type)) {
    const response = upstreamFailure(
      502,
      `The tenant answered HTTP ${upstream.status} without a JSON body`,
      "upstream_invalid_response",
    );
    return { response, outcomeUnknown: false };
  }
  const out: Record<string, string> = { "cache-control": "no-store" };
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers[name];
    if (value !== undefined && (name !== "content-type" || hasBody)) out[name] = value;
  }
  const response = new Response(hasBody ? upstream.body : null, {
    status: upstream.status,
    headers: out,
  });
  const ok = upstream.status >= 200 && upstream.status < 300;
  const write = method !== "GET";
  const answer = write && ok ? jsonObject(upstream.body) : null;
  const tenantAnswer = write ? jsonValue(upstream.body) : null;
  return { response, outcomeUnknown: false, answer, tenantAnswer };
}
