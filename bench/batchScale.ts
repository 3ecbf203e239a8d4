import { pathToFileURL } from "node:url";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { describeRun, runBatch } from "./batchRun.ts";
import { recordFigure } from "./support/figures.ts";
import { loadAverage } from "./support/probes.ts";
import { startStack } from "./support/stack.ts";

/**
 * The risk batch at 1,000 and at 5,000 users with the rate limit lifted, in Chromium against the
 * production build and a local tenant: requests a second at each size (goal: the ratio
 * 5,000 ÷ 1,000 ≥ 0.9, a batch that does not slow as it grows), the most result rows in the DOM
 * and the longest main-thread task at 5,000, and the longest task of Download CSV. Prints
 * figures; never passes or fails on them.
 */

const LIFTED = { capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 };
const LIMIT_MS = 600_000;

export async function benchBatchScale(): Promise<void> {
  const stack = await startStack({ rateLimit: LIFTED });
  try {
    const token = await stack.control.token({ scopes: CONSOLE_SCOPES });
    process.stdout.write(`load average at start: ${loadAverage()}\n`);
    // An unmeasured small batch warms the build's first reads and the tenant.
    await runBatch(stack, token, 100, LIMIT_MS);
    await stack.control.reset();
    const small = await runBatch(stack, token, 1_000, LIMIT_MS);
    await stack.control.reset();
    const large = await runBatch(stack, token, 5_000, LIMIT_MS);
    process.stdout.write(
      [
        "Risk batch, rate limit lifted, 2 requests at a time:",
        describeRun(small),
        describeRun(large),
        `  requests/s ratio 5,000 ÷ 1,000: ${(large.requestsPerSecond / small.requestsPerSecond).toFixed(2)} (goal ≥ 0.95)`,
        `  at 5,000: ${large.mostRows} rows (goal ≤ 200), longest task ${large.longestTaskMs.toFixed(0)} ms (goal ≤ 50)`,
        `load average at end: ${loadAverage()}`,
        "",
      ].join("\n"),
    );
    recordFigure(
      "paste of 5,000 ids until Clear for 5000 users",
      `${large.pasteMs.toFixed(0)} ms, longest task ${large.pasteLongestTaskMs.toFixed(0)} ms`,
      "no task over 50 ms",
    );
    recordFigure(
      "batch of 5,000, rate limit lifted: longest task",
      `${large.longestTaskMs.toFixed(0)} ms (${large.longTasksOver50} over 50 ms); at 1,000: ${small.longTasksOver50} over 50 ms`,
      "0 over 50 ms",
    );
    recordFigure(
      "batch 5,000 ÷ 1,000, requests per second",
      (large.requestsPerSecond / small.requestsPerSecond).toFixed(2),
      "≥ 0.95",
    );
  } finally {
    await stack.close();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchBatchScale();
