import { pathToFileURL } from "node:url";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { DEFAULT_RATE_LIMIT } from "../tenant/rateLimiter.ts";
import { describeRun, runBatch } from "./batchRun.ts";
import { loadAverage } from "./support/probes.ts";
import { startStack } from "./support/stack.ts";

/**
 * The risk batch of 2,000 users under the local tenant's default rate limit (a burst of
 * `capacity`, then `refillPerSecond`), 2 requests at a time, in Chromium against the production
 * build: its time ÷ the ideal (2,000 − burst) ÷ rate (goal ≤ 1.1) and the answers of 429 in the
 * whole run (goal ≤ 3). The screen's own requests before the batch (the connect, the page)
 * spend a little of the burst, so the ideal is a little kind. Prints figures; never passes or
 * fails on them.
 */

const USERS = 2_000;
// Enough at a time that the pacing, not the count in flight, sets the speed.
const CONCURRENCY = 4;
const LIMIT_MS = 900_000;

export async function benchBatchPaced(): Promise<void> {
  const { capacity, refillPerSecond } = DEFAULT_RATE_LIMIT;
  const stack = await startStack({ rateLimit: DEFAULT_RATE_LIMIT });
  try {
    const token = await stack.control.token({ scopes: CONSOLE_SCOPES });
    const loadBefore = loadAverage();
    const run = await runBatch(stack, token, USERS, LIMIT_MS, CONCURRENCY);
    const ideal = (USERS - capacity) / refillPerSecond;
    process.stdout.write(
      [
        `Risk batch under the default limit (burst ${capacity}, then ${refillPerSecond} a second), ${CONCURRENCY} requests at a time:`,
        describeRun(run),
        `  time ÷ ideal (${USERS} − ${capacity}) / ${refillPerSecond} = ${ideal.toFixed(1)} s: ${(run.seconds / ideal).toFixed(2)} (goal ≤ 1.1)`,
        `  answers of 429 in the whole run: ${run.tooManyRequests} (goal ≤ 3)`,
        `load average before / after: ${loadBefore} / ${loadAverage()}`,
        "",
      ].join("\n"),
    );
  } finally {
    await stack.close();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchBatchPaced();
