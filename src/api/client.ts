import type { z } from "zod";
import { ApiError } from "./apiError";
import type { ApiEvent, ApiEventListener, RateLimitWait } from "./apiEvents";
import type { ApiPath } from "./apiPath";
import { apiUrl, type Query } from "./apiUrl";
import { apiErrorFromResponse } from "./errorResponse";
import { headerSafe } from "./headerSafe";
import type { HttpMethod } from "./httpMethod";
import { createRateLimitBudget, type RateLimitBudget } from "./rateLimitBudget";
import { readRateLimit } from "./rateLimitHeaders";
import { isRepeatable, MAX_ATTEMPTS, rateLimitWaitMs, transientWaitMs } from "./retryPolicy";
import { oneLine, redactSecrets } from "./safeText";
import { sleep } from "./sleep";
import { checkSuccessBody, parseSuccessBody, type ResponseCheck } from "./successBody";

export interface ApiClientOptions {
  /** The tenant origin, e.g. `http://127.0.0.1:4010`, or "" to call the page's own origin. */
  readonly baseUrl: string;
  /**
   * Read before every attempt, so a token replaced during a rate-limit wait is used; "" sends
   * none (a person signed in to the console's server, which holds the credential).
   */
  readonly getToken: () => string | Promise<string>;
  readonly fetch?: typeof fetch;
  /** In [0, 1); the jitter added to rate-limit waits. */
  readonly random?: () => number;
  /** Epoch milliseconds. */
  readonly now?: () => number;
  readonly onEvent?: ApiEventListener;
  /** Where the client records the rate-limit figures of each answer; its own when not given. */
  readonly rateLimitBudget?: RateLimitBudget;
}

/**
 * What the caller of one operation may add to its request. Mutations get no signal from TanStack
 * Query, so a write passes its own. A screen learns of a 429 wait from the client's rate-limit
 * budget (src/ui/useResumeAt.ts); the callback is for a caller that must know which of its own
 * requests waits, such as the batch queue pacing itself.
 */
export interface RequestOptions {
  readonly signal?: AbortSignal | undefined;
  /** Called each time this request waits out a 429, before the wait starts. */
  readonly onRateLimitWait?: ((wait: RateLimitWait) => void) | undefined;
  /**
   * Why a write is made (a ticket number, say), for the console's own audit log: sent as
   * `X-Console-Reason` only when the tenant URL is the page's own origin (the console's server,
   * whose proxy logs it and never forwards it); never sent to a tenant on another origin.
   */
  readonly reason?: string | undefined;
  /**
   * The name of what a write is about (an organization's name), for the same audit log as
   * `reason` and under the same rule: sent as `X-Console-Target-Name` to the page's own origin only.
   */
  readonly targetName?: string | undefined;
  /**
   * The store's audit entry this write restores (Restore this version, Recently deleted's
   * Restore): sent as `X-Console-Restore-Of` to the page's own origin only, like `reason`.
   */
  readonly restoreOf?: string | undefined;
}

interface RequestBase extends RequestOptions {
  readonly method: HttpMethod;
  readonly path: ApiPath;
  /** Entries whose value is undefined are left out. */
  readonly query?: Query;
  /** Sent as JSON. */
  readonly body?: unknown;
  /**
   * False when a 5xx blames the request itself, not a passing fault: the user search answers
   * 503 to a query that took too long, and the same query sent again takes as long.
   */
  readonly repeatOnServerError?: boolean;
}

/** The 2xx body must be present and match the schema. */
export interface SchemaRequest<S extends z.ZodType> extends RequestBase {
  readonly schema: S;
  readonly allowEmpty?: false;
}

/** A 2xx with no body, or a 204, resolves undefined; a body that is present must match. */
interface OptionalBodyRequest<S extends z.ZodType> extends RequestBase {
  readonly schema: S;
  readonly allowEmpty: true;
}

/** The contract defines no response body: any 2xx resolves undefined, its body unread. */
export interface NoBodyRequest extends RequestBase {
  readonly schema?: undefined;
  readonly check?: undefined;
}

/** The 2xx body must be present and pass the check: the schema, loaded only when needed. */
interface CheckedRequest<T> extends RequestBase {
  readonly schema?: undefined;
  readonly check: ResponseCheck<T>;
}

type ApiRequest =
  | SchemaRequest<z.ZodType>
  | OptionalBodyRequest<z.ZodType>
  | NoBodyRequest
  | CheckedRequest<unknown>;

export interface ApiClient {
  readonly baseUrl: string;
  /** The rate limit as the last response stated it, and any 429 wait under way. */
  readonly rateLimitBudget: RateLimitBudget;
  request<S extends z.ZodType>(options: SchemaRequest<S>): Promise<z.output<S>>;
  request<S extends z.ZodType>(options: OptionalBodyRequest<S>): Promise<z.output<S> | undefined>;
  request(options: NoBodyRequest): Promise<undefined>;
  request<T>(options: CheckedRequest<T>): Promise<T>;
  /** For a caller that sends requests of every kind (src/api/operation.ts). */
  request(options: ApiRequest): Promise<unknown>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: ApiEventListener): () => void;
}

interface Attempt {
  readonly method: HttpMethod;
  readonly path: string;
  readonly token: string;
}

function abortedError(attempt: Attempt, reason: unknown, outcomeUnknown: boolean): ApiError {
  const timedOut = reason instanceof DOMException && reason.name === "TimeoutError";
  return new ApiError({
    kind: "aborted",
    status: 0,
    error: timedOut ? "Timed out" : "Aborted",
    message: timedOut ? "The request timed out" : "The request was cancelled",
    outcomeUnknown,
    method: attempt.method,
    path: attempt.path,
    cause: reason,
  });
}

