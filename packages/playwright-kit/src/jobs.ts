/**
 * Server jobs (where the console's server runs them): the risk screen's list of users starts a
 * job, whose progress is a region named "{kind}: server job" with a `role="status"` ("Started by
 * {name} ({role})", the state), the bar **Job progress**, the counts (**Done**, **Already
 * members**, **Failed**, **Outcome unknown**, **Waiting**), and **Pause**, **Resume**,
 * **Cancel** (confirmed with **Cancel job**), **Download results (CSV)**, **Dismiss**. The
 * screen **Jobs** (`#/jobs`) lists every job; its kind opens its progress.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { goToScreen } from "./connect.js";
import { savedText } from "./downloads.js";
import { fillBatch } from "./riskAssessments.js";
import type { WaitOptions } from "./settled.js";

export interface ClearJobInput {
  /** One a line: user ids and emails (each email read on the server in its slot). */
  lines: readonly string[];
  /** Empty: each user's own connection, read on the server. */
  connection: string;
  reason?: string;
}

export interface JobCounts {
  done: number;
  /** Add-members jobs only: members already there, nothing sent. */
  already: number;
  failed: number;
  unknown: number;
  waiting: number;
}

export interface JobOutcomes {
  /** "Queued", "Running", "Paused", "Finished" or "Cancelled". */
  state: string;
  /** "Started by Sam Support (support) on …". */
  startedBy: string;
  counts: JobCounts;
  total: number;
}

/** A job's progress: the first one shown (the newest on the risk screen, the open one on Jobs). */
export function jobProgress(page: Page): Locator {
  return page.getByRole("region", { name: /: server job$/ }).first();
}

/**
 * Pastes the list on the risk screen (one paste, not typed), presses **Clear assessments** and
 * confirms: the server starts a job. Resolves its id once its progress shows.
 */
export async function startClearJob(
  page: Page,
  input: ClearJobInput,
  { timeout = 30_000 }: WaitOptions = {},
): Promise<{ id: string }> {
  await fillBatch(page, {
    connection: input.connection,
    userIds: input.lines,
    ...(input.reason === undefined ? {} : { reason: input.reason }),
  });
  await page.getByRole("button", { name: "Clear assessments" }).click();
  const started = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === "/__console/jobs",
    { timeout },
  );
  await page.getByRole("button", { name: /^Clear for \d[\d,.\s]* users?$/ }).click();
  const response = await started;
  expect(response.status(), await response.text()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  // Newest first: this job's progress above any other still shown.
  await expect(
    jobProgress(page).getByRole("link", { name: "Download results (CSV)" }),
    "the job's progress",
  ).toHaveAttribute("href", `/__console/jobs/${id}/results.csv`, { timeout });
  return { id };
}

/** Numbers as the browser's language writes them: "3,000", "3 000", "3.000". */
const numberOf = (text: string) => Number(text.replace(/\D/g, ""));

/** Reads the progress's status and counts as they are now. */
export async function readJobOutcomes(page: Page): Promise<JobOutcomes> {
  const progress = jobProgress(page);
  const [startedBy = "", stateLine = ""] = await progress
    .getByRole("status")
    .locator("p")
    .allInnerTexts();
  const counts: JobCounts = { done: 0, already: 0, failed: 0, unknown: 0, waiting: 0 };
  const key: Record<string, keyof JobCounts> = {
    Done: "done",
    "Already members": "already",
    Failed: "failed",
    "Outcome unknown": "unknown",
    Waiting: "waiting",
  };
  const terms = await progress.getByRole("term").allInnerTexts();
  const values = await progress.getByRole("definition").allInnerTexts();
  terms.forEach((term, index) => {
    const name = key[term.trim()];
    if (name) counts[name] = numberOf(values[index] ?? "");
  });
  const total = Number(
    await progress.getByRole("progressbar", { name: "Job progress" }).getAttribute("aria-valuemax"),
  );
  return {
    state: stateLine.split(":")[0]?.trim() ?? "",
    startedBy: startedBy.trim(),
    counts,
    total,
  };
}

/** Waits until the job has finished or been cancelled, and reads its outcomes. */
export async function waitForJobEnd(
  page: Page,
  { timeout = 120_000 }: WaitOptions = {},
): Promise<JobOutcomes> {
  await expect(jobProgress(page).getByRole("status"), "the job has ended").toContainText(
    /(Finished|Cancelled):/,
    { timeout },
  );
  return readJobOutcomes(page);
}

/**
 * **Download results (CSV)**: one row per pasted line, in pasted order, as objects keyed by the
 * header (`line`, `user id`, `outcome`, `status`, `error code`, `message`, `attempts`).
 */
export async function downloadJobResults(page: Page): Promise<Record<string, string>[]> {
  const link = jobProgress(page).getByRole("link", { name: "Download results (CSV)" });
  const [header = [], ...rows] = parseCsv(await savedText(page, link));
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
}

/** RFC 4180: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || (c === "\r" && text[i + 1] === "\n")) {
      if (c === "\r") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** **Pause**: the job stops sending until resumed. */
export async function pauseJob(page: Page): Promise<void> {
  const progress = jobProgress(page);
  await progress.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(progress.getByRole("status")).toContainText("Paused");
}

/** **Resume**: a paused job goes on from what is not done. */
export async function resumeJob(page: Page): Promise<void> {
  const progress = jobProgress(page);
  await progress.getByRole("button", { name: "Resume", exact: true }).click();
  await expect(progress.getByRole("status")).toContainText(/Running|Queued|Finished/);
}

/** **Cancel**, confirmed with **Cancel job**: lines not yet sent are not sent. */
export async function cancelJob(page: Page): Promise<void> {
  const progress = jobProgress(page);
  await progress.getByRole("button", { name: "Cancel", exact: true }).click();
  await progress
    .getByRole("region", { name: "Cancel this job?" })
    .getByRole("button", { name: "Cancel job" })
    .click();
  await expect(progress.getByRole("status")).toContainText("Cancelled");
}

/** Follows the navigation link **Jobs** (shown where the console's server runs jobs). */
export async function goToJobs(page: Page): Promise<void> {
  await goToScreen(page, "Jobs");
}

/** The Jobs screen's table, newest first. */
export function jobsTable(page: Page): Locator {
  return page.getByRole("table", { name: "The server's jobs, newest first" });
}

export interface JobRow {
  kind: string;
  startedBy: string;
  started: string;
  state: string;
  progress: string;
}

/** The Jobs screen's `role="status"`: "N jobs, newest first." or "No jobs yet.". */
export function jobsStatus(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: /^(\d[\d,.\s]* jobs?, newest first\.|No jobs yet\.)$/ });
}

/** The Jobs screen's rows, newest first, once the list is read. */
export async function readJobs(page: Page): Promise<JobRow[]> {
  await expect(jobsStatus(page), "the jobs are read").toBeVisible();
  const rows = jobsTable(page).getByRole("row");
  const read: JobRow[] = [];
  for (const row of (await rows.all()).slice(1)) {
    const [kind = "", startedBy = "", started = "", state = "", progress = ""] = (
      await row.getByRole("cell").allInnerTexts()
    ).map((text) => text.trim());
    read.push({ kind, startedBy, started, state, progress });
  }
  return read;
}

/** Opens the `index`-th job of the list (0: the newest): its progress shows above the list. */
export async function openJob(page: Page, index = 0): Promise<void> {
  await jobsTable(page)
    .getByRole("row")
    .nth(index + 1)
    .getByRole("link")
    .click();
  await expect(jobProgress(page).getByRole("status")).toContainText("Started");
}
