/**
 * Runs failing.kit.ts in a child Playwright run and opens its failed test's trace.zip: what a
 * user's `retain-on-failure` run leaves on disk, and CI uploads.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { JSONReport, JSONReportSuite, JSONReportTestResult } from "@playwright/test/reporter";
import { zipEntries } from "../zipEntries.ts";

export interface FailedTrace {
  /** Why the test failed, to tell the intended failure from another. */
  error: string;
  /** Every file of its trace.zip, by name. */
  files: Map<string, Buffer>;
}

const CONFIG = fileURLToPath(new URL("./playwright.config.ts", import.meta.url));
const CLI = createRequire(import.meta.url).resolve("@playwright/test/cli");

function* allResults(suites: readonly JSONReportSuite[]): Generator<JSONReportTestResult> {
  for (const suite of suites) {
    for (const spec of suite.specs) yield* spec.tests.flatMap((test) => test.results);
    yield* allResults(suite.suites ?? []);
  }
}

/** The child's JSON report; its exit code is 1 when its tests fail, as they do on purpose. */
function runChild(env: Record<string, string>): Promise<JSONReport> {
  return new Promise((resolve, reject) => {
    // Not this worker's environment: the child is a run of its own, not a part of this one.
    const child = spawn(process.execPath, [CLI, "test", "-c", CONFIG], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", () => {
      try {
        resolve(JSON.parse(stdout) as JSONReport);
      } catch {
        reject(new Error(`the child run printed no JSON report:\n${stdout}${stderr}`));
      }
    });
  });
}

/** The trace failing.kit.ts's test kept. */
export async function failedKitTrace({
  consoleUrl,
  tenantUrl,
  token,
}: {
  consoleUrl: string;
  tenantUrl: string;
  token: string;
}): Promise<FailedTrace> {
  const output = await mkdtemp(join(tmpdir(), "kit-trace-"));
  try {
    const report = await runChild({
      CONSOLE_URL: consoleUrl,
      TENANT_URL: tenantUrl,
      TENANT_TOKEN: token,
      KIT_TRACE_OUTPUT: output,
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
    });
    const [result] = [...allResults(report.suites)];
    const trace = result?.attachments.find((attachment) => attachment.name === "trace")?.path;
    if (!result || !trace) throw new Error(`the child run kept no trace (${result?.status})`);
    return {
      error: result.errors.map((error) => error.message).join("\n"),
      files: zipEntries(await readFile(trace)),
    };
  } finally {
    await rm(output, { recursive: true, force: true });
  }
}
