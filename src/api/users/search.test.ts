import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { isApiError } from "../apiError";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { searchUsers } from "./search";

const PAGE = {
  start: 0,
  limit: 20,
  length: 1,
  total: 1,
  users: [{ user_id: "oidc|5f7c8ec7c33c6c004bbafe82", email: "jane@acme.example" }],
};

describe("searchUsers", () => {
  it("asks the v3 engine for a page with the total", async () => {
    const { client, fetch } = setup([jsonResponse(200, PAGE)]);
    const page = await searchUsers(client, { q: 'email:"jane@acme.example"' });
    expect(page.total).toBe(1);
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe("/api/v2/users");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'email:"jane@acme.example"',
      search_engine: "v3",
      page: "0",
      per_page: "20",
      include_totals: "true",
    });
  });

  it.each([
    ["the last reachable page", 9, 100, true],
    ["a page past the first 1,000 matches", 10, 100, false],
  ])("%s is %s sent", async (_case, page, perPage, sent) => {
    const { client, fetch } = setup([jsonResponse(200, PAGE)]);
    const result = searchUsers(client, { q: "name:jan*", page, perPage });
    if (sent) await result;
    else expect(await rejectionOf(result)).toBeInstanceOf(ZodError);
    expect(fetch).toHaveBeenCalledTimes(sent ? 1 : 0);
  });

  it("rejects with the tenant's 503 at once, without sending a slow query again", async () => {
    const { client, fetch } = setup([
      jsonResponse(503, {
        statusCode: 503,
        error: "Service Unavailable",
        message: "The query exceeded the timeout. Please try refining your search criteria.",
        errorCode: "operation_timed_out",
      }),
    ]);
    const error = await rejectionOf(searchUsers(client, { q: "name:*jan*" }));
    expect(isApiError(error) && error.errorCode).toBe("operation_timed_out");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
