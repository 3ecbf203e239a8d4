import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { embeddedBinDir } from "../store/embeddedBinaries.ts";
import { copyInitialisedDataDir } from "../store/test/postgresTemplate.ts";

export interface ServeProcess {
  url: string;
  /** The server's own pid (npm's child), which a supervisor signals. */
  pid: number;
  /** Every stdout line so far. */
  lines: string[];
  /** Everything printed on stderr so far. */
  stderr(): string;
  /** Resolves with npm's exit code, which is the server's. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** A stand-in build: an index.html and a hashed script large enough to be compressed. */
export async function fakeDist(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), "console-serve-"));
  await mkdir(join(dist, "assets"));
  await writeFile(
    join(dist, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body></body></html>',
  );
  await writeFile(join(dist, "assets", "index-AbCd1234.js"), `console.log(${"1+".repeat(2000)}1);`);
  return dist;
}

/**
 * `npm run serve` as a user starts it, on a free port; resolves once it listens, or rejects with
 * what it printed when it ends first. Its embedded store (with sign-in) lives in a temporary
 * folder removed at exit, unless `env` names one.
 */
export async function startServe(
  env: Record<string, string>,
  args: readonly string[] = [],
): Promise<ServeProcess> {
  // Only a start that signs people in opens the embedded store unasked: only it gets a folder.
  const embedded = !env.CONSOLE_DATA_DIR && !env.CONSOLE_DATABASE_URL && env.CONSOLE_SIGN_IN_ISSUER;
  const dataParent = embedded ? await mkdtemp(join(tmpdir(), "console-data-")) : null;
  // As root the embedded server runs as `postgres`, which must reach the folder.
  if (dataParent) await chmod(dataParent, 0o755);
  const dataDir = dataParent ? { CONSOLE_DATA_DIR: join(dataParent, "data") } : {};
  await withInitialisedStore({ ...env, ...dataDir });
  const child: ChildProcess = spawn("npm", ["run", "--silent", "serve", "--", ...args], {
    env: { ...process.env, PORT: "0", ...dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let stderr = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      if (!dataParent) return resolve(code);
      void rm(dataParent, { recursive: true, force: true }).finally(() => resolve(code));
    }),
  );
  return new Promise((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let pending = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      for (const line of parts) {
        lines.push(line);
        let parsed: { event?: string; url?: string; pid?: number };
        try {
          parsed = JSON.parse(line) as typeof parsed;
        } catch {
          continue;
        }
        if (parsed.event === "listening" && parsed.url && parsed.pid) {
          const pid = parsed.pid;
          resolve({
            url: parsed.url,
            pid,
            lines,
            stderr: () => stderr,
            exited,
            stop: () => {
              process.kill(pid, "SIGTERM");
              return exited;
            },
          });
        }
      }
    });
    void exited.then((code) => reject(new ServeExit(code, stderr)));
  });
}

/**
 * An embedded store's folder that does not exist yet starts as a copy of an initialised one
 * (postgresTemplate.ts): the server skips initdb, which took a second or more of every start.
 */
async function withInitialisedStore(env: Record<string, string | undefined>): Promise<void> {
  const folder = env.CONSOLE_DATA_DIR;
  if (!folder || env.CONSOLE_DATABASE_URL) return;
  const dataDir = resolve(folder);
  if (existsSync(dataDir) || !existsSync(dirname(dataDir))) return;
  await copyInitialisedDataDir(await embeddedBinDir(), dataDir);
}

class ServeExit extends Error {
  constructor(
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`npm run serve ended with ${code}: ${stderr}`);
  }
}

/** How a start that must fail ends: its exit code and what it printed on stderr. */
export async function failedStart(
  env: Record<string, string>,
  args: readonly string[] = [],
): Promise<ServeExit> {
  try {
    const running = await startServe(env, args);
    await running.stop();
  } catch (error) {
    if (error instanceof ServeExit) return error;
    throw error;
  }
  throw new Error("npm run serve started where it should have refused to");
}
