import { describe, expect, it, vi } from "vitest";
import { fakeJwt } from "../test/tokens";
import { checkToken } from "./tokenCheck";

const TENANT = "http://127.0.0.1:4010";

function answering(status: number, body: unknown = {}) {
  return vi.fn<typeof fetch>(async () => Response.json(body, { status }));
}

function calledUrls(fetchFn: ReturnType<typeof answering>): string[] {
  return fetchFn.mock.calls.map(([input]) => String(input));
}

describe("checkToken, Connect's one read", () => {
  it("reads one record of a listing the token has a scope for, and nothing else", async () => {
    const fetchFn = answering(200, { organizations: [] });
    const token = fakeJwt({ sub: "x", scope: "update:users read:organizations" });
    expect(await checkToken(TENANT, token, fetchFn)).toBeUndefined();
    expect(calledUrls(fetchFn)).toEqual([`${TENANT}/api/v2/organizations?take=1`]);
    const headers = new Headers(fetchFn.mock.calls[0]?.[1]?.headers);
    expect(headers.get("authorization")).toBe(`Bearer ${token}`);
  });

  it("opens on a 429 without waiting it out: the limit says nothing of the token", async () => {
    const fetchFn = vi.fn<typeof fetch>(async () =>
      Response.json(
        { statusCode: 429, error: "Too Many Requests", message: "Global limit has been reached" },
        {
          status: 429,
          headers: {
            "x-ratelimit-limit": "10",
            "x-ratelimit-remaining": "0",
            "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + 60),
          },
        },
      ),
    );
    const token = fakeJwt({ sub: "x", scope: "read:organizations" });
    expect(await checkToken(TENANT, token, fetchFn)).toBeUndefined();
    expect(fetchFn, "one request, no wait of a minute for a second").toHaveBeenCalledTimes(1);
  });

  it("hands back the tenant's refusal of a token it does not trust", async () => {
    const fetchFn = answering(401, {
      statusCode: 401,
      error: "Unauthorized",
      message: "Invalid token",
    });
    const error = await checkToken(TENANT, fakeJwt({ sub: "x" }), fetchFn);
    expect(error).toMatchObject({ status: 401, message: "Invalid token" });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it("takes a trusted token without any read scope: the screens then say what it needs", async () => {
    const fetchFn = answering(403, {
      statusCode: 403,
      error: "Forbidden",
      message: "Insufficient scope, expected any of: read:token_exchange_profiles",
      errorCode: "insufficient_scope",
    });
    expect(await checkToken(TENANT, fakeJwt({ scope: "create:organizations" }), fetchFn)).toBe(
      undefined,
    );
    expect(calledUrls(fetchFn)).toEqual([`${TENANT}/api/v2/token-exchange-profiles?take=1`]);
  });

  it("refuses a 403 for a scope the token claims to hold", async () => {
    const fetchFn = answering(403, {
      statusCode: 403,
      error: "Forbidden",
      message: "Insufficient scope, expected any of: read:token_exchange_profiles",
      errorCode: "insufficient_scope",
    });
    const token = fakeJwt({ scope: "read:token_exchange_profiles" });
    expect(await checkToken(TENANT, token, fetchFn)).toMatchObject({ status: 403 });
  });
});
