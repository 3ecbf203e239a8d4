// @vitest-environment jsdom
// The kept session is in sessionStorage and the screen in window.location.
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPERATION_SCOPES } from "../api/schemas/scopes";
import { PAGE_SIZE_KEY, readPageSize } from "../pages/token-exchange-profiles/list/pageSizeSetting";
import { createSessionStore, type Session, TAB_SESSION_KEY } from "../session/sessionStore";
import { consoleToken } from "../test/tokens";
import { firstPagePlan, sendEarly, startFirstPage } from "./firstPage";

const NOW = Date.UTC(2026, 10, 24, 3);
const LIST = "/token-exchange-profiles";

function session(overrides: Partial<Session> = {}, claims: Partial<Session["claims"]> = {}) {
  return {
    tenantUrl: "http://127.0.0.1:4010",
    token: "header.payload.signature",
    keepForTab: true,
    interruption: null,
    person: null,
    claims: {
      scopes: [OPERATION_SCOPES.listTokenExchangeProfiles],
      exp: NOW / 1000 + 60,
      ...claims,
    },
    ...overrides,
  } satisfies Session;
}

describe("firstPagePlan", () => {
  it("asks for the kept page size of a kept session on the list or a profile's details", () => {
    for (const path of [LIST, `${LIST}/tep_123`]) {
      expect(firstPagePlan(session(), path, 25, NOW)).toEqual({
        tenantUrl: "http://127.0.0.1:4010",
        token: "header.payload.signature",
        take: 25,
        url: "http://127.0.0.1:4010/api/v2/token-exchange-profiles?take=25",
      });
    }
  });

  it("asks for nothing without a session, on another screen, without the scope, or expired", () => {
    expect(firstPagePlan(null, LIST, 50, NOW)).toBeNull();
    expect(firstPagePlan(session(), "/risk-assessments", 50, NOW)).toBeNull();
    expect(firstPagePlan(session({}, { scopes: ["read:users"] }), LIST, 50, NOW)).toBeNull();
    expect(firstPagePlan(session({}, { exp: NOW / 1000 }), LIST, 50, NOW)).toBeNull();
    expect(firstPagePlan(session({ interruption: "unauthorized" }), LIST, 50, NOW)).toBeNull();
  });
});

describe("sendEarly", () => {
  afterEach(() => vi.unstubAllGlobals());

  const plan = firstPagePlan(session(), LIST, 50, NOW);
  if (!plan) throw new Error("the plan above asks for a page");
  const headers = { Authorization: `Bearer ${plan.token}`, Accept: "application/json" };

  it("sends at once and hands that response to the first fetch of the same page and token", async () => {
    const answer = new Response("{}");
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal("fetch", fetchMock);
    const early = sendEarly(plan);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    expect(await early.fetch(plan.url, { method: "GET", headers })).toBe(answer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await early.fetch(plan.url, { method: "GET", headers });
    expect(fetchMock, "only once: the next call goes to the network").toHaveBeenCalledTimes(2);
  });

  it("goes to the network for another token, and abandons the early request", async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        signals.push(init?.signal);
        return new Response("{}");
      }),
    );
    const early = sendEarly(plan);
    await early.fetch(plan.url, { method: "GET", headers: { Authorization: "Bearer other" } });
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
  });

  it("ends the early request when the taker cancels", async () => {
    let earlySignal: AbortSignal | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        earlySignal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }),
    );
    const early = sendEarly(plan);
    const cancel = new AbortController();
    void early.fetch(plan.url, { method: "GET", headers, signal: cancel.signal });
    expect(earlySignal?.aborted).toBe(false);
    cancel.abort();
    expect(earlySignal?.aborted).toBe(true);
  });
});

describe("startFirstPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    window.location.hash = "";
  });

  it("sends a kept session's first page when the address names no screen yet", () => {
    const fetchMock = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.setItem(
      TAB_SESSION_KEY,
      JSON.stringify({ tenantUrl: "http://127.0.0.1:4010", token: consoleToken() }),
    );
    window.location.hash = "";
    expect(startFirstPage(createSessionStore())?.plan.take).toBe(50);
    expect(fetchMock).toHaveBeenCalledWith(
      "http://127.0.0.1:4010/api/v2/token-exchange-profiles?take=50",
      expect.objectContaining({ method: "GET" }),
    );
  });

  it("asks for the page size the screen will read, from the screen's own setting", () => {
    const fetchMock = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    const kept = { tenantUrl: "http://127.0.0.1:4010", token: consoleToken() };
    sessionStorage.setItem(TAB_SESSION_KEY, JSON.stringify(kept));
    for (const [stored, take] of [
      ["25", 25],
      [" 7 ", 7],
      ["500", 50],
      ["2.5", 50],
    ] as const) {
      sessionStorage.setItem(PAGE_SIZE_KEY, JSON.stringify(stored));
      expect(startFirstPage(createSessionStore())?.plan.take, `kept ${stored}`).toBe(take);
      expect(readPageSize(), "what the screen reads").toBe(take);
    }
  });

  it("sends nothing without a kept session", () => {
    const fetchMock = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    expect(startFirstPage(createSessionStore())).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
