import type { z } from "zod";
import { plural } from "../lib/plural";
import { insufficientScopeMessage } from "./writeScope";

type ApiErrorKind = "http" | "network" | "invalid-response" | "aborted";

/** The X-RateLimit-* headers; `reset` is a Unix time in seconds. */
export interface RateLimit {
  readonly limit: number;
  readonly remaining: number;
  readonly reset: number;
}

/** A problem the tenant pinned to one field, in react-hook-form's dot path form. */
export interface FieldProblem {
  readonly path: string;
  readonly message: string;
}

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly error: string;
  readonly message: string;
  readonly errorCode?: string | undefined;
  readonly rateLimit?: RateLimit | undefined;
  readonly retryAfterSeconds?: number | undefined;
  readonly outcomeUnknown?: boolean;
  readonly method?: string;
  /** The API path without the origin: safe to show and to log. */
  readonly path?: string;
  readonly issues?: readonly FieldProblem[];
  readonly cause?: unknown;
}

/** The one error type of the fetch layer: every failure of a request becomes an ApiError. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Short title: the body's `error`, or the HTTP reason phrase. */
  readonly error: string;
  readonly errorCode: string | undefined;
  readonly rateLimit: RateLimit | undefined;
  readonly retryAfterSeconds: number | undefined;
  /**
   * The tenant may or may not have applied a write: the request left but no verdict came back.
   * The UI must tell the user to check before repeating it.
   */
  readonly outcomeUnknown: boolean;
  readonly method: string | undefined;
  readonly path: string | undefined;
  /** For invalid-response: every place the body broke the contract. */
  readonly issues: readonly FieldProblem[];
  /** For a tenant validation message: the field it names, so a form can mark that input. */
  readonly field: FieldProblem | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.error = init.error;
    this.errorCode = init.errorCode;
    this.rateLimit = init.rateLimit;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
    this.method = init.method;
    this.path = init.path;
    this.issues = init.issues ?? [];
    this.field = init.kind === "http" ? fieldOfMessage(init.message) : undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const VALIDATION_MESSAGE =
  /^(?:Payload|Path|Query) validation error: '(?<message>.*)' on property (?<path>[^\s()]+)/s;
const MISSING_PROPERTY =
  /^(?:Payload|Path|Query) validation error: '(?<message>Missing required property: (?<path>[^\s']+))'/s;

