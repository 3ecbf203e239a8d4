import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ApiError,
  type ApiErrorInit,
  describeApiError,
  fieldOfMessage,
  type WriteDescription,
} from "./apiError";
import { PathParameterError } from "./apiPath";

function apiError(init: Partial<ApiErrorInit>): ApiError {
  return new ApiError({ kind: "http", status: 400, error: "Bad Request", message: "", ...init });
}

describe("fieldOfMessage", () => {
  it.each([
    [
      "Payload validation error: 'String is too long (51 chars), maximum 50' on property name.",
      { path: "name", message: "String is too long (51 chars), maximum 50" },
    ],
    [
      "Payload validation error: 'Must be https' on property branding.logo_url.",
      { path: "branding.logo_url", message: "Must be https" },
    ],
    [
      "Payload validation error: 'Expected type string but found type integer' on property name (The name of this organization).",
      { path: "name", message: "Expected type string but found type integer" },
    ],
    [
      "Payload validation error: 'Invalid id' on property enabled_connections[0].connection_id.",
      { path: "enabled_connections.0.connection_id", message: "Invalid id" },
    ],
    [
      "Path validation error: 'String is too long (1025 chars), maximum 1024' on property id.",
      { path: "id", message: "String is too long (1025 chars), maximum 1024" },
    ],
    [
      "Query validation error: 'Value 'abc' is not a number' on property take.",
      { path: "take", message: "Value 'abc' is not a number" },
    ],
    [
      "Payload validation error: 'Missing required property: name'.",
      { path: "name", message: "Missing required property: name" },
    ],
  ])("reads %j", (message, expected) => {
    expect(fieldOfMessage(message)).toEqual(expected);
  });

  it.each([
    "Invalid token",
    "Insufficient scope, expected any of: read:token_exchange_profiles",
    "Payload validation error: 'Something is wrong'.",
    "",
  ])("finds no field in %j", (message) => {
    expect(fieldOfMessage(message)).toBeUndefined();
  });

  it("is set on an http ApiError and not on other kinds", () => {
    const message = "Payload validation error: 'Too long' on property metadata.team.";
    expect(apiError({ message }).field).toEqual({ path: "metadata.team", message: "Too long" });
    expect(apiError({ message, kind: "invalid-response" }).field).toBeUndefined();
  });
});

describe("ApiError", () => {
  it("is an Error with every field set from its init", () => {
    const cause = new TypeError("x");
    const error = apiError({
      status: 429,
      error: "Too Many Requests",
      message: "slow down",
      errorCode: "too_many_requests",
      rateLimit: { limit: 1, remaining: 0, reset: 2 },
      retryAfterSeconds: 3,
      method: "GET",
      path: "/x",
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: "ApiError",
      kind: "http",
      status: 429,
      error: "Too Many Requests",
      message: "slow down",
      errorCode: "too_many_requests",
      rateLimit: { limit: 1, remaining: 0, reset: 2 },
      retryAfterSeconds: 3,
      outcomeUnknown: false,
      method: "GET",
      path: "/x",
      issues: [],
    });
    expect(error.cause).toBe(cause);
  });
});

