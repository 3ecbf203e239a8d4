/**
 * Server jobs through the screens (issue 39 "Done when"), on one signed-in `npm run serve` with
 * its embedded store: support starts a 3,000-user clear from the risk screen and closes the
 * tab; the server is SIGKILLed a third of the way and started again on the same data folder; an
 * administrator in a new tab finds the job on Jobs, started by support, and it finishes with
 * every line settled and no user cleared twice beyond those reported unknown. Then Pause,
 * Resume and Cancel once each on a small job.
 */
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import {
  cancelJob,
  downloadJobResults,
  goToJobs,
  goToScreen,
  jobProgress,
  openJob,
  pauseJob,
  readJobOutcomes,
  readJobs,
  resumeJob,
  signIn,
  startClearJob,
  waitForJobEnd,
} from "@tenant-console/playwright-kit";
import type { ServeProcess } from "../server/test/serveProcess.ts";
import { DEFAULT_OPERATOR_PASSWORD, DEFAULT_USER_COUNT } from "../tenant/index.ts";
import { SEED_FACTS, STAFF_CONNECTION } from "../tenant/seed/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { serveSignedIn } from "./support/consoleServe";
import { expect, type LocalTenant, test } from "./support/fixtures";
import { lookInLightAndDark, shoot, VIEWPORTS } from "./support/layout";

const SUPPORT = { email: "support@console.local", password: DEFAULT_OPERATOR_PASSWORD };
const ADMIN = { email: "admin@console.local", password: DEFAULT_OPERATOR_PASSWORD };

let serve: ServeProcess;
let dataParent: string;
let env: Record<string, string>;

test.beforeAll(async ({ workerTenant }) => {
  // A thousand users beyond the seed's, none of them in the staff's connection: they fail.
  await workerTenant.control.reset({ users: DEFAULT_USER_COUNT + 1000 });
  dataParent = await mkdtemp(join(tmpdir(), "console-jobs-e2e-"));
  // As root the embedded server runs as `postgres`, which must reach the folder.
  await chmod(dataParent, 0o755);
  // A killed instance's slices are taken over after 4 s rather than 2 minutes.
  env = { CONSOLE_DATA_DIR: join(dataParent, "data"), CONSOLE_JOB_TAKEOVER_SECONDS: "4" };
  serve = await serveSignedIn(workerTenant, env);
});
test.afterAll(async ({ workerTenant }) => {
  await serve?.stop();
  await workerTenant.control.rateLimit({ capacity: 1_000_000, refillPerSecond: 1_000_000 });
  await rm(dataParent, { recursive: true, force: true });
});

async function signedInTab(browser: Browser, person: typeof SUPPORT, route: string) {
  const context = await browser.newContext();
  // The kit pastes the list as one paste, through the clipboard.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: serve.url });
  const page = await context.newPage();
  await page.goto(`${serve.url}/#${route}`);
  await signIn(page, person);
  return page;
}

async function clearsSent(tenant: LocalTenant): Promise<Record<string, number>> {
  return (await tenant.control.state()).assessmentClearCalls;
}

