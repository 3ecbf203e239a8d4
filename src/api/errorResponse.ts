import { ApiError } from "./apiError";
import { readRateLimit, readResumeAtMs } from "./rateLimitHeaders";
import { looksLikeHtml, oneLine, redactSecrets } from "./safeText";

/** HTTP/2 responses carry no status text, so the phrases the service uses are kept here. */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

function reasonPhrase(status: number, statusText = ""): string {
  const text = oneLine(statusText, 60);
  return text || REASON_PHRASES[status] || `HTTP ${status}`;
}

interface BodyFields {
  error?: string | undefined;
  message?: string | undefined;
  errorCode?: string | undefined;
}

const optionalText = (value: unknown) => value === undefined || typeof value === "string";

/**
 * The fields of an error body that meets the contract's errorBodySchema, else none. Written
 * without zod: a first screen's failed request loads no zod (decision 014); errorResponse.test.ts
 * holds it to the schema's answers.
 */
export function errorBodyFields(json: unknown): BodyFields {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return {};
  const { statusCode, error, message, errorCode } = json as Record<string, unknown>;
  if (!Number.isSafeInteger(statusCode)) return {};
  if (!optionalText(error) || !optionalText(message) || !optionalText(errorCode)) return {};
  return { error, message, errorCode } as BodyFields;
}

/**
 * The console server's own refusals with sign-in on (spec team-console.md): `{"error":
 * "signed_out"}`, `{"error": "forbidden_role", "message": "…"}`. Their `error` is a code, kept
 * as the errorCode, so the session and the screens tell them from the tenant's answers.
 */
const CONSOLE_REFUSALS = new Set(["signed_out", "forbidden_role"]);

function consoleRefusalFields(json: unknown): BodyFields | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const { error, message } = json as Record<string, unknown>;
  if (typeof error !== "string" || !CONSOLE_REFUSALS.has(error)) return undefined;
  return { errorCode: error, message: typeof message === "string" ? message : undefined };
}

function fieldsOfBody(text: string): BodyFields {
  if (text.trim() === "") return {};
  try {
    const json: unknown = JSON.parse(text);
    return consoleRefusalFields(json) ?? errorBodyFields(json);
  } catch {
    // Not JSON: a proxy or gateway answered. Plain text may still say something useful.
    return looksLikeHtml(text) ? {} : { message: text };
  }
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return "";
  }
}

interface ErrorResponseContext {
  readonly method: string;
  readonly path: string;
  readonly nowMs: number;
  readonly token?: string | undefined;
  readonly outcomeUnknown: boolean;
}

/** Turns a non-2xx response into an ApiError, whatever its body holds. */
export async function apiErrorFromResponse(
  response: Response,
  context: ErrorResponseContext,
): Promise<ApiError> {
  const { status, headers } = response;
  const fields = fieldsOfBody(await readText(response));
  const clean = (text: string | undefined, max?: number) =>
    text === undefined ? "" : oneLine(redactSecrets(text, context.token), max);

  const error = clean(fields.error, 60) || reasonPhrase(status, response.statusText);
  const message = clean(fields.message) || error;
  const resumeAtMs = readResumeAtMs(headers, context.nowMs);
  return new ApiError({
    kind: "http",
    status,
    error,
    message,
    errorCode: clean(fields.errorCode, 60) || undefined,
    rateLimit: readRateLimit(headers),
    retryAfterSeconds:
      resumeAtMs === undefined
        ? undefined
        : Math.max(0, Math.ceil((resumeAtMs - context.nowMs) / 1000)),
    outcomeUnknown: context.outcomeUnknown,
    method: context.method,
    path: context.path,
  });
}
