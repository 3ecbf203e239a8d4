import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startPostgresServer } from "../postgresServer.ts";

const run = promisify(execFile);

/**
 * initdb took 0.6-0.8 s here on a moderately busy machine and over 3 s on a very busy one (it
 * syncs every file it writes); a copy of the folder it made takes 0.3 s, and the tests start about
 * twenty servers. One folder per machine, binaries and
 * version of postgresServer.ts (its initdb options), made by the store's own start and stopped
 * cleanly, is copied for each: startPostgresServer uses a folder that has PG_VERSION as it is.
 * The store's own initdb on first use stays tested (embeddedStore.test.ts opens a new folder).
 */
const made = new Map<string, Promise<string>>();

const SERVER_SOURCE = readFileSync(new URL("../postgresServer.ts", import.meta.url));

async function makeTemplate(binDir: string): Promise<string> {
  const key = createHash("sha256").update(binDir).update(SERVER_SOURCE).digest("hex").slice(0, 16);
  const folder = join(tmpdir(), `console-postgres-template-${key}`);
  if (existsSync(join(folder, "PG_VERSION"))) return folder;
  const parent = await mkdtemp(join(tmpdir(), "console-postgres-template-"));
  // As root the server runs as `postgres`, which must reach the folder inside.
  await chmod(parent, 0o755);
  const dataDir = join(parent, "data");
  try {
    const server = await startPostgresServer({ binDir, dataDir, port: null });
    await server.stop();
    await rm(join(dataDir, "server.log"), { force: true });
    // Another process may have made it meanwhile: its folder stays, this one goes.
    await rename(dataDir, folder).catch(() => undefined);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
  return folder;
}

/**
 * Makes `dataDir` (which must not exist yet) a copy of an initialised data folder for the
 * PostgreSQL binaries in `binDir`. `cp -a` keeps the owner and the 0700 mode the server insists on.
 */
export async function copyInitialisedDataDir(binDir: string, dataDir: string): Promise<void> {
  let template = made.get(binDir);
  if (!template) {
    template = makeTemplate(binDir);
    made.set(binDir, template);
  }
  await run("cp", ["-a", await template, dataDir]);
}
