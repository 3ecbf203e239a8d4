import { createServer, type OutgoingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
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
const DURATION_SECONDS = 5;
const WARMUP_SECONDS = 1;
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

async function measure(url: string, headers: Record<string, string>): Promise<AutocannonResult> {
  // The load runs in a worker thread, so the server under test keeps the main thread to itself.
  const options = { url, headers, connections: CONNECTIONS, workers: 1 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  return autocannon({ ...options, duration: DURATION_SECONDS });
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

  try {
    const rows = [
      ["local tenant (Hono)", await measure(`${tenantServer.url}${PATH}`, auth)],
      ["bare node:http, same bytes", await measure(`${bare.url}${PATH}`, auth)],
    ] as const;
    const table = rows.map(([server, result]) => ({
      server,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      "non-2xx": result.non2xx,
      errors: result.errors,
    }));
    const [tenantRow, bareRow] = table;
    // biome-ignore lint/suspicious/noConsole: printing the figures is the benchmark's whole job
    console.log(
      `GET ${PATH}: ${body.byteLength} bytes, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
    );
    // biome-ignore lint/suspicious/noConsole: as above
    console.table(table);
    if (tenantRow && bareRow && bareRow["req/s"] > 0) {
      // biome-ignore lint/suspicious/noConsole: as above
      console.log(
        `tenant throughput is ${((tenantRow["req/s"] / bareRow["req/s"]) * 100).toFixed(0)}% of the bare server's`,
      );
    }
  } finally {
    await Promise.all([tenantServer.close(), bare.close()]);
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchTenantListing();