test("a 3,000-user clear outlives its tab and a SIGKILL, and whoever opens Jobs sees it end", async ({
  browser,
  workerTenant,
}) => {
  test.setTimeout(300_000);
  const { users } = await workerTenant.control.state();
  const staff = users.filter((user) => user.connections.includes(STAFF_CONNECTION));
  const others = users.filter((user) => !user.connections.includes(STAFF_CONNECTION));
  const lines = [
    ...staff.slice(0, 1900).map((user) => user.user_id),
    ...staff.slice(1900, 2000).map((user) => user.email ?? ""),
    ...others.slice(-1000).map((user) => user.user_id),
  ];
  // A bucket of 200 refilled at 500 a second: the server's own pace binds, and the job runs for
  // tens of seconds on a loaded machine, several on an idle one.
  await workerTenant.control.rateLimit({ capacity: 200, refillPerSecond: 500 });

  await test.step("support starts the clear from the risk screen, then closes the tab", async () => {
    const page = await signedInTab(browser, SUPPORT, "/risk-assessments");
    await startClearJob(page, {
      lines,
      connection: STAFF_CONNECTION,
      reason: "INC-39",
    });
    await expect(jobProgress(page).getByRole("status")).toContainText(
      "Started by Sam Support (support)",
    );
    await assertNoSeriousA11yViolations(page, "a running job's progress on the risk screen");
    await page.context().close();
  });

  await test.step("the server is SIGKILLed a third of the way and started again", async () => {
    await expect
      .poll(async () => Object.keys(await clearsSent(workerTenant)).length, {
        timeout: 120_000,
        intervals: [100],
      })
      .toBeGreaterThanOrEqual(1000);
    process.kill(serve.pid, "SIGKILL");
    await serve.exited;
    serve = await serveSignedIn(workerTenant, env);
  });

  await test.step("an administrator finds it on Jobs, started by support, and it finishes", async () => {
    const page = await signedInTab(browser, ADMIN, "/token-exchange-profiles");
    await goToJobs(page);
    const [row] = await readJobs(page);
    expect(row).toMatchObject({
      kind: "Clear risk assessments",
      startedBy: "Sam Support (support)",
    });
    await openJob(page);
    const ended = await waitForJobEnd(page, { timeout: 120_000 });
    expect(ended.state).toBe("Finished");
    expect(ended.startedBy).toMatch(/^Started by Sam Support \(support\)/);
    const { done, failed, unknown, waiting } = ended.counts;
    expect([done + failed + unknown, waiting]).toEqual([3000, 0]);
    // The thousand outside the connection fail (or, in flight at the kill, are unknown).
    expect(failed).toBeGreaterThanOrEqual(1000 - unknown);
    expect(failed).toBeLessThanOrEqual(1000);
    await expect(
      jobProgress(page).getByRole("region", { name: "Failed and outcome unknown" }),
    ).toContainText(`The user does not belong to the connection ${STAFF_CONNECTION}.`);
    await assertNoSeriousA11yViolations(page, "a finished job's progress with its failures");
    await shoot(page, "job-finished-laptop-light", true);

    const rows = await downloadJobResults(page);
    expect(rows).toHaveLength(3000);
    const calls = await clearsSent(workerTenant);
    // No user cleared twice; each reported done, exactly once; unknown ones at most once.
    expect(Math.max(...rows.map((r) => calls[r["user id"] ?? ""] ?? 0))).toBe(1);
    const doneRows = rows.filter((r) => r.outcome === "Done");
    expect(doneRows.every((r) => calls[r["user id"] ?? ""] === 1)).toBe(true);
    expect(rows.filter((r) => r.outcome === "Outcome unknown")).toHaveLength(unknown);
    await page.context().close();
  });
});

test("Pause, Resume and Cancel steer a job; Dismiss takes its results off the risk screen", async ({
  browser,
  workerTenant,
}) => {
  test.slow(); // two screens looked at on a laptop and a phone, in light and dark
  // Two clears, then one a second: the job is still running while it is looked at and steered.
  await workerTenant.control.rateLimit({ capacity: 2, refillPerSecond: 1 });
  const page: Page = await signedInTab(browser, ADMIN, "/risk-assessments");
  const { id } = await startClearJob(page, {
    lines: SEED_FACTS.bulkConnection.userIds,
    connection: SEED_FACTS.bulkConnection.name,
  });
  await look(page, "a running job on the risk screen", "job-risk");
  await pauseJob(page);
  await assertNoSeriousA11yViolations(page, "a paused job");
  await resumeJob(page);
  await cancelJob(page);
  const cancelled = await readJobOutcomes(page);
  expect(cancelled.state).toBe("Cancelled");
  expect(cancelled.counts.waiting).toBeGreaterThan(0);
  await assertNoSeriousA11yViolations(page, "a cancelled job");
  await jobProgress(page).getByRole("button", { name: "Dismiss" }).click();
  await goToJobs(page);
  await look(page, "the Jobs list", "jobs");
  await goToScreen(page, "Risk assessments");
  await expect(page.getByRole("textbox", { name: "User ids, one per line" })).toHaveValue("");
  // Dismissed: gone from the risk screen (Jobs still lists it).
  await expect(page.locator(`a[href="/__console/jobs/${id}/results.csv"]`)).toHaveCount(0);
  await page.context().close();
});

/** On a laptop (axe in light and dark) and a phone (no sideways scroll), with screenshots. */
async function look(page: Page, what: string, shot: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await lookInLightAndDark(page, {
      what: `${what} on a ${viewport.name}`,
      shot: `${shot}-${viewport.name}`,
      axe: !viewport.phone,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
}
