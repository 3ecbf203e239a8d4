import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  organizationArraySchema,
  organizationPageSchema,
  organizationTotalsSchema,
} from "../../src/api/schemas/index.ts";
import { generateSeed, STABLE_ORGANIZATIONS } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const PATH = "/api/v2/organizations";
/** Enough that a full walk spans many pages and the offset cap is reachable. */
const COUNT = 1234;
const SEEDED = generateSeed(42, 0, COUNT).organizations;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant({ organizations: COUNT });
  token = await t.token(["read:organizations", "delete:organizations"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function json(query: string): Promise<unknown> {
  const response = await t.call(`${PATH}${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function walk(take: number, between?: () => Promise<void>): Promise<string[]> {
  const ids: string[] = [];
  let next: string | undefined;
  do {
    const from = next ? `&from=${encodeURIComponent(next)}` : "";
    const page = organizationPageSchema.parse(await json(`?take=${take}${from}`));
    expect(page.organizations.length).toBeLessThanOrEqual(take);
    ids.push(...page.organizations.map((organization) => organization.id));
    next = page.next;
    await between?.();
  } while (next);
  return ids;
}

describe("GET /api/v2/organizations, checkpoint form", () => {
  it("walks every organization once, in creation order, past the 1,000 of offset paging", async () => {
    expect(await walk(100)).toEqual(SEEDED.map((organization) => organization.id));
  });

  it("answers organizations as GET by id does: without their enabled connections", async () => {
    const page = organizationPageSchema.parse(await json("?take=1"));
    const { enabled_connections: _, ...acme } = STABLE_ORGANIZATIONS[0] ?? { id: "", name: "" };
    expect(page.organizations).toEqual([acme]);
    expect(page.next).toEqual(expect.any(String));
  });

  it("is the form when take or from is sent, even with include_totals and per_page", async () => {
    const body = await json("?include_totals=true&per_page=3&take=2&sort=name:-1");
    expect(Object.keys(body as object).sort()).toEqual(["next", "organizations"]);
    expect(organizationPageSchema.parse(body).organizations.map((o) => o.name)).toEqual([
      "acme",
      "globex-eu",
    ]);
  });

  it("neither repeats nor skips an organization when earlier ones are deleted mid-walk", async () => {
    const doomed = SEEDED.slice(0, 30).map((organization) => organization.id);
    const seen = await walk(25, async () => {
      const id = doomed.shift();
      if (id) await t.call(`${PATH}/${id}`, { method: "DELETE", token });
    });
    expect(seen).toEqual(SEEDED.map((organization) => organization.id));
  });

  it("refuses a next of another listing", async () => {
    const other = await t.call("/api/v2/connections?take=1", {
      token: await t.token(["read:connections"]),
    });
    const { next } = (await other.json()) as { next: string };
    await expectError(
      await t.call(`${PATH}?from=${encodeURIComponent(next)}`, { token }),
      400,
      "invalid_query_string",
      "Query validation error: 'from is not a next identifier issued by this tenant' on property from.",
    );
  });
});

describe("GET /api/v2/organizations, offset form", () => {
  it("is a bare array of 50 without paging parameters", async () => {
    const list = organizationArraySchema.parse(await json(""));
    expect(list.map((organization) => organization.id)).toEqual(
      SEEDED.slice(0, 50).map((organization) => organization.id),
    );
  });

  it("wraps a page with its totals when asked", async () => {
    const body = organizationTotalsSchema.parse(
      await json("?page=2&per_page=10&include_totals=true"),
    );
    expect(body).toMatchObject({ start: 20, limit: 10, total: COUNT });
    expect(body.organizations.map((organization) => organization.id)).toEqual(
      SEEDED.slice(20, 30).map((organization) => organization.id),
    );
  });

  it("reaches the 1,000th record and no further", async () => {
    const last = organizationArraySchema.parse(await json("?page=9&per_page=100"));
    expect(last.at(-1)?.id).toBe(SEEDED[999]?.id);
    for (const query of ["?page=10&per_page=100", "?page=33&per_page=30", "?page=20"]) {
      await expectError(
        await t.call(`${PATH}${query}`, { token }),
        400,
        "invalid_paging",
        "Requesting page exceeds the allowed maximum of 1000 records.",
      );
    }
  });

  it("sorts by name, display name or creation, either way", async () => {
    const byName = [...SEEDED].sort((a, b) => (a.name < b.name ? -1 : 1)).map((o) => o.name);
    const names = async (sort: string) =>
      organizationArraySchema.parse(await json(`?per_page=5&sort=${sort}`)).map((o) => o.name);
    expect(await names("name:1")).toEqual(byName.slice(0, 5));
    expect(await names("name:-1")).toEqual(byName.slice(-5).reverse());
    expect(await names("created_at:-1")).toEqual(
      SEEDED.slice(-5)
        .reverse()
        .map((o) => o.name),
    );
    const displayNames = organizationArraySchema
      .parse(await json("?per_page=100&sort=display_name:1"))
      .map((o) => o.display_name ?? "");
    expect(displayNames).toEqual([...displayNames].sort());
  });

  it("accepts include_client_association_for; no organization is associated with a client", async () => {
    const list = organizationArraySchema.parse(
      await json("?per_page=3&include_client_association_for=local-console-admin"),
    );
    expect(list).toHaveLength(3);
    const raw = (await json("?per_page=3&include_client_association_for=x")) as object[];
    for (const organization of raw) expect(organization).not.toHaveProperty("client");
  });
});

describe("GET /api/v2/organizations, refusals", () => {
  it.each([
    ["?take=101", "Query validation error: 'take must be at most 100' on property take."],
    ["?per_page=0", "Query validation error: 'per_page must be at least 1' on property per_page."],
    ["?page=1001", "Query validation error: 'page must be at most 1000' on property page."],
    ["?sort=id:1", /on property sort\.$/],
    ["?include_totals=1", /on property include_totals\.$/],
    ["?name=acme", `Query validation error: 'Unrecognized key: "name"'.`],
  ])("%s is a 400", async (query, message) => {
    await expectError(
      await t.call(`${PATH}${query}`, { token }),
      400,
      "invalid_query_string",
      message,
    );
  });

  it("asks for read:organizations, and takes read:organizations_summary too", async () => {
    await expectInsufficientScope(
      await t.call(PATH, { token: await t.token(["create:organizations"]) }),
      "read:organizations,read:organizations_summary",
    );
    const summary = await t.call(PATH, { token: await t.token(["read:organizations_summary"]) });
    expect(summary.status).toBe(200);
  });

  it("answers another method with 405 naming both", async () => {
    const response = await t.call(PATH, { method: "PATCH", token, json: {} });
    expect(response.headers.get("allow")).toBe("GET, POST");
    await expectError(response, 405, "method_not_allowed");
  });
});
