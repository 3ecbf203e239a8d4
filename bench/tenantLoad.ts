import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { CONSOLE_SCOPES, createTenant, DEFAULT_RATE_LIMIT } from "../tenant/index.ts";
import { percentile } from "./support/stack.ts";

/**
 * Load on the local tenant, on 127.0.0.1 only: heap and RSS across 100,000 listing requests,
 * the time 50 concurrent creations and a 20-way same-name race take, and what a burst past the
 * default rate limit is answered. Prints figures; never passes or fails.
 */

interface LoadOptions {
  url: string;
  connections: number;
  amount: number;
  headers: Record<string, string>;
  requests: { method: "GET"; path: string }[];
}

interface LoadResult {
  average: number;
  p99: number;
  statuses: Record<string, { count: number }>;
  errors: number;
}

/**
 * autocannon runs in a child process, so the heap and RSS read here are the tenant's alone: a
 * worker thread would share (and inflate) this process's RSS.
 */
const LOAD_SCRIPT = `
const [autocannonPath, options] = process.argv.slice(1);
require(autocannonPath)(JSON.parse(options)).then((r) => process.stdout.write(JSON.stringify({
  average: r.requests.average, p99: r.latency.p99, statuses: r.statusCodeStats,
  errors: r.errors + r.timeouts,
})));
`;
const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon");

async function load(options: LoadOptions): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    "-e",
    LOAD_SCRIPT,
    AUTOCANNON,
    JSON.stringify(options),
  ]);
  return JSON.parse(stdout) as LoadResult;
}

const LIST = "/api/v2/token-exchange-profiles";
const ORGANIZATIONS = "/api/v2/organizations";
const PROFILES = 1000;
const LISTING_REQUESTS = 100_000;
const STEP = 20_000;
const CONNECTIONS = 50;
const ROUNDS = 5;
const BURST = 1000;
const UNLIMITED = { capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 };

function print(line: string): void {
  // biome-ignore lint/suspicious/noConsole: printing the figures is the benchmark's whole job
  console.log(line);
}

