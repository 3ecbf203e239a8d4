// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createTokenSource, TOKEN_BACKOFF } from "./clientCredentials.ts";

const CREDENTIALS = { tenantUrl: "https://t.example.com", clientId: "id", clientSecret: "s" };

/** A token endpoint that answers from `answers` in turn (then the last one), counting calls. */
function endpoint(...answers: ("ok" | number)[]) {
  let calls = 0;
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const fake = (async () => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? "ok";
    calls += 1;
    if (held) await held;
    if (answer === "ok") {
      return Response.json({ access_token: `token-${calls}`, expires_in: 3600 });
    }
    return Response.json({ error: "access_denied" }, { status: answer });
  }) as unknown as typeof fetch;
  return {
    fetch: fake,
    calls: () => calls,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => {
      held = null;
      release();
    },
  };
}

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("the server's token source (issue 23, finding 17)", () => {
  it("makes one token request however many callers wait for it", async () => {
    const tenant = endpoint("ok");
    tenant.hold();
    const tokens = createTokenSource(CREDENTIALS, { fetch: tenant.fetch });
    const callers = Array.from({ length: 500 }, () => tokens.get());
    tenant.release();
    expect(new Set(await Promise.all(callers))).toEqual(new Set(["token-1"]));
    expect(tenant.calls()).toBe(1);
  });

  it("backs off exponentially after failures, up to a minute, with no request in between", async () => {
    const tenant = endpoint(401);
    const time = clock();
    const tokens = createTokenSource(CREDENTIALS, { fetch: tenant.fetch, now: time.now });
    const requestsAt: number[] = [];
    // Ten minutes of callers, one every 250 ms.
    for (let elapsed = 0; elapsed < 600_000; elapsed += 250) {
      const before = tenant.calls();
      await expect(tokens.get()).rejects.toThrow(/refused the client credentials \(HTTP 401\)/);
      if (tenant.calls() > before) requestsAt.push(elapsed);
      time.advance(250);
    }
    const gaps = requestsAt.slice(1).map((at, index) => at - (requestsAt[index] ?? 0));
    expect(gaps.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000]);
    expect(Math.max(...gaps)).toBe(TOKEN_BACKOFF.maxMs);
    // 2,400 callers cost 15 requests.
    expect(requestsAt.length).toBe(15);
  });

  it("starts over once a token is obtained and accepted", async () => {
    const tenant = endpoint(503, 503, "ok");
    const time = clock();
    const tokens = createTokenSource(CREDENTIALS, { fetch: tenant.fetch, now: time.now });
    await expect(tokens.get()).rejects.toThrow();
    time.advance(1000);
    await expect(tokens.get()).rejects.toThrow();
    time.advance(2000);
    const token = await tokens.get();
    tokens.accepted(token);
    expect(tenant.calls()).toBe(3);
  });

  it("after a tenant 401, fetches a new token at once; when that one is refused too, backs off", async () => {
    const tenant = endpoint("ok");
    const time = clock();
    const tokens = createTokenSource(CREDENTIALS, { fetch: tenant.fetch, now: time.now });
    const first = await tokens.get();
    tokens.accepted(first);
    // Revoked: 50 callers saw the 401 together; they cost one new token.
    for (let caller = 0; caller < 50; caller += 1) tokens.refused(first);
    const second = await tokens.get();
    expect(second).toBe("token-2");
    expect(tenant.calls()).toBe(2);
    // The new token is refused too: no third token until the back-off has passed.
    tokens.refused(second);
    await expect(tokens.get()).rejects.toThrow(/refused the server's new token/);
    expect(tenant.calls()).toBe(2);
    time.advance(TOKEN_BACKOFF.firstMs);
    expect(await tokens.get()).toBe("token-3");
  });

  it("ignores a refusal of a token it has already replaced", async () => {
    const tenant = endpoint("ok");
    const tokens = createTokenSource(CREDENTIALS, { fetch: tenant.fetch });
    const first = await tokens.get();
    tokens.refused(first);
    const second = await tokens.get();
    tokens.refused(first);
    expect(await tokens.get()).toBe(second);
    expect(tenant.calls()).toBe(2);
  });
});
