import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { freePort } from "../e2e/support/freePort.ts";
import { fakeDist, startServe } from "../server/test/serveProcess.ts";
import { signInThroughTenant } from "../server/test/tenantSignIn.ts";
import { tenantControl } from "../tenant/control.ts";
import { CONSOLE_WEB_CLIENT, SEEDED_CLIENTS } from "../tenant/index.ts";

/**
 * What the console's proxy costs: the tenant's listing (take=100) straight from the tenant, then
 * through `npm run serve` in pass-through mode, in credentials mode, and in credentials mode with
 * sign-in (an administrator's session, found in memory on each call), in the same run with the
 * same load. The last line is what a session adds to the server's CPU per request. Prints requests/s, p99 and the ratio to the direct figure (goal: at least 0.8). The
 * tenant runs in its own process (`npm run tenant`), as a real one would, so this process only
 * generates load.
 */

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

// autocannon ships no type declarations; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  workers?: number;
}) => Promise<AutocannonResult>;

const PATH = "/api/v2/token-exchange-profiles?take=100";
const CONNECTIONS = 50;
const DURATION_SECONDS = 5;
const WARMUP_SECONDS = 1;

/** CPU time a process has used, in ms (Linux /proc); null elsewhere. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime + stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

interface Measured {
  result: AutocannonResult;
  /** CPU ms per request of the tenant and of the console server: unlike req/s, these hardly move with the machine's load. */
  tenantCpu: number | null;
  serveCpu: number | null;
}

async function measure(
  url: string,
  headers: Record<string, string>,
  pids: { tenant: number; serve?: number },
): Promise<Measured> {
  // The load runs in a worker thread, so this process's own work stays off its way.
  const options = { url, headers, connections: CONNECTIONS, workers: 1 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const before = { tenant: cpuMs(pids.tenant), serve: pids.serve ? cpuMs(pids.serve) : null };
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  const perRequest = (pid: number | undefined, start: number | null) => {
    const end = pid ? cpuMs(pid) : null;
    return end === null || start === null || result.requests.total === 0
      ? null
      : (end - start) / result.requests.total;
  };
  return {
    result,
    tenantCpu: perRequest(pids.tenant, before.tenant),
    serveCpu: perRequest(pids.serve, before.serve),
  };
}

async function startTenant(): Promise<{ url: string; pid: number; close(): void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "tenant/cli.ts",
      "--port",
      String(port),
      "--profiles",
      "1000",
      "--test-control",
    ],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${url}/__tenant/state`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 100) throw new Error("the tenant did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The listing is measured, not the rate limiter.
  await tenantControl(url).rateLimit({ capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 });
  return { url, pid: child.pid ?? 0, close: () => child.kill("SIGTERM") };
}

export async function benchProxyListing(): Promise<void> {
  const tenant = await startTenant();
  const dist = await fakeDist();
  const token = await (async () => {
    const response = await fetch(`${tenant.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: SEEDED_CLIENTS.admin.id,
        client_secret: SEEDED_CLIENTS.admin.secret,
        audience: `${tenant.url}/api/v2/`,
      }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  })();
  const passThrough = await startServe({ TENANT_URL: tenant.url }, ["--dist", dist]);
  const credentials = await startServe(
    {
      TENANT_URL: tenant.url,
      TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
      TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
    },
    ["--dist", dist],
  );
  const signedIn = await startServe(
    {
      TENANT_URL: tenant.url,
      TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
      TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
      CONSOLE_SIGN_IN_ISSUER: `${tenant.url}/oidc`,
      CONSOLE_SIGN_IN_CLIENT_ID: CONSOLE_WEB_CLIENT.id,
      CONSOLE_SIGN_IN_CLIENT_SECRET: CONSOLE_WEB_CLIENT.secret,
    },
    ["--dist", dist],
  );
  const { cookie } = await signInThroughTenant(signedIn.url, "admin@console.local");
  const browser = { authorization: `Bearer ${token}`, "sec-fetch-site": "same-origin" };
  const session = { cookie, "sec-fetch-site": "same-origin" };
  try {
    // Every process warms its JIT first, so the first row does not pay for it alone.
    for (const url of [tenant.url, passThrough.url, credentials.url, signedIn.url]) {
      await autocannon({
        url: `${url}${PATH}`,
        headers: url === signedIn.url ? session : browser,
        connections: CONNECTIONS,
        duration: 2,
      });
    }
    // Direct before and after: the machine's load drifts, and the ratio is to their mean.
    const rows = [
      ["tenant, direct", await measure(`${tenant.url}${PATH}`, browser, { tenant: tenant.pid })],
      [
        "npm run serve, pass-through",
        await measure(`${passThrough.url}${PATH}`, browser, {
          tenant: tenant.pid,
          serve: passThrough.pid,
        }),
      ],
      [
        "npm run serve, credentials",
        await measure(
          `${credentials.url}${PATH}`,
          { "sec-fetch-site": "same-origin" },
          { tenant: tenant.pid, serve: credentials.pid },
        ),
      ],
      [
        "npm run serve, credentials + sign-in",
        await measure(`${signedIn.url}${PATH}`, session, {
          tenant: tenant.pid,
          serve: signedIn.pid,
        }),
      ],
      [
        "tenant, direct (again)",
        await measure(`${tenant.url}${PATH}`, browser, { tenant: tenant.pid }),
      ],
    ] as const;
    const direct = (rows[0][1].result.requests.average + rows[4][1].result.requests.average) / 2;
    const ms = (value: number | null) => (value === null ? "n/a" : value.toFixed(2));
    const table = rows.map(([server, { result, tenantCpu, serveCpu }]) => ({
      server,
      "req/s": Math.round(result.requests.average),
      "ratio to direct": direct > 0 ? (result.requests.average / direct).toFixed(2) : "n/a",
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "tenant CPU ms/req": ms(tenantCpu),
      "serve CPU ms/req": ms(serveCpu),
      "non-2xx": result.non2xx,
      errors: result.errors,
    }));
    // biome-ignore lint/suspicious/noConsole: printing the figures is the benchmark's whole job
    console.log(
      `GET ${PATH}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores; goal: ratio ≥ 0.80`,
    );
    // biome-ignore lint/suspicious/noConsole: as above
    console.table(table);
    const [withoutSession, withSession] = [rows[2][1].serveCpu, rows[3][1].serveCpu];
    if (withoutSession !== null && withSession !== null) {
      // biome-ignore lint/suspicious/noConsole: as above
      console.log(
        `A session costs the server ${(withSession - withoutSession).toFixed(3)} ms of CPU per request (${ms(withSession)} with sign-in, ${ms(withoutSession)} without; goal: within 0.1 ms)`,
      );
    }
  } finally {
    await Promise.all([passThrough.stop(), credentials.stop(), signedIn.stop()]);
    tenant.close();
    await rm(dist, { recursive: true, force: true });
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchProxyListing();
