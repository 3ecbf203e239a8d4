import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/apiError";
import { isCursorRejection } from "./cursorRejection";

function badRequest(message: string): ApiError {
  return new ApiError({
    kind: "http",
    status: 400,
    error: "Bad Request",
    message,
    errorCode: "invalid_query_string",
  });
}

const expired = badRequest(
  "Query validation error: 'from has expired: a next identifier is valid for 24 hours; start from the first page' on property from.",
);

describe("isCursorRejection", () => {
  it("is any 400 on a next page, whose only new parameter is the cursor", () => {
    expect(isCursorRejection(badRequest("Bad cursor"), true)).toBe(true);
  });

  it("is a 400 naming `from` outside a next page too (a refetch of stored pages)", () => {
    expect(isCursorRejection(expired, false)).toBe(true);
  });

  it("is not a 400 about something else, nor another status", () => {
    const take = badRequest("Query validation error: 'take must be at most 100' on property take.");
    expect(isCursorRejection(take, false)).toBe(false);
    const forbidden = new ApiError({ kind: "http", status: 403, error: "Forbidden", message: "" });
    expect(isCursorRejection(forbidden, true)).toBe(false);
    expect(isCursorRejection(new Error("boom"), true)).toBe(false);
  });
});
