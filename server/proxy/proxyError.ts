/**
 * The proxy's own refusals and failures, in the contract's error shape (statusCode, error,
 * message, errorCode), so the console shows them like any tenant error: never HTML, never a
 * stack.
 */
const REASONS = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
} as const;

type ProxyErrorStatus = keyof typeof REASONS;

export class ProxyRefusal extends Error {
  constructor(
    readonly status: ProxyErrorStatus,
    message: string,
    readonly errorCode: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ProxyRefusal";
  }
}

/** The body of a refusal: the contract's error shape as JSON text. */
export function refusalJson(refusal: ProxyRefusal): string {
  return JSON.stringify({
    statusCode: refusal.status,
    error: REASONS[refusal.status],
    message: refusal.message,
    errorCode: refusal.errorCode,
  });
}

export function refusalResponse(refusal: ProxyRefusal): Response {
  return new Response(refusalJson(refusal), {
    status: refusal.status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...refusal.headers,
    },
  });
}

/**
 * Sign-in's refusals (team-console.md): `error` is the code itself (`signed_out`,
 * `forbidden_role`), as the console's page tells them apart; `statusCode` and `errorCode` keep
 * the contract's shape, so the page's error reader takes them like any other.
 */
export function signInRefusal(
  status: 400 | 401 | 403 | 502,
  code: string,
  message: string,
): Response {
  return new Response(
    JSON.stringify({ statusCode: status, error: code, message, errorCode: code }),
    {
      status,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    },
  );
}
