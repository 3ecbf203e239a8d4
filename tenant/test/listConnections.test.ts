import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type ConnectionList,
  connectionListSchema,
  LIMITS,
  STRATEGIES,
} from "../../src/api/schemas/index.ts";
import { generateSeed, SEED_FACTS } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const PATH = "/api/v2/connections";
const SEEDED = generateSeed().connections;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["read:connections"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function page(query: string): Promise<ConnectionList> {
  const response = await t.call(`${PATH}${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return connectionListSchema.parse(await response.json());
}

async function walk(query: string): Promise<string[]> {
  const names: string[] = [];
  let next: string | undefined;
  do {
    const from = next ? `&from=${encodeURIComponent(next)}` : "";
    const body = await page(`${query}${from}`);
    names.push(...body.connections.map((connection) => connection.name));
    next = body.next;
  } while (next);
  return names;
}

describe("GET /api/v2/connections", () => {
  it("answers the vendor SDK's include_totals=true&take=50 in the checkpoint form", async () => {
    const body = await page("?include_totals=true&take=50");
    expect(body.connections).toHaveLength(SEEDED.length);
    expect(body).not.toHaveProperty("total");
    const refused = await t.call(`${PATH}?include_totals=yes`, { token });
    await expectError(refused, 400, "invalid_query_string");
  });

  it("serves every connection on one page of the default 50, without next", async () => {
    expect(SEEDED.length).toBeLessThan(LIMITS.take.default);
    const body = await page("");
    expect(body.connections.map((connection) => connection.id)).toEqual(
      SEEDED.map((connection) => connection.id),
    );
    expect(body).not.toHaveProperty("next");
    expect(body.connections[0]).toEqual({
      ...SEED_FACTS.firstConnection,
      is_domain_connection: false,
      realms: ["corp-oidc"],
    });
  });

  it("walks every connection exactly once, 4 a page", async () => {
    expect(await walk("?take=4")).toEqual(SEEDED.map((connection) => connection.name));
  });

  it("finds a connection by its exact name only", async () => {
    expect((await page("?name=corp")).connections.map((c) => c.id)).toEqual([
      "con_Sm1p3Rt8Vw6Yb2Nc",
    ]);
    expect((await page("?name=Corp")).connections).toEqual([]);
    expect((await page("?name=cor")).connections).toEqual([]);
  });

  it("filters by one strategy or any of several, pages included", async () => {
    const samlp = SEEDED.filter((c) => c.strategy === "samlp").map((c) => c.name);
    expect(samlp.length).toBeGreaterThan(1);
    expect(await walk("?strategy=samlp&take=1")).toEqual(samlp);
    const either = SEEDED.filter((c) => c.strategy === "samlp" || c.strategy === "ad");
    expect(await walk("?strategy=samlp&strategy=ad&take=2")).toEqual(either.map((c) => c.name));
  });

  it("trims each connection to the fields asked for, or leaves them out", async () => {
    const kept = await page("?fields=id,name,strategy&include_fields=true&take=2");
    expect(kept.connections).toEqual(
      SEEDED.slice(0, 2).map(({ id, name, strategy }) => ({ id, name, strategy })),
    );
    const byDefault = await page("?fields=id,name,strategy&take=1");
    expect(Object.keys(byDefault.connections[0] ?? {})).toEqual(["id", "name", "strategy"]);
    const response = await t.call(
      `${PATH}?fields=realms,is_domain_connection,display_name&include_fields=false`,
      { token },
    );
    const left = (await response.json()) as { connections: Record<string, unknown>[] };
    expect(Object.keys(left.connections[0] ?? {})).toEqual(["id", "name", "strategy"]);
  });

  it.each([
    ["take=0", "take must be at least 1", "take"],
    ["take=101", "take must be at most 100", "take"],
    ["name=-corp", "Cannot start with a hyphen", "name"],
    ["name=corp%20oidc", "A space is not allowed: use letters, digits and single hyphens", "name"],
    ["name=", "Required", "name"],
    ["strategy=auth0", `strategy must be one of: ${STRATEGIES.join(", ")}`, "strategy"],
    [
      "strategy=samlp&strategy=auth0",
      `strategy must be one of: ${STRATEGIES.join(", ")}`,
      "strategy",
    ],
    [
      "fields=id,,name",
      "fields must be property names separated by commas, such as id,name",
      "fields",
    ],
    ["fields=id&include_fields=yes", "include_fields must be true or false", "include_fields"],
  ])("rejects %s, naming the rule", async (query, message, property) => {
    await expectError(
      await t.call(`${PATH}?${query}`, { token }),
      400,
      "invalid_query_string",
      `Query validation error: '${message}' on property ${property}.`,
    );
  });

  it("rejects an unknown parameter and a next identifier of another listing", async () => {
    await expectError(
      await t.call(`${PATH}?q=corp`, { token }),
      400,
      "invalid_query_string",
      `Query validation error: 'Unrecognized key: "q"'.`,
    );
    const profiles = await t.call("/api/v2/token-exchange-profiles?take=1", {
      token: await t.token(["read:token_exchange_profiles"]),
    });
    const { next } = (await profiles.json()) as { next?: string };
    await expectError(
      await t.call(`${PATH}?from=${encodeURIComponent(next ?? "")}`, { token }),
      400,
      "invalid_query_string",
      /on property from\.$/,
    );
  });

  it("counts against the rate limit like every operation", async () => {
    const response = await t.call(PATH, { token });
    expect(response.headers.get("x-ratelimit-limit")).not.toBeNull();
    expect(response.headers.get("x-ratelimit-remaining")).not.toBeNull();
  });

  it("asks for read:connections", async () => {
    const other = await t.token(["create:organizations", "read:users"]);
    await expectInsufficientScope(await t.call(PATH, { token: other }), "read:connections");
  });

  it("answers another method with 405 and Allow: GET", async () => {
    const response = await t.call(PATH, { method: "POST", token, json: { name: "new" } });
    expect(response.headers.get("allow")).toBe("GET");
    await expectError(response, 405, "method_not_allowed");
  });
});
