import type { z } from "zod";

/** Statuses the tenant answers with an error body, and their reason phrases. */
export const REASON_PHRASES = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
} as const;
export type ErrorStatus = keyof typeof REASON_PHRASES;

export interface TenantErrorBody {
  statusCode: ErrorStatus;
  error: string;
  message: string;
  errorCode: string;
}

/**
 * Thrown anywhere below a route; `app.onError` turns it into the service's error body, so
 * helpers can fail without threading responses back up.
 */
export class TenantError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errorCode: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "TenantError";
  }

  body(): TenantErrorBody {
    return errorBody(this.status, this.message, this.errorCode);
  }
}

export function errorBody(
  status: ErrorStatus,
  message: string,
  errorCode: string,
): TenantErrorBody {
  return { statusCode: status, error: REASON_PHRASES[status], message, errorCode };
}

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export function errorResponse(error: TenantError): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.status,
    headers: { "content-type": JSON_CONTENT_TYPE, ...error.headers },
  });
}

type Location = "Payload" | "Query" | "Path";

const ERROR_CODE_OF: Record<Location, string> = {
  Payload: "invalid_body",
  Query: "invalid_query_string",
  Path: "invalid_uri",
};

/**
 * The console maps `on property a.b.0.c` back onto its form fields, so this format is part of
 * the interface. Only the first issue is reported, as the real service does.
 */
export function validationMessage(
  location: Location,
  message: string,
  path: readonly PropertyKey[],
): string {
  const property = path.map(String).join(".");
  return property
    ? `${location} validation error: '${message}' on property ${property}.`
    : `${location} validation error: '${message}'.`;
}

function validationError(
  location: Location,
  issues: readonly z.core.$ZodIssue[],
  pathPrefix: readonly PropertyKey[] = [],
): TenantError {
  const issue = issues[0];
  const message = issue
    ? validationMessage(location, issue.message, [...pathPrefix, ...issue.path])
    : validationMessage(location, "Invalid input", pathPrefix);
  return new TenantError(400, message, ERROR_CODE_OF[location]);
}

/** Parses with a contract schema or throws the 400 the service would send. */
export function parseOrThrow<T>(
  schema: z.ZodType<T>,
  input: unknown,
  location: Location,
  pathPrefix: readonly PropertyKey[] = [],
): T {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(location, result.error.issues, pathPrefix);
  return result.data;
}
