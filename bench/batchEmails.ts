import { pathToFileURL } from "node:url";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { confirmName, consoleContext, pasteList } from "./batchRun.ts";
import { loadAverage, readProbe, resetLongTasks } from "./support/probes.ts";
import { type BenchStack, startStack } from "./support/stack.ts";

/**
 * The support desk's batch (issue 27): 5,000 emails beside the same 5,000 users' ids, in one run,
 * rate limit lifted, each user's connection read by the batch (Connection left empty), so each
 * line costs two requests either way: identities then clear for an id, users-by-email then clear
 * for an email. Prints lines and requests a second, their ratio, the most result rows in the DOM
 * and the longest main-thread task; never passes or fails on them.
 */

const LIFTED = { capacity: 1_000_000_000, refillPerSecond: 1_000_000_000 };
const LINES = 5_000;
/** Enough users for 5,000 with an address no one else has. */
const TENANT_USERS = 6_000;
const LIMIT_MS = 900_000;

interface LinesFigures {
  kind: string;
  seconds: number;
  linesPerSecond: number;
  requestsPerSecond: number;
  mostRows: number;
  longestTaskMs: number;
  status: string;
}

async function runLines(
  stack: BenchStack,
  token: string,
  kind: string,
  lines: readonly string[],
): Promise<LinesFigures> {
  const context = await consoleContext(stack, token);
  try {
    const page = await context.newPage();
    let requests = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/v2/")) requests++;
    });
    await page.goto(`${stack.consoleUrl}/#/risk-assessments`);
    await pasteList(page, lines, { connection: undefined, concurrency: 2 });
    const confirm = page.getByRole("button", { name: confirmName(lines.length) });
    await resetLongTasks(page);
    requests = 0;
    const started = Date.now();
    await confirm.click();
    const status = page.getByRole("status").filter({ hasText: /^(Finished|Cancelled|Stopped)/ });
    await status.waitFor({ timeout: LIMIT_MS }).catch(() => undefined);
    const seconds = (Date.now() - started) / 1000;
    const statusText = (await status.count()) > 0 ? await status.innerText() : "did not finish";
    await page.waitForTimeout(300);
    const during = await readProbe(page);
    return {
      kind,
      seconds,
      linesPerSecond: lines.length / seconds,
      requestsPerSecond: requests / seconds,
      mostRows: during.mostRows,
      longestTaskMs: Math.max(0, ...during.longTasks),
      status: statusText,
    };
  } finally {
    await context.close();
  }
}

function describe(figures: LinesFigures): string {
  return [
    `  ${LINES} ${figures.kind}: ${figures.seconds.toFixed(1)} s, ${figures.linesPerSecond.toFixed(0)} lines/s, ${figures.requestsPerSecond.toFixed(0)} requests/s (${figures.status})`,
    `    most result rows in the DOM: ${figures.mostRows}; longest main-thread task: ${figures.longestTaskMs.toFixed(0)} ms`,
  ].join("\n");
}

export async function benchBatchEmails(): Promise<void> {
  const stack = await startStack({ rateLimit: LIFTED, users: TENANT_USERS });
  try {
    const token = await stack.control.token({ scopes: CONSOLE_SCOPES });
    const { users } = await stack.control.state();
    const owners = new Map<string, number>();
    for (const user of users) {
      if (user.email) owners.set(user.email, (owners.get(user.email) ?? 0) + 1);
    }
    const chosen = users
      .filter((user) => user.email !== undefined && owners.get(user.email) === 1)
      .slice(0, LINES);
    const ids = chosen.map((user) => user.user_id);
    const emails = chosen.map((user) => user.email ?? "");
    process.stdout.write(`load average at start: ${loadAverage()}\n`);
    const byId = await runLines(stack, token, "ids", ids);
    await stack.control.reset({ users: TENANT_USERS });
    const byEmail = await runLines(stack, token, "emails", emails);
    process.stdout.write(
      [
        "Risk batch of the same users, by id and by email, each user's connection read, rate limit lifted, 2 at a time:",
        describe(byId),
        describe(byEmail),
        `  requests/s ratio emails ÷ ids: ${(byEmail.requestsPerSecond / byId.requestsPerSecond).toFixed(2)}; lines/s ratio: ${(byEmail.linesPerSecond / byId.linesPerSecond).toFixed(2)}`,
        `load average at end: ${loadAverage()}`,
        "",
      ].join("\n"),
    );
  } finally {
    await stack.close();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) await benchBatchEmails();
