import { createServer, type OutgoingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { CONSOLE_SCOPES, createTenant } from "../tenant/index.ts";

/**
 * Requests per second and p99 latency of the tenant's listing (take=100), beside a bare
 * node:http server answering the very same status, headers and bytes: the gap is what Hono, the
 * JWT check, the rate limiter and the cursor cost. Prints figures; never passes or fails.
 */

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  workers?: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}

// autocannon ships no type declarations; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

const PATH = "/api/v2/token-exchange-profiles?take=100";
const CONNECTIONS = 50;
/** The two servers take turns, so a neighbour's load on the shared machine falls on both. */
const ROUNDS = 3;
const ROUND_SECONDS = 3;
const WARMUP_SECONDS = 1;
const GOAL_RATIO = 0.5;
/** Headers Node writes itself; the bare server lets Node write them again. */
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

async function listenOnLoopback(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Tally {
  requests: number;
  seconds: number;
  p50: number[];
  p99: number[];
  non2xx: number;
  errors: number;
  /** Main-thread time spent serving, which a neighbour's load on the machine barely changes. */
  busyMs: number;
}

async function load(
  url: string,
  headers: Record<string, string>,
  duration: number,
): Promise<AutocannonResult & { busyMs: number }> {
  const before = performance.eventLoopUtilization();
  // The load runs in a worker thread, so the server under test keeps the main thread to itself.
  const result = await autocannon({ url, headers, connections: CONNECTIONS, workers: 1, duration });
  const { active } = performance.eventLoopUtilization(before);
  return { ...result, busyMs: active };
}

function add(tally: Tally, result: AutocannonResult & { busyMs: number }): void {
  tally.busyMs += result.busyMs;
  tally.requests += result.requests.total;
  tally.seconds += ROUND_SECONDS;
  tally.p50.push(result.latency.p50);
  tally.p99.push(result.latency.p99);
  tally.non2xx += result.non2xx;
  tally.errors += result.errors;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function benchTenantListing(): Promise<void> {
  const tenant = createTenant({
    profiles: 1000,
    rateLimit: { capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 },
  });
  const tenantServer = await tenant.listen(0);
  const token = await tenant.mintToken({ scopes: CONSOLE_SCOPES, origin: tenantServer.url });
  const auth = { authorization: `Bearer ${token}` };

  const captured = await fetch(`${tenantServer.url}${PATH}`, { headers: auth });
  const body = Buffer.from(await captured.arrayBuffer());
  const headers: OutgoingHttpHeaders = {};
  captured.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  const bare = await listenOnLoopback((_req, res) => {
    res.writeHead(captured.status, headers);
    res.end(body);
  });

  const tenantUrl = `${tenantServer.url}${PATH}`;
  const bareUrl = `${bare.url}${PATH}`;
  const empty = (): Tally => ({
    requests: 0,
    seconds: 0,
    p50: [],
    p99: [],
    non2xx: 0,
    errors: 0,
    busyMs: 0,
  });
  const tallies = { tenant: empty(), bare: empty() };
  const roundRatios: string[] = [];
  try {
    await load(tenantUrl, auth, WARMUP_SECONDS);
    await load(bareUrl, auth, WARMUP_SECONDS);
    for (let round = 0; round < ROUNDS; round++) {
      const tenantRound = await load(tenantUrl, auth, ROUND_SECONDS);
      const bareRound = await load(bareUrl, auth, ROUND_SECONDS);
      add(tallies.tenant, tenantRound);
      add(tallies.bare, bareRound);
      roundRatios.push((tenantRound.requests.total / bareRound.requests.total).toFixed(2));
    }
    const row = (server: string, tally: Tally) => ({
      server,
      "req/s": Math.round(tally.requests / tally.seconds),
      "p50 ms (median)": median(tally.p50),
      "p99 ms (median)": median(tally.p99),
      requests: tally.requests,
      "busy µs/request": Math.round((tally.busyMs * 1000) / tally.requests),
      "non-2xx": tally.non2xx,
      errors: tally.errors,
    });
    const tenantRow = row("local tenant (Hono)", tallies.tenant);
    const bareRow = row("bare node:http, same bytes", tallies.bare);
    // biome-ignore lint/suspicious/noConsole: printing the figures is the benchmark's whole job
    console.log(
      `GET ${PATH}: ${body.byteLength} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s each, taking turns`,
    );
    // biome-ignore lint/suspicious/noConsole: as above
    console.table([tenantRow, bareRow]);
    // biome-ignore lint/suspicious/noConsole: as above
    console.log(
      `tenant req/s ÷ bare req/s: ${(tenantRow["req/s"] / bareRow["req/s"]).toFixed(2)} (goal ≥ ${GOAL_RATIO}; rounds: ${roundRatios.join(", ")})`,
    );
    // biome-ignore lint/suspicious/noConsole: as above
    console.log(
      `main-thread busy time per request, bare ÷ tenant: ${(bareRow["busy µs/request"] / tenantRow["busy µs/request"]).toFixed(2)} (what one request costs the server's main thread)`,
    );
  } finally {
    await Promise.all([tenantServer.close(), bare.close()]);
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchTenantListing();