/** `a[0].b` and `/a/0/b` become `a.0.b`, the path form react-hook-form registers fields under. */
function toDotPath(raw: string): string {
  return raw
    .replace(/\[(\w+)\]/g, ".$1")
    .replace(/\//g, ".")
    .replace(/^[#.]+|\.+$/g, "");
}

/**
 * Reads the field out of the tenant's validation message, e.g.
 * `Payload validation error: 'Too long' on property branding.logo_url.` → branding.logo_url.
 * The real service may append a description in parentheses; that is not part of the path.
 */
export function fieldOfMessage(message: string): FieldProblem | undefined {
  const match = VALIDATION_MESSAGE.exec(message) ?? MISSING_PROPERTY.exec(message);
  const rawPath = match?.groups?.path;
  const inner = match?.groups?.message;
  if (rawPath === undefined || inner === undefined) return undefined;
  const path = toDotPath(rawPath);
  return path === "" ? undefined : { path, message: inner };
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const CHECK_BEFORE_REPEATING =
  "it is not known whether the change was made. Check before trying again.";

function describeHttp(e: ApiError): string {
  const server = e.message && e.message !== e.error ? e.message : "";
  if (e.status === 401 && e.errorCode === "signed_out") {
    return "Your sign-in session has ended. Sign in again to continue.";
  }
  if (e.status === 401) {
    return `The tenant rejected the access token${server ? `: ${sentence(server)}` : "."} Connect again with a valid token.`;
  }
  if (e.status === 429) {
    const wait =
      e.retryAfterSeconds === undefined
        ? "in a moment"
        : `in ${plural(e.retryAfterSeconds, "second")}`;
    return `The tenant is limiting how often it may be called. Try again ${wait}.`;
  }
  if (e.status >= 500 && e.outcomeUnknown) {
    return `The tenant failed (${e.status} ${e.error}), so ${CHECK_BEFORE_REPEATING}`;
  }
  if (e.status >= 500) {
    return `The tenant failed (${e.status} ${e.error})${server ? `: ${sentence(server)}` : "."}`;
  }
  if (e.status === 403 && e.errorCode === "insufficient_scope") {
    const plain = insufficientScopeMessage(e.message);
    if (plain !== undefined) return sentence(plain);
  }
  // Another 403 (a feature not enabled, say): the server's message says what is missing.
  return server ? sentence(server) : `The tenant answered ${e.status} ${e.error}.`;
}

/**
 * What a write does, so a failure can say what may have happened. `result` is read as "it is not
 * known whether {result}", e.g. "the organization was created".
 */
export interface WriteDescription {
  /** "creating the organization" */
  readonly doing: string;
  /** "the organization was created", with "was" or "were" for the applied form. */
  readonly result: string;
  /**
   * "safe": repeating has the same effect as doing it once (a clear). Otherwise the sentence
   * that says how to find out before repeating (a create could be made twice).
   */
  readonly repeat: "safe" | { readonly check: string };
}

function repeatAdvice(write: WriteDescription): string {
  return write.repeat === "safe"
    ? `Trying again is safe: it has the same effect as ${write.doing} once.`
    : write.repeat.check;
}

/** A write whose verdict never arrived, or whose 2xx answer is unusable: what may have happened. */
function describeWriteOutcome(e: ApiError, write: WriteDescription): string | undefined {
  if (e.kind === "invalid-response") {
    // A 2xx means the tenant applied it; only its answer cannot be shown.
    const applied = write.result.replace(/\b(was|were)\b/, "$1 most likely");
    return `${sentence(e.message)} The tenant answered ${e.status}, so ${applied}. ${repeatAdvice(write)}`;
  }
  if (!e.outcomeUnknown) return undefined;
  const cause =
    e.kind === "http"
      ? `The tenant failed (${e.status} ${e.error}) while ${write.doing}`
      : e.kind === "aborted"
        ? "You cancelled the request after it was sent"
        : "The connection to the tenant failed before it answered";
  return `${cause}, so it is not known whether ${write.result}. ${repeatAdvice(write)}`;
}

/**
 * One sentence a person can act on, for any error a fetcher or mutation may throw. Given the
 * write that failed, a failure whose outcome is unknown names what may have happened and whether
 * trying again is safe.
 */
export function describeApiError(e: unknown, write?: WriteDescription): string {
  if (e instanceof ApiError) {
    const outcome = write === undefined ? undefined : describeWriteOutcome(e, write);
    if (outcome !== undefined) return outcome;
    switch (e.kind) {
      case "aborted":
        // A write cancelled after it left may still have been applied.
        return e.outcomeUnknown
          ? `The request was cancelled after it was sent, so ${CHECK_BEFORE_REPEATING}`
          : "The request was cancelled.";
      case "network":
        return e.outcomeUnknown
          ? `The connection to the tenant failed before it answered, so ${CHECK_BEFORE_REPEATING}`
          : "Could not reach the tenant. Check the tenant URL and your connection; the tenant may also not allow calls from this page.";
      case "invalid-response":
        return sentence(e.message);
      case "http":
        return describeHttp(e);
    }
  }
  if (isZodError(e)) {
    const issue = e.issues[0];
    if (issue === undefined) return "The request is invalid.";
    const where = issue.path.length > 0 ? ` at ${issue.path.map(String).join(".")}` : "";
    return `The request is invalid${where}: ${sentence(issue.message)}`;
  }
  if (e instanceof Error && e.message) return sentence(e.message);
  return "Something went wrong.";
}

/** zod's error, told apart by its name: the first screen's requests load no zod (decision 014). */
function isZodError(e: unknown): e is z.core.$ZodError {
  return (
    e instanceof Error &&
    (e.name === "ZodError" || e.name === "$ZodError") &&
    Array.isArray((e as { issues?: unknown }).issues)
  );
}
