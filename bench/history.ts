import { chmod, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createConsoleServer } from "../server/consoleServer.ts";
import { openStore, type Store } from "../server/store/store.ts";
import { realPostgresSkipped, startRealPostgres } from "../server/store/test/realPostgres.ts";
import { WRITES } from "../src/api/operations.ts";
import { recordFigure } from "./support/figures.ts";
import { percentile } from "./support/stack.ts";

/**
 * `npm run bench history`: issue 38's read targets on a store of 1,000,000 audit entries
 * (about a year of a busy team: 1,000 objects of each history type, 50 people, 200 operation
 * names), through the HTTP endpoints of the server `npm run serve` runs: an object's first
 * history page (≤ 50 ms p95) and team Activity's first page, unfiltered and by person
 * (≤ 100 ms p95). The embedded store, then a local PostgreSQL server where its binaries are.
 */
const ENTRIES = 1_000_000;
const OBJECTS = 1_000;
const PEOPLE = 50;
const OPERATION_NAMES = 200;
const REQUESTS = 300;
const WARMUP = 30;

/** 200 operation names: the real writes, then made-up ones (a long-lived store's renamed rows). */
function operationNames(): string[] {
  const names: string[] = [...WRITES];
  while (names.length < OPERATION_NAMES) names.push(`benchOperation${names.length}`);
  return names;
}

/**
 * One INSERT … SELECT over generate_series: times 30 s apart (about a year), each row's person,
 * operation and object drawn by hashing its number, an organization-sized before and answer.
 */
async function seed(store: Store): Promise<number> {
  const started = performance.now();
  await store.pool.query(
    `INSERT INTO console_audit_entries (at, operator_sub, operator_email, operator_name,
       operator_role, operation, object_type, object_id, object_name, reason, request_id,
       status, outcome, request_body, before, answer)
     SELECT now() - (${ENTRIES} - i) * interval '30 seconds',
       'bench|person-' || p, 'person' || p || '@example.com', 'Person ' || p,
       (ARRAY['administrator', 'support', 'auditor'])[1 + p % 3],
       ($1::text[])[1 + abs(hashint4(i + 7)) % ${OPERATION_NAMES}],
       (ARRAY['organization', 'token_exchange_profile', 'user_attribute_profile', 'user'])[1 + i % 4],
       (ARRAY['org_bench', 'tep_bench', 'uap_bench', 'auth0|bench'])[1 + i % 4] || o,
       'object ' || o, CASE WHEN i % 3 = 0 THEN 'CHG-' || i END, 'bench-' || i,
       CASE WHEN i % 20 = 0 THEN 403 ELSE 200 END, CASE WHEN i % 20 = 0 THEN 'refused' END,
       jsonb_build_object('display_name', 'Object ' || o || ' v' || i),
       jsonb_build_object('id', 'org_bench' || o, 'name', 'object-' || o, 'display_name',
         'Object ' || o || ' v' || (i - 1), 'metadata', jsonb_build_object('tier', 'gold')),
       jsonb_build_object('id', 'org_bench' || o, 'name', 'object-' || o, 'display_name',
         'Object ' || o || ' v' || i, 'metadata', jsonb_build_object('tier', 'gold'))
     FROM generate_series(1, ${ENTRIES}) AS i,
       LATERAL (SELECT abs(hashint4(i)) % ${PEOPLE} AS p,
                       abs(hashint4(i + 3)) % ${OBJECTS} AS o) AS drawn`,
    [operationNames()],
  );
  // As autovacuum would soon after: the planner's statistics and the visibility map.
  await store.pool.query("VACUUM ANALYZE console_audit_entries");
  return (performance.now() - started) / 1000;
}

interface Measured {
  p50: number;
  p95: number;
}

async function measure(base: string, path: () => string): Promise<Measured> {
  const times: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${base}${path()}`);
    const page = (await response.json()) as { entries?: unknown[]; people?: unknown[] };
    if (response.status !== 200 || !(page.entries ?? page.people)?.length) {
      throw new Error(
        `${path()} answered ${response.status}: ${JSON.stringify(page).slice(0, 200)}`,
      );
    }
    if (index >= WARMUP) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const pick = (count: number) => Math.floor(Math.random() * count);

async function benchStore(name: string, store: Store): Promise<void> {
  const seconds = await seed(store);
  const { rows } = await store.pool.query<{ size: string }>(
    "SELECT pg_size_pretty(pg_total_relation_size('console_audit_entries')) AS size",
  );
  process.stdout.write(
    `${name}: ${ENTRIES} entries seeded in ${seconds.toFixed(0)} s (${rows[0]?.size})\n`,
  );
  const server = createConsoleServer({
    files: new Map(),
    connectOrigins: [],
    proxy: null,
    tokens: null,
    signIn: null,
    store: store.kind,
    history: store.history,
    publicOrigin: null,
    trustProxy: false,
    log: () => {},
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const cases: [string, () => string, number][] = [
      [
        "an object's first history page",
        () => `/__console/history?type=organization&id=org_bench${pick(OBJECTS)}`,
        50,
      ],
      ["team Activity's first page", () => "/__console/activity", 100],
      [
        "team Activity by person",
        () => `/__console/activity?person=${encodeURIComponent(`bench|person-${pick(PEOPLE)}`)}`,
        100,
      ],
    ];
    for (const [what, path, goal] of cases) {
      const { p50, p95 } = await measure(base, path);
      process.stdout.write(`${name}, ${what}: p50 ${p50.toFixed(1)} / p95 ${p95.toFixed(1)} ms\n`);
      recordFigure(`history, ${name}: ${what} p95`, `${p95.toFixed(1)} ms`, `≤ ${goal} ms`);
    }
    // Printed only: the other reads, and filters whose rows lie far from the newest.
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const others: [string, () => string][] = [
      [
        "Activity, one day half a year ago",
        () => {
          const one = day(180 + pick(30));
          return `/__console/activity?from=${one}&to=${one}`;
        },
      ],
      [
        "Activity by person and operation",
        () =>
          `/__console/activity?person=${encodeURIComponent(`bench|person-${pick(PEOPLE)}`)}&operation=updateOrganization`,
      ],
      ["Activity by object id alone", () => `/__console/activity?object=tep_bench${pick(OBJECTS)}`],
      ["Activity's people", () => "/__console/activity/people"],
      ["Recently deleted", () => "/__console/deleted"],
    ];
    for (const [what, path] of others) {
      const { p50, p95 } = await measure(base, path);
      process.stdout.write(`${name}, ${what}: p50 ${p50.toFixed(1)} / p95 ${p95.toFixed(1)} ms\n`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function benchHistory(): Promise<void> {
  const parent = await mkdtemp(join(tmpdir(), "bench-history-"));
  // As root the embedded server runs as `postgres`, which must reach the folder.
  await chmod(parent, 0o755);
  try {
    const embedded = await openStore({
      kind: "embedded",
      dataDir: join(parent, "data"),
      retentionDays: 365,
    });
    try {
      await benchStore("embedded store", embedded);
    } finally {
      await embedded.close();
    }
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
  if (realPostgresSkipped) {
    process.stdout.write(`local PostgreSQL: skipped (${realPostgresSkipped})\n`);
    return;
  }
  const server = await startRealPostgres();
  try {
    const local = await openStore({ kind: "postgres", url: server.url, retentionDays: 365 });
    try {
      await benchStore("local PostgreSQL", local);
    } finally {
      await local.close();
    }
  } finally {
    await server.stop();
  }
}