/** `global.gc` under `node --expose-gc`; otherwise V8 can still hand it out at run time. */
function findCollector(): { collect: () => void; how: string } | undefined {
  if (typeof globalThis.gc === "function") {
    const gc = globalThis.gc;
    return { collect: () => gc(), how: "global.gc (--expose-gc)" };
  }
  setFlagsFromString("--expose-gc");
  const gc: unknown = runInNewContext("gc");
  return typeof gc === "function"
    ? { collect: () => gc(), how: "gc from v8.setFlagsFromString, as tsx runs without --expose-gc" }
    : undefined;
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function listingMemory(): Promise<void> {
  const collector = findCollector();
  print(
    collector
      ? `GC before each reading: ${collector.how}`
      : "GC not available: heap figures include garbage not yet collected",
  );
  const tenant = createTenant({ profiles: PROFILES, rateLimit: UNLIMITED });
  const server = await tenant.listen(0);
  try {
    const token = await tenant.mintToken({ scopes: CONSOLE_SCOPES, origin: server.url });
    const headers = { authorization: `Bearer ${token}` };
    const cursors: string[] = [];
    let next: string | undefined;
    do {
      const query = `${LIST}?take=100${next ? `&from=${encodeURIComponent(next)}` : ""}`;
      const page = (await (await fetch(`${server.url}${query}`, { headers })).json()) as {
        next?: string;
      };
      next = page.next;
      if (next) cursors.push(next);
    } while (next);
    // Each connection cycles through the first page and every later one, so half the calls
    // carry `from` and the cursor check runs on every one of those.
    const requests = [undefined, ...cursors].map((from) => ({
      method: "GET" as const,
      path: from ? `${LIST}?take=100&from=${encodeURIComponent(from)}` : `${LIST}?take=100`,
    }));

    const rows: Record<string, string | number>[] = [];
    const reading = (done: number, result?: LoadResult) => {
      collector?.collect();
      const { heapUsed, rss } = process.memoryUsage();
      const codes = result
        ? Object.entries(result.statuses)
            .map(([code, { count }]) => `${code}×${count}`)
            .join(" ")
        : "";
      rows.push({
        requests: done,
        "heap used": megabytes(heapUsed),
        rss: megabytes(rss),
        "req/s": result ? Math.round(result.average) : "",
        "p99 ms": result ? result.p99 : "",
        statuses: codes,
        errors: result ? result.errors : "",
      });
    };

    reading(0);
    for (let done = 0; done < LISTING_REQUESTS; done += STEP) {
      const result = await load({
        url: server.url,
        headers,
        requests,
        connections: CONNECTIONS,
        amount: STEP,
      });
      reading(done + STEP, result);
    }
    print(
      `GET ${LIST}?take=100 with and without from (${requests.length} pages, ${PROFILES} profiles), ` +
        `${CONNECTIONS} keep-alive connections`,
    );
    // biome-ignore lint/suspicious/noConsole: as above
    console.table(rows);
  } finally {
    await server.close();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

function tally(statuses: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
}

async function creations(): Promise<void> {
  // The organization writes' own bucket too: this measures the store, not the rate limit.
  const tenant = createTenant({ testControl: true, rateLimit: UNLIMITED, bucketScale: 1_000_000 });
  const server = await tenant.listen(0);
  try {
    const token = await tenant.mintToken({ scopes: CONSOLE_SCOPES, origin: server.url });
    const create = (name: string) =>
      fetch(`${server.url}${ORGANIZATIONS}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ name }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });

    const distinct: number[] = [];
    const race: number[] = [];
    const outcomes = { distinct: [] as string[], race: [] as string[] };
    for (let round = 0; round < ROUNDS; round++) {
      const names = Array.from({ length: 50 }, (_, i) => `bench-${round}-${i}`);
      const many = await timed(() => Promise.all(names.map(create)));
      distinct.push(many.ms);
      outcomes.distinct.push(tally(many.value));
      const same = await timed(() =>
        Promise.all(Array.from({ length: 20 }, () => create(`race-${round}`))),
      );
      race.push(same.ms);
      outcomes.race.push(tally(same.value));
    }
    const state = (await (await fetch(`${server.url}/__tenant/state`)).json()) as {
      organizations: { name: string }[];
    };
    const format = (values: number[]) =>
      `median ${percentile(values, 50).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
    print(
      `50 concurrent creations, ${ROUNDS} rounds: ${format(distinct)}; answers ${[...new Set(outcomes.distinct)].join(" | ")}`,
    );
    print(
      `20 concurrent creations of one name, ${ROUNDS} rounds: ${format(race)}; answers ${[...new Set(outcomes.race)].join(" | ")}`,
    );
    const expected = ROUNDS * 50 + ROUNDS;
    const found = state.organizations.filter(({ name }) => /^(bench|race)-/.test(name)).length;
    print(`organizations stored afterwards: ${found} of ${expected} expected`);
  } finally {
    await server.close();
  }
}

async function burst(): Promise<void> {
  const tenant = createTenant({ rateLimit: DEFAULT_RATE_LIMIT });
  const server = await tenant.listen(0);
  try {
    const token = await tenant.mintToken({ scopes: CONSOLE_SCOPES, origin: server.url });
    const statuses: number[] = [];
    let incomplete429 = 0;
    let sent = 0;
    const worker = async () => {
      while (sent++ < BURST) {
        const response = await fetch(`${server.url}${LIST}?take=10`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        statuses.push(response.status);
        const limited = response.status === 429;
        const complete = ["x-ratelimit-limit", "x-ratelimit-reset", "retry-after"].every((name) =>
          response.headers.has(name),
        );
        if (limited && (!complete || response.headers.get("x-ratelimit-remaining") !== "0")) {
          incomplete429++;
        }
      }
    };
    const run = await timed(() => Promise.all(Array.from({ length: CONNECTIONS }, worker)));
    const count = (test: (status: number) => boolean) => statuses.filter(test).length;
    print(
      `burst of ${BURST} listings over ${CONNECTIONS} connections against the default limit ` +
        `(${DEFAULT_RATE_LIMIT.capacity}, +${DEFAULT_RATE_LIMIT.refillPerSecond}/s) in ${run.ms.toFixed(0)} ms: ` +
        `200×${count((s) => s === 200)}, 429×${count((s) => s === 429)}, 5xx×${count((s) => s >= 500)}, ` +
        `other×${count((s) => s !== 200 && s !== 429 && s < 500)}; 429s missing a rate-limit header: ${incomplete429}`,
    );
  } finally {
    await server.close();
  }
}

export async function benchTenantLoad(): Promise<void> {
  await listingMemory();
  await creations();
  await burst();
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchTenantLoad();
