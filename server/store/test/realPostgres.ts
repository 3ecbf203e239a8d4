import { existsSync, readdirSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgresServer } from "../postgresServer.ts";
import { copyInitialisedDataDir } from "./postgresTemplate.ts";

/**
 * A real PostgreSQL server for a test file, from the machine's Debian packages
 * (`/usr/lib/postgresql/{version}/bin`, newest first; `POSTGRES_BIN` overrides), on a free port of
 * 127.0.0.1 in a temporary folder. `.ci/run` installs the packages where they are missing.
 */
function findBinDir(): string | null {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

const REAL_POSTGRES_BIN = findBinDir();

/**
 * Why the real-server tests are skipped, or null when they run. In CI they always run: missing
 * binaries there fail the start instead of skipping quietly.
 */
export const realPostgresSkipped: string | null =
  REAL_POSTGRES_BIN || process.env.CI
    ? null
    : "no PostgreSQL binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql, or set POSTGRES_BIN): the real-server store tests are skipped";
if (realPostgresSkipped) console.warn(realPostgresSkipped);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export interface RealPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startRealPostgres(): Promise<RealPostgres> {
  if (!REAL_POSTGRES_BIN) {
    throw new Error("CI is set and no PostgreSQL binaries were found in /usr/lib/postgresql/*/bin");
  }
  const parent = await mkdtemp(join(tmpdir(), "console-postgres-"));
  // As root the server runs as `postgres`, which must reach the data folder inside.
  await chmod(parent, 0o755);
  const dataDir = join(parent, "data");
  await copyInitialisedDataDir(REAL_POSTGRES_BIN, dataDir);
  const port = await freePort();
  const server = await startPostgresServer({ binDir: REAL_POSTGRES_BIN, dataDir, port });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await rm(parent, { recursive: true, force: true });
    },
  };
}
