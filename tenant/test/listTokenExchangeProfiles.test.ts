import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  LIMITS,
  type TokenExchangeProfileList,
  tokenExchangeProfileListSchema,
} from "../../src/api/schemas/index.ts";
import { generateSeed } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const PATH = "/api/v2/token-exchange-profiles";
const PROFILES = 230;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant({ profiles: PROFILES });
  // Outlives the 24-hour clock jump of the expiry test.
  token = await t.token(["read:token_exchange_profiles"], { expiresInSeconds: 30 * 86_400 });
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function page(query: string): Promise<TokenExchangeProfileList> {
  const response = await t.call(`${PATH}${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return tokenExchangeProfileListSchema.parse(await response.json());
}

async function walk(take: number, between?: () => Promise<void>): Promise<string[]> {
  const ids: string[] = [];
  let next: string | undefined;
  do {
    const query = next ? `?take=${take}&from=${encodeURIComponent(next)}` : `?take=${take}`;
    const body = await page(query);
    ids.push(...body.token_exchange_profiles.map((profile) => profile.id));
    next = body.next;
    await between?.();
  } while (next);
  return ids;
}

describe("GET /api/v2/token-exchange-profiles", () => {
  it("serves the seeded profiles in order, 50 by default, with a next identifier", async () => {
    const body = await page("");
    const seeded = generateSeed(42, PROFILES).tokenExchangeProfiles;
    expect(body.token_exchange_profiles).toHaveLength(LIMITS.take.default);
    expect(body.token_exchange_profiles.map((p) => p.id)).toEqual(
      seeded.slice(0, LIMITS.take.default).map((p) => p.id),
    );
    expect(body.next).toEqual(expect.any(String));
  });

  it("keeps the extra properties some profiles carry", async () => {
    const body = await page("?take=10");
    expect(body.token_exchange_profiles.some((p) => "metadata" in p)).toBe(true);
  });

  it("walks every profile exactly once and omits next on the last page", async () => {
    const ids = await walk(LIMITS.take.max);
    expect(ids).toHaveLength(PROFILES);
    expect(new Set(ids).size).toBe(PROFILES);
  });

  it("omits next when the page reaches the end exactly", async () => {
    t.tenant.reset({ profiles: 100 });
    const body = await page("?take=100");
    expect(body.token_exchange_profiles).toHaveLength(100);
    expect(body).not.toHaveProperty("next");
  });

  it("serves an empty list from an empty tenant", async () => {
    t.tenant.reset({ profiles: 0 });
    expect(await page("")).toEqual({ token_exchange_profiles: [] });
  });

  it("has no duplicates or gaps when profiles are added between pages", async () => {
    const original = generateSeed(42, PROFILES).tokenExchangeProfiles.map((p) => p.id);
    const control = `${t.url}/__tenant/profiles`;
    const ids = await walk(37, async () => {
      const added = await fetch(control, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ count: 5 }),
      });
      expect(added.status).toBe(200);
    });
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of original) expect(ids.filter((seen) => seen === id)).toHaveLength(1);
    expect(ids.slice(0, PROFILES)).toEqual(original);
  });

  it("stays consistent when pages and inserts run concurrently", async () => {
    const original = new Set(generateSeed(42, PROFILES).tokenExchangeProfiles.map((p) => p.id));
    const inserting = Promise.all(
      Array.from({ length: 10 }, () =>
        t.call("/__tenant/profiles", { method: "POST", json: { count: 3 } }),
      ),
    );
    const [ids] = await Promise.all([walk(25), inserting]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => original.has(id))).toHaveLength(PROFILES);
  });

  it.each([
    ["0", "take must be at least 1"],
    ["101", "take must be at most 100"],
    ["abc", "take must be a whole number"],
    ["2.5", "take must be a whole number"],
  ])("rejects take=%s", async (take, message) => {
    const response = await t.call(`${PATH}?take=${take}`, { token });
    await expectError(
      response,
      400,
      "invalid_query_string",
      `Query validation error: '${message}' on property take.`,
    );
  });

  it("rejects unknown query parameters", async () => {
    const response = await t.call(`${PATH}?page=2`, { token });
    await expectError(
      response,
      400,
      "invalid_query_string",
      `Query validation error: 'Unrecognized key: "page"'.`,
    );
  });

  it("rejects a tampered next identifier", async () => {
    const { next } = await page("?take=5");
    if (!next) throw new Error("expected a next identifier");
    const [payload = "", signature = ""] = next.split(".");
    const forged = `${Buffer.from("200.1").toString("base64url")}.${signature}`;
    const flipped = `${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    for (const from of [forged, flipped, "garbage", `${next}.x`]) {
      const response = await t.call(`${PATH}?from=${encodeURIComponent(from)}`, { token });
      await expectError(response, 400, "invalid_query_string", /on property from\.$/);
    }
  });

  it("expires a next identifier after 24 hours of tenant time", async () => {
    const { next } = await page("?take=5");
    if (!next) throw new Error("expected a next identifier");
    const from = `${PATH}?from=${encodeURIComponent(next)}`;
    t.tenant.clock.advance(LIMITS.cursorValidityMs - 1000);
    expect((await t.call(from, { token })).status).toBe(200);
    // The jump goes through the control route, as an e2e fixture would do it.
    await t.call("/__tenant/clock", { method: "POST", json: { advanceMs: 2000 } });
    const message = await expectError(
      await t.call(from, { token }),
      400,
      "invalid_query_string",
      /on property from\.$/,
    );
    expect(message).toMatch(/expired/);
  });

  it("asks for read:token_exchange_profiles", async () => {
    const response = await t.call(PATH, { token: await t.token(["update:users"]) });
    await expectInsufficientScope(response, "read:token_exchange_profiles");
  });
});
