import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  LIMITS,
  type UserAttributeProfileList,
  userAttributeProfileListSchema,
} from "../../src/api/schemas/index.ts";
import { generateSeed } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const PATH = "/api/v2/user-attribute-profiles";
const SEEDED = generateSeed().userAttributeProfiles;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  // Outlives the 24-hour clock jump of the expiry test.
  token = await t.token(
    [
      "read:user_attribute_profiles",
      "read:token_exchange_profiles",
      "update:user_attribute_profiles",
    ],
    { expiresInSeconds: 30 * 86_400 },
  );
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function page(query: string): Promise<UserAttributeProfileList> {
  const response = await t.call(`${PATH}${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return userAttributeProfileListSchema.parse(await response.json());
}

describe("GET /api/v2/user-attribute-profiles", () => {
  it("serves 5 whole profiles by default, with a next identifier", async () => {
    expect(SEEDED.length).toBeGreaterThan(LIMITS.userAttributeProfileTakeDefault);
    const body = await page("");
    expect(body.user_attribute_profiles).toEqual(
      SEEDED.slice(0, LIMITS.userAttributeProfileTakeDefault),
    );
    expect(body.next).toEqual(expect.any(String));
  });

  it.each([1, 2, 3])("walks every profile exactly once, %s a page", async (take) => {
    const ids: string[] = [];
    let next: string | undefined;
    do {
      const from = next ? `&from=${encodeURIComponent(next)}` : "";
      const body = await page(`?take=${take}${from}`);
      expect(body.user_attribute_profiles.length).toBeLessThanOrEqual(take);
      ids.push(...body.user_attribute_profiles.map((profile) => profile.id));
      next = body.next;
    } while (next);
    expect(ids).toEqual(SEEDED.map((profile) => profile.id));
  });

  it("omits next when the page reaches the end exactly", async () => {
    const body = await page(`?take=${SEEDED.length}`);
    expect(body.user_attribute_profiles).toHaveLength(SEEDED.length);
    expect(body).not.toHaveProperty("next");
  });

  it("lists a profile as a PATCH left it, in the same place", async () => {
    const [, second] = SEEDED;
    if (!second) throw new Error("expected two seeded profiles");
    await t.call(`${PATH}/${second.id}`, { method: "PATCH", token, json: { name: "Renamed" } });
    const body = await page("?take=2");
    expect(body.user_attribute_profiles[1]).toMatchObject({ id: second.id, name: "Renamed" });
  });

  it.each([
    ["0", "take must be at least 1"],
    ["101", "take must be at most 100"],
    ["five", "take must be a whole number"],
  ])("rejects take=%s", async (take, message) => {
    await expectError(
      await t.call(`${PATH}?take=${take}`, { token }),
      400,
      "invalid_query_string",
      `Query validation error: '${message}' on property take.`,
    );
  });

  it("rejects unknown and repeated query parameters", async () => {
    await expectError(
      await t.call(`${PATH}?name=x`, { token }),
      400,
      "invalid_query_string",
      `Query validation error: 'Unrecognized key: "name"'.`,
    );
    await expectError(
      await t.call(`${PATH}?take=1&take=2`, { token }),
      400,
      "invalid_query_string",
      /on property take\.$/,
    );
  });

  it("refuses a next identifier of another listing or a forged one", async () => {
    const profiles = await t.call("/api/v2/token-exchange-profiles?take=1", { token });
    const { next: foreign } = (await profiles.json()) as { next?: string };
    const { next: own } = await page("?take=1");
    if (!foreign || !own) throw new Error("expected next identifiers");
    const [payload = "", signature = ""] = own.split(".");
    const forged = `${Buffer.from("3.1").toString("base64url")}.${signature}`;
    for (const from of [foreign, forged, `${payload}.`, "garbage"]) {
      await expectError(
        await t.call(`${PATH}?from=${encodeURIComponent(from)}`, { token }),
        400,
        "invalid_query_string",
        "Query validation error: 'from is not a next identifier issued by this tenant' on property from.",
      );
    }
  });

  it("expires a next identifier after 24 hours of tenant time", async () => {
    const { next } = await page("?take=1");
    if (!next) throw new Error("expected a next identifier");
    const path = `${PATH}?from=${encodeURIComponent(next)}`;
    t.tenant.clock.advance(LIMITS.cursorValidityMs - 1000);
    expect((await t.call(path, { token })).status).toBe(200);
    t.tenant.clock.advance(2000);
    const message = await expectError(
      await t.call(path, { token }),
      400,
      "invalid_query_string",
      /on property from\.$/,
    );
    expect(message).toMatch(/expired/);
  });

  it("asks for read:user_attribute_profiles", async () => {
    const writer = await t.token(["update:user_attribute_profiles"]);
    await expectInsufficientScope(
      await t.call(PATH, { token: writer }),
      "read:user_attribute_profiles",
    );
  });

  it("answers another method with 405 and Allow: GET, POST", async () => {
    const response = await t.call(PATH, { method: "PUT", token, json: {} });
    expect(response.headers.get("allow")).toBe("GET, POST");
    await expectError(response, 405, "method_not_allowed");
  });
});
