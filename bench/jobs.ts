import { readFileSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type RealPostgres,
  realPostgresSkipped,
  startRealPostgres,
} from "../server/store/test/realPostgres.ts";
import { rawRequest } from "../server/test/rawRequest.ts";
import { fakeDist, type ServeProcess, startServe } from "../server/test/serveProcess.ts";
import type { JobRequest, JobView } from "../src/api/jobs/types.ts";
import { type TenantControl, tenantControl } from "../tenant/control.ts";
import {
  createTenant,
  DEFAULT_RATE_LIMIT,
  DEFAULT_USER_COUNT,
  SEEDED_CLIENTS,
  STAFF_CONNECTION,
} from "../tenant/index.ts";
import { recordFigure } from "./support/figures.ts";
import { loadAverage } from "./support/probes.ts";

/**
 * `npm run bench jobs`: clears through `npm run serve`'s jobs (credentials mode, embedded store)
 * against the local tenant at its default rate limit (a burst of 120, then 20 a second, every
 * clear charged to it): one job of LINES clears, then two jobs of LINES / 2 at once, then one job
 * on two instances sharing a PostgreSQL server (where the machine has one). Prints the
 * pace against the limit's (goal ≥ 0.95), the answers of 429 beyond the first (goal 0: read from
 * the items' attempts) and the server's peak resident memory (goal < 300 MB). LINES is
 * `JOBS_BENCH_LINES` (default 2,000; the figure is 100,000, about 85 minutes).
 */
const LINES = Number(process.env.JOBS_BENCH_LINES ?? 2000);
/**
 * `JOBS_BENCH_RUNS=one` measures the one job alone: at 100,000 lines each run takes about
 * 85 minutes, so the two-job and two-instance runs are measured at a smaller LINES apart.
 */
const ONE_RUN_ONLY = process.env.JOBS_BENCH_RUNS === "one";

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

interface Run {
  what: string;
  servers: ServeProcess[];
  jobs: number;
}

async function measure(users: readonly string[], control: TenantControl, run: Run) {
  const call = async (serve: ServeProcess, method: string, path: string, body?: unknown) => {
    const answer = await rawRequest(serve.url, {
      method,
      path,
      ...(body === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    return JSON.parse(answer.text) as unknown;
  };
  const [first] = run.servers;
  if (!first) return;
  const attempts = async (id: string) => {
    const csv = await rawRequest(first.url, { path: `/__console/jobs/${id}/results.csv` });
    const rows = csv.text.trim().split("\r\n").slice(1);
    return rows.reduce((sum, row) => sum + Number(row.slice(row.lastIndexOf(",") + 1)), 0);
  };
  const { capacity, refillPerSecond } = DEFAULT_RATE_LIMIT;
  await control.rateLimit(DEFAULT_RATE_LIMIT);
  const share = Math.ceil(users.length / run.jobs);
  const started = performance.now();
  const ids: string[] = [];
  for (let n = 0; n < run.jobs; n++) {
    const job: JobRequest = {
      kind: "clear-risk-assessments",
      lines: users.slice(n * share, (n + 1) * share),
      connection: STAFF_CONNECTION,
    };
    const serve = run.servers[n % run.servers.length] ?? first;
    ids.push(((await call(serve, "POST", "/__console/jobs", job)) as { id: string }).id);
  }
  let peak = 0;
  for (;;) {
    peak = Math.max(peak, ...run.servers.map((serve) => rssMb(serve.pid)));
    const views = await Promise.all(ids.map((id) => call(first, "GET", `/__console/jobs/${id}`)));
    if ((views as JobView[]).every((view) => view.state === "finished")) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = (performance.now() - started) / 1000;
  const ideal = (users.length - capacity) / refillPerSecond;
  const sent = (await Promise.all(ids.map(attempts))).reduce((a, b) => a + b, 0);
  const pace = ideal / seconds;
  const what = `jobs: ${users.length} clears, ${run.what}`;
  process.stdout.write(
    [
      `${what} at burst ${capacity}, then ${refillPerSecond} a second: ${seconds.toFixed(1)} s`,
      `  pace ÷ the limit's (ideal ${ideal.toFixed(1)} s): ${pace.toFixed(2)} (goal ≥ 0.95)`,
      `  answers of 429 (sends beyond one an item): ${sent - users.length} (goal 0)`,
      `  servers' peak resident memory: ${peak} MB (goal < 300)`,
      `  load average: ${loadAverage()}`,
      "",
    ].join("\n"),
  );
  recordFigure(`${what}, pace ÷ limit`, pace.toFixed(2), "≥ 0.95");
  recordFigure(`${what}, 429s`, String(sent - users.length), "0");
  recordFigure(`${what}, peak RSS`, `${peak} MB`, "< 300 MB");
}

export async function benchJobs(): Promise<void> {
  const tenant = await createTenant({ testControl: true }).listen(0);
  const control = tenantControl(tenant.url);
  await control.reset({ users: Math.max(DEFAULT_USER_COUNT, LINES) });
  const users = (await control.state()).users.map((user) => user.user_id).slice(0, LINES);
  const dist = await fakeDist();
  const data = await mkdtemp(join(tmpdir(), "bench-jobs-"));
  await chmod(data, 0o755);
  const env = {
    TENANT_URL: tenant.url,
    TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
    TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
  };
  const started: ServeProcess[] = [];
  let postgres: RealPostgres | null = null;
  try {
    const embedded = await startServe({ ...env, CONSOLE_DATA_DIR: join(data, "data") }, [
      "--dist",
      dist,
    ]);
    started.push(embedded);
    await measure(users, control, { what: "one job", servers: [embedded], jobs: 1 });
    if (ONE_RUN_ONLY) return;
    await measure(users, control, { what: "two jobs at once", servers: [embedded], jobs: 2 });
    if (realPostgresSkipped) {
      process.stdout.write(`Two instances not measured: ${realPostgresSkipped}\n`);
      return;
    }
    postgres = await startRealPostgres();
    const shared = { ...env, CONSOLE_DATABASE_URL: postgres.url };
    const pair = await Promise.all([
      startServe(shared, ["--dist", dist]),
      startServe(shared, ["--dist", dist]),
    ]);
    started.push(...pair);
    await measure(users, control, { what: "one job on two instances", servers: pair, jobs: 1 });
  } finally {
    await Promise.all(started.map((serve) => serve.stop()));
    await postgres?.stop();
    await tenant.close();
    await rm(dist, { recursive: true, force: true });
    await rm(data, { recursive: true, force: true });
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchJobs();
