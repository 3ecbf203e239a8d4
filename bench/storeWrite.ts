import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTokenSource } from "../server/clientCredentials.ts";
import { createProxy } from "../server/proxy/proxy.ts";
import { openStore, type Store } from "../server/store/store.ts";
import { realPostgresSkipped, startRealPostgres } from "../server/store/test/realPostgres.ts";
import { createTenant, SEED_FACTS, SEEDED_CLIENTS } from "../tenant/index.ts";
import { recordFigure } from "./support/figures.ts";
import { percentile } from "./support/stack.ts";

/**
 * `npm run bench store-write`: what the store adds to a proxied write (issue 38: at most 5 ms
 * p95 embedded, 10 ms on a local PostgreSQL server). One administrator's PATCH of an
 * organization's display name after another, through the proxy of `npm run serve` (credentials
 * mode, in this process) to the local tenant, without a store, then with each store. Two
 * figures each: the answer (the store is off its path, but its read before the write is on it)
 * and the answer plus the entry kept in the store.
 */
const WRITES = 500;
const WARMUP = 100;
const OWN = "http://127.0.0.1:8080";
const ORG_PATH = `/api/v2/organizations/${SEED_FACTS.emptyOrganization.id}`;
const OPERATOR = {
  sub: "console-local|admin",
  email: "admin@console.local",
  name: "Ada Admin",
  role: "administrator" as const,
};

interface Timings {
  answer: number[];
  kept: number[];
}

async function writes(tenantUrl: string, store: Store | null, count: number): Promise<Timings> {
  const proxy = createProxy({
    tenantUrl,
    tokens: createTokenSource({
      tenantUrl,
      clientId: SEEDED_CLIENTS.admin.id,
      clientSecret: SEEDED_CLIENTS.admin.secret,
    }),
    audit: async () => {},
    store: store?.auditEntries ?? null,
  });
  const timings: Timings = { answer: [], kept: [] };
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await proxy({
      request: new Request(`${OWN}${ORG_PATH}`, {
        method: "PATCH",
        headers: {
          "sec-fetch-site": "same-origin",
          origin: OWN,
          "content-type": "application/json",
          "x-console-reason": `BENCH-${index}`,
        },
        body: JSON.stringify({ display_name: `Globex ${index}` }),
      }),
      rawUrl: ORG_PATH,
      ownOrigin: OWN,
      requestId: `bench-${index}`,
      operator: OPERATOR,
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the PATCH answered ${response.status}`);
    timings.answer.push(performance.now() - started);
    await proxy.audited();
    timings.kept.push(performance.now() - started);
  }
  return timings;
}

function describe(name: string, timings: Timings): string {
  const p = (values: number[], at: number) => percentile(values, at).toFixed(2);
  return (
    `${name}: answer p50 ${p(timings.answer, 50)} / p95 ${p(timings.answer, 95)} ms, ` +
    `answer + entry kept p50 ${p(timings.kept, 50)} / p95 ${p(timings.kept, 95)} ms`
  );
}

/** A store's figures against the same writes without one. */
function report(name: string, timings: Timings, base: Timings, goalMs: number): void {
  const added = (values: number[]) =>
    (percentile(values, 95) - percentile(base.answer, 95)).toFixed(2);
  process.stdout.write(
    `${describe(name, timings)} (p95 added: ${added(timings.answer)} ms to the answer, ` +
      `${added(timings.kept)} ms until kept)\n`,
  );
  recordFigure(
    `store write, ${name}: p95 added to the answer / until kept`,
    `${added(timings.answer)} / ${added(timings.kept)} ms`,
    `≤ ${goalMs} ms p95`,
  );
}

async function withStore<T>(open: () => Promise<Store>, use: (store: Store) => Promise<T>) {
  const store = await open();
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

export async function benchStoreWrite(): Promise<void> {
  const tenant = await createTenant({
    rateLimit: { capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 },
    // The write is measured, not the per-operation buckets.
    bucketScale: 1_000_000,
  }).listen(0);
  const parent = await mkdtemp(join(tmpdir(), "store-write-"));
  // As root the embedded server runs as `postgres`, which must reach the folder.
  await chmod(parent, 0o755);
  try {
    await writes(tenant.url, null, WARMUP);
    const base = await writes(tenant.url, null, WRITES);
    process.stdout.write(`${describe("no store", base)}\n`);
    const settings = { kind: "embedded" as const, dataDir: join(parent, "data"), retentionDays: 1 };
    const embedded = await withStore(
      () => openStore(settings),
      (store) => writes(tenant.url, store, WRITES),
    );
    report("embedded store", embedded, base, 5);
    if (realPostgresSkipped) {
      process.stdout.write(`local PostgreSQL: skipped (${realPostgresSkipped})\n`);
      return;
    }
    const server = await startRealPostgres();
    try {
      const local = await withStore(
        () => openStore({ kind: "postgres", url: server.url, retentionDays: 1 }),
        (store) => writes(tenant.url, store, WRITES),
      );
      report("local PostgreSQL", local, base, 10);
    } finally {
      await server.stop();
    }
  } finally {
    await tenant.close();
    await rm(parent, { recursive: true, force: true });
  }
}
