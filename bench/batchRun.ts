import type { BrowserContext, Page } from "@playwright/test";
import { TAB_SESSION_KEY } from "../src/session/sessionStore.ts";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { longTaskProbe, readProbe, resetLongTasks } from "./support/probes.ts";
import type { BenchStack } from "./support/stack.ts";

/**
 * What the two batch benchmarks share: a console tab restored connected, a list of N users for
 * the bulk connection (its 60 users, then ids the tenant does not know: those fail as "User not
 * found", a request each like a clear), and a run from the confirmation to "Finished".
 */

const { bulkConnection } = SEED_FACTS;

/** The batch's result rows (spacers of the virtualized table left out). */
const RESULT_ROWS = "table.batch-table tbody tr:not(.results-spacer)";

export interface BatchFigures {
  users: number;
  /** From the click on "Clear for N users" to the "Finished" status. */
  seconds: number;
  requestsPerSecond: number;
  tooManyRequests: number;
  mostRows: number;
  longestTaskMs: number;
  longTasksOver50: number;
  /** Longest task while Download CSV writes and saves the file. */
  csvLongestTaskMs: number;
  status: string;
  /** From the paste (one input event) to "Clear for N users": the form's work, not the batch's. */
  pasteMs: number;
  /** Longest main-thread task between the paste and the confirmation. */
  pasteLongestTaskMs: number;
}

export function userIdsFor(users: number): string[] {
  const ghosts = Array.from(
    { length: Math.max(0, users - bulkConnection.userIds.length) },
    (_, i) => `db|support|ghost-${i + 1}`,
  );
  return [...bulkConnection.userIds, ...ghosts].slice(0, users);
}

export async function consoleContext(stack: BenchStack, token: string): Promise<BrowserContext> {
  const context = await stack.browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  await context.addInitScript(
    ({ sessionKey, tenantUrl, token }) => {
      sessionStorage.setItem(sessionKey, JSON.stringify({ tenantUrl, token }));
    },
    { sessionKey: TAB_SESSION_KEY, tenantUrl: stack.tenantUrl, token },
  );
  await context.addInitScript({ content: longTaskProbe(RESULT_ROWS) });
  return context;
}

/**
 * Pastes the list as a user does (one input event holding the whole text: Playwright's `fill`
 * types for seconds at this size) and asks for the clear; resolves, in the page, with the ms
 * from the paste to "Clear for N users" being offered.
 */
/** The batch's confirm button, its count formatted as the page formats it ("Clear for 5,000 users"). */
export function confirmName(users: number): string {
  return `Clear for ${users.toLocaleString("en-US")} users`;
}

const PASTE_AND_ASK = `async ({ text, users }) => {
  const box = [...document.querySelectorAll("textarea")].find(
    (element) => element.labels?.[0]?.textContent?.startsWith("User ids"),
  );
  const ask = [...document.querySelectorAll("button")].find(
    (element) => element.textContent === "Clear assessments",
  );
  const offered = new Promise((resolve) => {
    const find = () =>
      [...document.querySelectorAll("button")].some(
        (element) => element.textContent === "Clear for " + users.toLocaleString() + " users",
      );
    new MutationObserver((records, observer) => {
      if (find()) {
        observer.disconnect();
        resolve(performance.now());
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const started = performance.now();
  box.focus();
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value").set.call(box, text);
  box.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  ask.click();
  return (await offered) - started;
}`;

/**
 * Opens "A list of users" with `connection` (empty: each user's is read), `concurrency` requests
 * at a time, pastes `lines` and asks for the clear; resolves with the ms from the paste to the
 * confirmation. The long tasks counted from here are the paste's.
 */
export async function pasteList(
  page: Page,
  lines: readonly string[],
  { connection, concurrency }: { connection: string | undefined; concurrency: number },
): Promise<number> {
  await page.getByRole("radio", { name: "A list of users" }).check();
  if (connection !== undefined) await page.getByLabel("Connection").fill(connection);
  await page.getByText("Advanced", { exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.getByLabel("Requests at a time").selectOption(String(concurrency));
  await resetLongTasks(page);
  return page.evaluate(
    `(${PASTE_AND_ASK})(${JSON.stringify({ text: lines.join("\n"), users: lines.length })})`,
  ) as Promise<number>;
}

/** One batch of `users` in a fresh tab; `limitMs` bounds a run that stalls. */
export async function runBatch(
  stack: BenchStack,
  token: string,
  users: number,
  limitMs: number,
  concurrency = 2,
): Promise<BatchFigures> {
  const context = await consoleContext(stack, token);
  try {
    const page = await context.newPage();
    let tooManyRequests = 0;
    page.on("response", (response) => {
      if (response.status() === 429) tooManyRequests++;
    });
    await page.goto(`${stack.consoleUrl}/#/risk-assessments`);
    const pasteMs = await pasteList(page, userIdsFor(users), {
      connection: bulkConnection.name,
      concurrency,
    });
    const confirm = page.getByRole("button", { name: confirmName(users) });
    await page.waitForTimeout(300);
    const pasted = await readProbe(page);
    // Long tasks of filling in the form are not the batch's.
    await resetLongTasks(page);
    const started = Date.now();
    await confirm.click();
    const status = page.getByRole("status").filter({ hasText: /^(Finished|Cancelled|Stopped)/ });
    await status.waitFor({ timeout: limitMs }).catch(() => undefined);
    const seconds = (Date.now() - started) / 1000;
    const statusText = (await status.count()) > 0 ? await status.innerText() : "did not finish";
    // Long tasks are reported a little after they end.
    await page.waitForTimeout(300);
    const during = await readProbe(page);

    await resetLongTasks(page);
    const download = page.waitForEvent("download", { timeout: 30_000 });
    await page.getByRole("button", { name: "Download CSV" }).click();
    await download;
    await page.waitForTimeout(300);
    const csv = await readProbe(page);

    return {
      users,
      seconds,
      requestsPerSecond: users / seconds,
      tooManyRequests,
      mostRows: during.mostRows,
      longestTaskMs: Math.max(0, ...during.longTasks),
      longTasksOver50: during.longTasks.filter((ms) => ms > 50).length,
      csvLongestTaskMs: Math.max(0, ...csv.longTasks),
      status: statusText,
      pasteMs,
      pasteLongestTaskMs: Math.max(0, ...pasted.longTasks),
    };
  } finally {
    await context.close();
  }
}

export function describeRun(figures: BatchFigures): string {
  return [
    `  ${figures.users} users: ${figures.seconds.toFixed(1)} s, ${figures.requestsPerSecond.toFixed(0)} requests/s (${figures.status})`,
    `    most result rows in the DOM: ${figures.mostRows}; longest main-thread task: ${figures.longestTaskMs.toFixed(0)} ms (${figures.longTasksOver50} over 50 ms)`,
    `    Download CSV: longest task ${figures.csvLongestTaskMs.toFixed(0)} ms; answers of 429: ${figures.tooManyRequests}`,
    `    paste of ${figures.users} ids (one input event) until "Clear for ${figures.users} users": ${figures.pasteMs.toFixed(0)} ms, longest task ${figures.pasteLongestTaskMs.toFixed(0)} ms (goal ≤ 50)`,
  ].join("\n");
}