function networkError(attempt: Attempt, cause: unknown, outcomeUnknown: boolean): ApiError {
  const detail = cause instanceof Error && cause.message ? `: ${cause.message}` : "";
  return new ApiError({
    kind: "network",
    status: 0,
    error: "Network error",
    message: oneLine(redactSecrets(`Could not reach the tenant${detail}`, attempt.token)),
    outcomeUnknown,
    method: attempt.method,
    path: attempt.path,
    cause,
  });
}

function notify<T>(listener: (value: T) => void, value: T): void {
  try {
    listener(value);
  } catch (error) {
    // A broken listener must not fail the request it is only watching.
    console.error(error);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const listeners = new Set<ApiEventListener>();
  const rateLimitBudget = options.rateLimitBudget ?? createRateLimitBudget(now);

  function emit(event: ApiEvent): void {
    const all = options.onEvent ? [options.onEvent, ...listeners] : [...listeners];
    for (const listener of all) notify(listener, event);
  }

  // The console's own server answers on the page's origin; any other origin is the tenant itself.
  const sameOrigin = baseUrl === "" || baseUrl === globalThis.location?.origin;

  async function request(req: ApiRequest): Promise<unknown> {
    const { method, path, signal } = req;
    const url = apiUrl(baseUrl, path, req.query);
    const repeatable = isRepeatable(method);
    const hasBody = req.body !== undefined;
    const payload = hasBody ? JSON.stringify(req.body) : undefined;

    for (let attemptNumber = 1; ; attemptNumber++) {
      if (signal?.aborted) throw abortedError({ method, path, token: "" }, signal.reason, false);
      const token = await options.getToken();
      const current: Attempt = { method, path, token };
      if (signal?.aborted) throw abortedError(current, signal.reason, false);

      const headers: Record<string, string> = { Accept: "application/json" };
      // A signed-in person has no token: the session cookie goes along and the server adds its own.
      if (token !== "") headers.Authorization = `Bearer ${token}`;
      if (hasBody) headers["Content-Type"] = "application/json";
      if (req.reason && sameOrigin) headers["X-Console-Reason"] = headerSafe(req.reason);
      if (req.targetName && sameOrigin) {
        headers["X-Console-Target-Name"] = headerSafe(req.targetName);
      }
      if (req.restoreOf && sameOrigin) headers["X-Console-Restore-Of"] = headerSafe(req.restoreOf);

      // Waits between attempts share one path: an abort ends them at once, as a cancellation.
      const pause = async (ms: number) => {
        try {
          await sleep(ms, signal);
        } catch {
          throw abortedError(current, signal?.reason, false);
        }
      };
      const canRetry = attemptNumber < MAX_ATTEMPTS;

      let response: Response;
      try {
        response = await fetchImpl(url, {
          method,
          headers,
          ...(payload === undefined ? {} : { body: payload }),
          ...(signal ? { signal } : {}),
        });
      } catch (cause) {
        // Once sent, a write may have reached the tenant whatever ended the wait for its answer.
        if (signal?.aborted) throw abortedError(current, signal.reason, !repeatable);
        if (repeatable && canRetry) {
          await pause(transientWaitMs(attemptNumber));
          continue;
        }
        throw networkError(current, cause, !repeatable);
      }

      const { status } = response;
      const rateLimit = readRateLimit(response.headers);
      if (rateLimit) rateLimitBudget.record(rateLimit);
      if (response.ok) {
        if (req.schema === undefined && req.check === undefined) {
          await response.body?.cancel().catch(() => undefined);
          return undefined;
        }
        let text: string;
        try {
          text = await response.text();
        } catch (cause) {
          if (signal?.aborted) throw abortedError(current, signal.reason, false);
          if (repeatable && canRetry) {
            await pause(transientWaitMs(attemptNumber));
            continue;
          }
          // The tenant answered 2xx, so a write was applied; only its answer was cut off.
          throw networkError(current, cause, false);
        }
        const context = { method, path, status, token };
        if (req.schema === undefined) return checkSuccessBody(text, req.check, context);
        return parseSuccessBody(text, req.schema, req.allowEmpty === true, context);
      }

      if (status === 429 && canRetry) {
        // A 429 was not processed, so even a write is safe to send again.
        await response.body?.cancel().catch(() => undefined);
        const nowMs = now();
        const resumeAt = nowMs + rateLimitWaitMs(response.headers, attemptNumber, nowMs, random);
        rateLimitBudget.recordWait(resumeAt);
        if (req.onRateLimitWait) {
          notify(req.onRateLimitWait, { resumeAt, attempt: attemptNumber + 1 });
        }
        await pause(resumeAt - nowMs);
        continue;
      }

      if (status >= 500 && repeatable && canRetry && req.repeatOnServerError !== false) {
        await response.body?.cancel().catch(() => undefined);
        await pause(transientWaitMs(attemptNumber));
        continue;
      }

      const error = await apiErrorFromResponse(response, {
        method,
        path,
        nowMs: now(),
        token,
        outcomeUnknown: status >= 500 && !repeatable,
      });
      if (status === 401) emit({ type: "unauthorized", error });
      throw error;
    }
  }

  return {
    baseUrl,
    rateLimitBudget,
    // One implementation serves the overloads; each overload narrows what it resolves to.
    request: request as ApiClient["request"],
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
