import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizationSchema, tokenExchangeProfileListSchema } from "../../src/api/schemas/index.ts";
import { TOO_MANY_REQUESTS_BODY } from "../middleware/rateLimit.ts";
import { expectError, startTenant, type TestTenant } from "./harness.ts";

const ORGANIZATIONS = "/api/v2/organizations";
const LIST = "/api/v2/token-exchange-profiles";

/**
 * Vitest starts workers without --expose-gc; turning the flag on at run time and reading `gc`
 * from a fresh context is V8's own way to get the collector without a command-line switch.
 */
function collector(): () => void {
  setFlagsFromString("--expose-gc");
  const gc: unknown = runInNewContext("gc");
  if (typeof gc !== "function") throw new Error("V8 did not expose gc");
  return () => gc();
}

function statuses(responses: readonly Response[]): number[] {
  return responses.map((response) => response.status).sort((a, b) => a - b);
}

describe("concurrent organization creations", () => {
  let t: TestTenant;
  let token: string;

  beforeAll(async () => {
    t = await startTenant();
    token = await t.token(["create:organizations"]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.tenant.reset());

  const create = (json: unknown) => t.call(ORGANIZATIONS, { method: "POST", token, json });

  it("creates 50 distinct organizations at once, and every one is readable afterwards", async () => {
    const before = (await (await t.call("/__tenant/state")).json()).organizations.length;
    const names = Array.from({ length: 50 }, (_, i) => `load-${String(i).padStart(2, "0")}`);

    const responses = await Promise.all(
      names.map((name) => create({ name, display_name: `Load ${name} ✨` })),
    );

    expect(statuses(responses)).toEqual(Array(50).fill(201));
    const created = await Promise.all(
      responses.map(async (response) => organizationSchema.parse(await response.json())),
    );
    expect(created.map((org) => org.name)).toEqual(names);
    expect(new Set(created.map((org) => org.id)).size).toBe(50);

    const state = await (await t.call("/__tenant/state")).json();
    expect(state.organizations).toHaveLength(before + 50);
    for (const org of created) {
      expect(state.organizations, `${org.name} is stored`).toContainEqual(org);
    }
  });

  it("lets exactly one of 20 concurrent creations of one name win; the rest get the real 409", async () => {
    const name = "race-20";
    const responses = await Promise.all(Array.from({ length: 20 }, () => create({ name })));

    expect(statuses(responses)).toEqual([201, ...Array(19).fill(409)]);
    const winner = responses.find((response) => response.status === 201);
    const { id } = organizationSchema.parse(await winner?.json());
    for (const response of responses.filter((candidate) => candidate.status === 409)) {
      await expectError(
        response,
        409,
        "organization_conflict",
        `An organization with the name ${name} already exists.`,
      );
    }

    const state = await (await t.call("/__tenant/state")).json();
    const stored = state.organizations.filter((org: { name: string }) => org.name === name);
    expect(stored, "one organization holds the name").toEqual([
      expect.objectContaining({ id, name }),
    ]);
  });
});

describe("a burst beyond the rate limit", () => {
  const CAPACITY = 10;
  const REFILL_PER_SECOND = 0.5;
  // A real instant, frozen: the reset time must be in the future of the wall clock, and no
  // bucket refills while the burst is in flight.
  const frozenAt = Date.now();
  let t: TestTenant;

  beforeAll(async () => {
    t = await startTenant({
      now: () => frozenAt,
      rateLimit: { capacity: CAPACITY, refillPerSecond: REFILL_PER_SECOND },
    });
  });
  afterAll(() => t.close());

  function limits(response: Response) {
    return {
      limit: response.headers.get("x-ratelimit-limit"),
      remaining: response.headers.get("x-ratelimit-remaining"),
      reset: response.headers.get("x-ratelimit-reset"),
      retryAfter: response.headers.get("retry-after"),
    };
  }

  it("answers 429 with the headers and body of the service, never a 5xx, and writes nothing refused", async () => {
    const token = await t.token(undefined, { clientId: "burst-client" });
    const list = () => t.call(`${LIST}?take=5`, { token });
    const create = (name: string) =>
      t.call(ORGANIZATIONS, { method: "POST", token, json: { name } });

    const leading: Response[] = [];
    for (let i = 0; i < 4; i++) leading.push(await list());
    expect(leading.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(leading.map((response) => limits(response).remaining)).toEqual(["9", "8", "7", "6"]);

    const burst = await Promise.all(
      Array.from({ length: 36 }, (_, i) => (i % 3 === 0 ? create(`burst-${i}`) : list())),
    );

    const refused = burst.filter((response) => response.status === 429);
    const served = burst.filter((response) => response.status !== 429);
    expect(
      burst.filter((response) => response.status >= 500),
      "no 5xx",
    ).toEqual([]);
    expect(refused).toHaveLength(30);
    expect(served.every((response) => [200, 201].includes(response.status))).toBe(true);
    // Unix seconds at which a bucket holding `tokens` is full again: later the emptier it is.
    const fullAt = (tokens: number) =>
      String(Math.ceil((frozenAt + ((CAPACITY - tokens) / REFILL_PER_SECOND) * 1000) / 1000));
    // Each success took one token, so their Remaining values are the countdown that is left.
    const countdown = served.map((response) => Number(limits(response).remaining));
    expect(countdown.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const response of [...leading, ...served]) {
      const { limit, remaining, reset } = limits(response);
      expect({ limit, reset }).toEqual({
        limit: String(CAPACITY),
        reset: fullAt(Number(remaining)),
      });
    }

    for (const response of refused) {
      expect(limits(response)).toEqual({
        limit: String(CAPACITY),
        remaining: "0",
        reset: fullAt(0),
        retryAfter: String(Math.ceil(1 / REFILL_PER_SECOND)),
      });
      expect(await response.text()).toBe(TOO_MANY_REQUESTS_BODY);
    }

    const createdNames = await Promise.all(
      served
        .filter((response) => response.status === 201)
        .map(async (response) => organizationSchema.parse(await response.json()).name),
    );
    const state = await (await t.call("/__tenant/state")).json();
    const stored = state.organizations
      .map((org: { name: string }) => org.name)
      .filter((name: string) => name.startsWith("burst-"));
    expect(stored.sort(), "exactly the creations that were answered 201 exist").toEqual(
      createdNames.sort(),
    );
  });
});

describe("5,000 listing requests", () => {
  const PROFILES = 1000;
  const REQUESTS = 5000;
  const WINDOW = 1000;
  const PARALLEL = 10;
  let t: TestTenant;

  beforeAll(async () => {
    t = await startTenant({ profiles: PROFILES });
  });
  afterAll(() => t.close());

  // The limit is generous on purpose: 5,000 requests on a busy 2-core machine took 35 s here, and
  // what the test asserts is counted (pages, bytes of heap), not how fast they came.
  it("answer the same pages every time and leave the heap where it was", async () => {
    const gc = collector();
    const token = await t.token(["read:token_exchange_profiles"]);

    // The clock is frozen, so a cursor issued once is issued identically every time and each
    // query has exactly one right answer.
    const cursors: string[] = [];
    let next: string | undefined;
    do {
      const response = await t.call(
        `${LIST}?take=100${next ? `&from=${encodeURIComponent(next)}` : ""}`,
        { token },
      );
      next = tokenExchangeProfileListSchema.parse(await response.json()).next;
      if (next) cursors.push(next);
    } while (next);
    expect(cursors).toHaveLength(PROFILES / 100 - 1);

    const queries = [undefined, ...cursors].flatMap((from) =>
      [100, 10, 1].map((take) =>
        from ? `${LIST}?take=${take}&from=${encodeURIComponent(from)}` : `${LIST}?take=${take}`,
      ),
    );
    const expected = new Map<string, string>();
    for (const query of queries) expected.set(query, await (await t.call(query, { token })).text());

    let sent = 0;
    const wrong: string[] = [];
    async function worker(until: number): Promise<void> {
      while (sent < until) {
        const query = queries[sent++ % queries.length] ?? LIST;
        const response = await t.call(query, { token });
        const body = await response.text();
        if (response.status !== 200 || body !== expected.get(query)) {
          wrong.push(`${response.status} ${query}`);
        }
      }
    }

    const heap: number[] = [];
    for (let until = WINDOW; until <= REQUESTS; until += WINDOW) {
      await Promise.all(Array.from({ length: PARALLEL }, () => worker(until)));
      gc();
      heap.push(process.memoryUsage().heapUsed);
    }

    expect(sent).toBe(REQUESTS);
    expect(wrong, "every answer is the page asked for").toEqual([]);
    // The first window warms up the JIT, the keep-alive pool and the token cache. Keeping one
    // kilobyte per request (a thirtieth of a full page) would add 4 MB over the other 4,000.
    const [warm = 0] = heap;
    const growth = Math.max(...heap) - warm;
    expect(
      growth,
      `heap after each 1,000 (MB): ${heap.map((b) => (b / 2 ** 20).toFixed(1))}`,
    ).toBeLessThan(4 * 2 ** 20);
  }, 120_000);
});
