/** Starting and stopping the command-line programs the example runs against. */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export interface Started {
  /** Every stdout line until `match` held. */
  lines: string[];
  stop(): Promise<void>;
}

/**
 * Runs `npm <args>` in `cwd` in its own process group (npm starts a shell, which starts node),
 * and resolves once a stdout line satisfies `ready`, or rejects with its output when it ends or
 * `timeoutMs` passes first.
 */
export function startNpm(
  args: readonly string[],
  {
    cwd,
    env = {},
    ready,
    timeoutMs = 60_000,
  }: {
    cwd: string;
    env?: Record<string, string>;
    ready: (lines: readonly string[]) => boolean;
    timeoutMs?: number;
  },
): Promise<Started> {
  const child: ChildProcess = spawn("npm", ["--silent", ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      // The whole group: npm, its shell and the server.
      process.kill(-child.pid, "SIGTERM");
    }
    await exited;
  };
  const lines: string[] = [];
  let stderr = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`npm ${args.join(" ")} was not ready in ${timeoutMs} ms:\n${stderr}`));
    }, timeoutMs);
    let pending = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      lines.push(...parts);
      if (ready(lines)) {
        clearTimeout(timer);
        resolve({ lines, stop });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm ${args.join(" ")} ended (${code}) before it was ready:\n${stderr}`));
    });
  });
}

/** Runs `npm <args>` to its end; rejects with its output (stdout, then stderr) when it fails. */
export function runNpm(
  args: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["--silent", ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm ${args.join(" ")} failed (${code}):\n${stdout}${stderr}`)),
    );
  });
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
