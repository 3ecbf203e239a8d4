import { describe, expect, it } from "vitest";
import { ApiError, describeApiError } from "../../api";
import { failureMessage } from "./failureMessage";

function message(error: ApiError): string {
  return failureMessage(error, describeApiError(error));
}

describe("failureMessage", () => {
  it("says a save cancelled after it was sent has an unknown outcome", () => {
    const cancelled = new ApiError({
      kind: "aborted",
      status: 0,
      error: "Aborted",
      message: "The request was cancelled",
      outcomeUnknown: true,
    });
    expect(message(cancelled)).toMatch(/not known whether the tenant changed the profile/);
    expect(message(cancelled)).toMatch(/Your changes are still in the form/);
  });

  it("says a cancel before sending is only a cancel", () => {
    const cancelled = new ApiError({
      kind: "aborted",
      status: 0,
      error: "Aborted",
      message: "The request was cancelled",
    });
    expect(message(cancelled)).toBe("The request was cancelled.");
  });

  it("says a 2xx that broke the contract most likely saved the changes", () => {
    const broken = new ApiError({
      kind: "invalid-response",
      status: 200,
      error: "Invalid response",
      message: "The tenant's response broke the contract at id: Invalid input",
    });
    expect(message(broken)).toBe(
      "The tenant's response broke the contract at id: Invalid input. The tenant answered 200, so the changes were most likely saved. Your changes are still in the form.",
    );
  });

  it("adds that the changes are kept when a 5xx leaves the outcome unknown", () => {
    const failed = new ApiError({
      kind: "http",
      status: 502,
      error: "Bad Gateway",
      message: "Bad Gateway",
      outcomeUnknown: true,
    });
    expect(message(failed)).toMatch(
      /^The tenant failed \(502 Bad Gateway\), so it is not known whether .* Your changes are still in the form\.$/,
    );
  });
});