describe("describeApiError", () => {
  it("shows a 403's message as the server wrote it", () => {
    const message = "Insufficient scope, expected any of: read:token_exchange_profiles";
    expect(describeApiError(apiError({ status: 403, error: "Forbidden", message }))).toBe(
      `${message}.`,
    );
  });

  it("says in plain words which scope a write lacks, from the insufficient_scope 403", () => {
    const denied = apiError({
      status: 403,
      error: "Forbidden",
      errorCode: "insufficient_scope",
      message: "Insufficient scope, expected any of: create:organizations.",
    });
    expect(describeApiError(denied)).toBe(
      "This token can't create organizations: it needs create:organizations.",
    );
  });

  it("asks to connect again after a 401", () => {
    const text = describeApiError(
      apiError({ status: 401, error: "Unauthorized", message: "Invalid token" }),
    );
    expect(text).toBe(
      "The tenant rejected the access token: Invalid token. Connect again with a valid token.",
    );
  });

  it("asks a signed-in person to sign in again when the server ended the session", () => {
    const ended = apiError({
      status: 401,
      error: "Unauthorized",
      errorCode: "signed_out",
      message: "Unauthorized",
    });
    expect(describeApiError(ended)).toBe(
      "Your sign-in session has ended. Sign in again to continue.",
    );
  });

  it("says the server's own words when a role is refused", () => {
    const refused = apiError({
      status: 403,
      error: "Forbidden",
      errorCode: "forbidden_role",
      message: "Your role, auditor, cannot clear risk assessments",
    });
    expect(describeApiError(refused)).toBe("Your role, auditor, cannot clear risk assessments.");
  });

  it("says when to try again after a 429", () => {
    expect(
      describeApiError(
        apiError({
          status: 429,
          error: "Too Many Requests",
          message: "Too Many Requests",
          retryAfterSeconds: 12,
        }),
      ),
    ).toBe("The tenant is limiting how often it may be called. Try again in 12 seconds.");
    expect(
      describeApiError(
        apiError({ status: 429, error: "Too Many Requests", message: "Too Many Requests" }),
      ),
    ).toContain("in a moment");
  });

  it("warns that a failed write may have been applied", () => {
    const network = apiError({
      kind: "network",
      status: 0,
      error: "Network error",
      message: "x",
      outcomeUnknown: true,
    });
    const server = apiError({
      status: 502,
      error: "Bad Gateway",
      message: "Bad Gateway",
      outcomeUnknown: true,
    });
    for (const error of [network, server]) {
      expect(describeApiError(error)).toContain("it is not known whether the change was made");
    }
    const read = apiError({ kind: "network", status: 0, error: "Network error", message: "x" });
    expect(describeApiError(read)).toMatch(/^Could not reach the tenant/);
  });

  it("describes a failed read's 5xx with the status", () => {
    expect(
      describeApiError(
        apiError({ status: 500, error: "Internal Server Error", message: "db down" }),
      ),
    ).toBe("The tenant failed (500 Internal Server Error): db down.");
  });

  it("gives the contract break and the cancellation as sentences", () => {
    const broken = apiError({
      kind: "invalid-response",
      status: 200,
      message: "The tenant's response broke the contract at a.b: Required",
    });
    expect(describeApiError(broken)).toBe(
      "The tenant's response broke the contract at a.b: Required.",
    );
    expect(describeApiError(apiError({ kind: "aborted", status: 0 }))).toBe(
      "The request was cancelled.",
    );
    expect(
      describeApiError(apiError({ kind: "aborted", status: 0, outcomeUnknown: true })),
      "a write cancelled in flight may have been applied",
    ).toBe(
      "The request was cancelled after it was sent, so it is not known whether the change was made. Check before trying again.",
    );
  });

  it("names the field of a client-side ZodError", () => {
    const result = z
      .object({ name: z.string().min(3, { error: "Too short" }) })
      .safeParse({ name: "a" });
    expect(result.success).toBe(false);
    expect(describeApiError(result.error)).toBe("The request is invalid at name: Too short.");
  });

  it("falls back to an Error's message, then to a generic sentence", () => {
    expect(describeApiError(new PathParameterError("A path parameter cannot be empty"))).toBe(
      "A path parameter cannot be empty.",
    );
    expect(describeApiError("what")).toBe("Something went wrong.");
  });
});

describe("describeApiError for a named write", () => {
  const create: WriteDescription = {
    doing: "creating the thing",
    result: "the thing was created",
    repeat: { check: "Look for it before creating it again." },
  };
  const clear: WriteDescription = {
    doing: "clearing the things",
    result: "the things were cleared",
    repeat: "safe",
  };
  const cancelled = apiError({
    kind: "aborted",
    status: 0,
    error: "Aborted",
    message: "x",
    outcomeUnknown: true,
  });

  it("names what may have happened and how to go on, by whether repeating is safe", () => {
    expect(describeApiError(cancelled, create)).toBe(
      "You cancelled the request after it was sent, so it is not known whether the thing was created. Look for it before creating it again.",
    );
    const failed = apiError({ status: 503, error: "Service Unavailable", outcomeUnknown: true });
    expect(describeApiError(failed, clear)).toBe(
      "The tenant failed (503 Service Unavailable) while clearing the things, so it is not known whether the things were cleared. Trying again is safe: it has the same effect as clearing the things once.",
    );
  });

  it("says a 2xx whose answer is unusable was most likely applied", () => {
    const broken = apiError({ kind: "invalid-response", status: 201, message: "Bad body" });
    expect(describeApiError(broken, clear)).toBe(
      "Bad body. The tenant answered 201, so the things were most likely cleared. Trying again is safe: it has the same effect as clearing the things once.",
    );
  });

  it("leaves a failure whose outcome is known as it is", () => {
    const limited = apiError({ status: 429, error: "Too Many Requests", retryAfterSeconds: 2 });
    expect(describeApiError(limited, create)).toBe(describeApiError(limited));
    const sentBack = apiError({ kind: "aborted", status: 0, error: "Aborted", message: "x" });
    expect(describeApiError(sentBack, create)).toBe("The request was cancelled.");
  });
});
