import { execFile } from "node:child_process";
import { chown, mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import type { ClientConfig } from "pg";

const run = promisify(execFile);

interface PostgresServerOptions {
  /** The folder holding `initdb`, `pg_ctl` and `postgres`. */
  binDir: string;
  /** Created (and initialised) when missing; reused as it is otherwise. */
  dataDir: string;
  /**
   * A TCP port on 127.0.0.1 (the tests' server), or null: the Unix socket inside the data folder
   * only, so nothing else on the machine can reach the embedded store by the network.
   */
  port: number | null;
}

export interface PostgresServer {
  /** How `pg` reaches it: as the `postgres` superuser, trusted (initdb --auth=trust). */
  connection: ClientConfig;
  stop(): Promise<void>;
}

/** Unix socket paths are limited to 107 bytes; the socket file adds `/.s.PGSQL.5432`. */
const MAX_SOCKET_DIR = 107 - "/.s.PGSQL.5432".length;

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` system user. */
async function runAs(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
    return { uid, gid };
  } catch {
    throw new Error(
      "PostgreSQL will not run as root and there is no postgres user to run it as (apt-get install postgresql, or useradd postgres)",
    );
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Starts PostgreSQL from its binaries on a data folder, with `initdb` on first use, through
 * `pg_ctl` (which waits until it accepts connections). A server already running on that folder
 * (left by a process that was killed) is used as it is, and stopped with this one.
 */
export async function startPostgresServer(options: PostgresServerOptions): Promise<PostgresServer> {
  const { binDir, dataDir, port } = options;
  const owner = await runAs();
  // cwd "/": the postgres user may not be allowed into the caller's working directory.
  const as = { cwd: "/", ...(owner ?? {}) };
  const tool = (name: string, args: string[]) =>
    run(join(binDir, name), args, as).catch((error: { stderr?: string; stdout?: string }) => {
      const said = `${error.stderr ?? ""}\n${error.stdout ?? ""}`.trim().split("\n").pop();
      throw new Error(`${name} failed on ${dataDir}: ${said || String(error)}`);
    });
  if (port === null && dataDir.length > MAX_SOCKET_DIR) {
    throw new Error(
      `the data folder's path is longer than ${MAX_SOCKET_DIR} characters: ${dataDir}`,
    );
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (owner) await chown(dataDir, owner.uid, owner.gid);
  if (!(await exists(join(dataDir, "PG_VERSION")))) {
    // C locale and UTF-8: the same sorting and encoding whatever the machine's locale.
    await tool("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--locale=C",
    ]);
  }
  const running = await run(join(binDir, "pg_ctl"), ["status", "-D", dataDir], as).then(
    () => true,
    () => false,
  );
  if (!running) {
    const listen =
      port === null ? "-c listen_addresses=''" : `-c listen_addresses=127.0.0.1 -p ${port}`;
    const postgresFlags = `${listen} -k ${dataDir}`;
    const log = join(dataDir, "server.log");
    await tool("pg_ctl", [
      "start",
      "-w",
      "-t",
      "60",
      "-D",
      dataDir,
      "-l",
      log,
      "-o",
      postgresFlags,
    ]);
  }
  const connection: ClientConfig =
    port === null
      ? { host: dataDir, user: "postgres", database: "postgres" }
      : { host: "127.0.0.1", port, user: "postgres", database: "postgres" };
  return {
    connection,
    stop: async () => {
      await tool("pg_ctl", ["stop", "-w", "-D", dataDir, "-m", "fast"]);
    },
  };
}
