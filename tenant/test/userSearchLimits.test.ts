import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSearchPageSchema } from "../../src/api/schemas/index.ts";
import { MAX_GROUP_DEPTH, MAX_TERMS } from "../search/query.ts";
import { expectError, startTenant, type TestTenant } from "./harness.ts";

/*
 * Queries written to cost the local tenant: each must be answered as fast as an ordinary one,
 * with the service's error body when refused (security review, issue 33).
 */

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["read:users"]);
});
afterAll(() => t.close());

const searchPath = (q: string) =>
  `/api/v2/users?q=${encodeURIComponent(q)}&search_engine=v3&include_totals=true`;

async function timedSearch(q: string): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await t.call(searchPath(q), { token });
  await response.clone().arrayBuffer();
  return { response, ms: performance.now() - started };
}

/**
 * The first answer under `ms` in up to ten tries, else the fastest: on a machine shared with
 * other work one answer may wait for the CPU, but a search that backtracks is slow every time
 * (seconds, not milliseconds).
 */
async function fastestSearch(q: string, ms: number): Promise<{ response: Response; ms: number }> {
  let best = await timedSearch(q);
  for (let tries = 1; tries < 10 && best.ms >= ms; tries++) {
    const run = await timedSearch(q);
    if (run.ms < best.ms) best = run;
  }
  return best;
}

describe("GET /api/v2/users: a wildcard written to backtrack", () => {
  it("answers under 100 ms, as an ordinary query does", async () => {
    // Warm up, so the bound measures the search and not the first request's start-up.
    await timedSearch("name:jan*");
    // Compiled to a regex (.*..*..*…abc) this held the tenant 3 s here, each `?*` about ×5.
    const { response, ms } = await fastestSearch("*?*?*?*?*?abc", 100);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(userSearchPageSchema.parse(await response.json()).total).toBe(0);
    expect(ms).toBeLessThan(100);
  });

  it("still matches a wildcard that reaches far into the value", async () => {
    const page = userSearchPageSchema.parse(
      await (await t.call(searchPath("email:*?*?*?*?*?*@acme.example"), { token })).json(),
    );
    expect(page.total).toBeGreaterThan(0);
    for (const user of page.users) expect(user.email).toMatch(/@acme\.example$/i);
  });
});

describe("GET /api/v2/users: nesting written to exhaust the stack", () => {
  const nested = (depth: number, inner = "name:jane*") =>
    `${"(".repeat(depth)}${inner}${")".repeat(depth)}`;

  it("answers 3,000 nested parentheses with a 400 in the service's words, not a 500", async () => {
    await expectError(
      await t.call(searchPath(nested(3_000)), { token }),
      400,
      "invalid_query_string",
      `Query validation error: 'Invalid query: parentheses nest deeper than ${MAX_GROUP_DEPTH} levels' on property q.`,
    );
  });

  it("refuses the first level past the limit, under a field too, and searches at the limit", async () => {
    const refused = await t.call(searchPath(`name:${nested(MAX_GROUP_DEPTH + 1, "jane*")}`), {
      token,
    });
    await expectError(refused, 400, "invalid_query_string", /nest deeper than/);
    const atLimit = await t.call(searchPath(nested(MAX_GROUP_DEPTH)), { token });
    expect(userSearchPageSchema.parse(await atLimit.json()).total).toBeGreaterThan(0);
  });

  it("searches with thousands of negations in a row, each pair cancelling out", async () => {
    for (const [negations, found] of [
      [12_000, true],
      [12_001, false],
    ] as const) {
      const response = await t.call(searchPath(`${"-".repeat(negations)}name:jane*`), { token });
      expect(response.status, await response.clone().text()).toBe(200);
      const { users } = userSearchPageSchema.parse(await response.json());
      expect(users.some((user) => user.name === "Jane Cooper")).toBe(found);
    }
  });
});

describe("GET /api/v2/users: a flat chain of terms written to cost every user", () => {
  // Bare terms, each searched in every field: 3,500 of them are 7,000 characters of `q`.
  const terms = (count: number) => Array.from({ length: count }, () => "a").join(" ");

  it("refuses 3,500 terms with a 400 in the service's words, and searches with the limit's", async () => {
    await expectError(
      await t.call(searchPath(terms(3_500)), { token }),
      400,
      "invalid_query_string",
      `Query validation error: 'Invalid query: the query holds more than ${MAX_TERMS} terms' on property q.`,
    );
    const atLimit = await t.call(searchPath(terms(MAX_TERMS)), { token });
    expect(atLimit.status, await atLimit.clone().text()).toBe(200);
    userSearchPageSchema.parse(await atLimit.json());
    // A search of 1,024 terms through every user takes 3 s on a quiet machine: a busy one, more.
  }, 20_000);
});
