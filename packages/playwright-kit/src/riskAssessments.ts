/**
 * Risk assessments (`#/risk-assessments`): one user (**User id**, **Connection**, then the
 * region "Clear these assessments?" with **Clear for <user id>**) or a list of users (**User
 * ids, one per line**, **Requests at a time**, then **Clear for N users**); both take an
 * optional **Reason**.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { goToScreen } from "./connect.js";
import { savedText } from "./downloads.js";
import { emptyList } from "./fields.js";
import type { WaitOptions } from "./settled.js";

export interface SingleClearInput {
  userId: string;
  connection: string;
  /** Typed into the optional **Reason**; kept in Activity, never sent to the tenant. */
  reason?: string;
}

export interface BatchInput {
  /** Empty with `read:users`: each user's own connection is read before the clear. */
  connection: string;
  /** One a line: user ids, and (with `read:users`) emails, each read exactly before its clear. */
  userIds: readonly string[];
  /** **Requests at a time**; left as it is unless given. */
  concurrency?: "1" | "2" | "4" | "8";
  reason?: string;
}

export interface RiskForm {
  userId: Locator;
  connection: Locator;
  userIds: Locator;
  reason: Locator;
  /** The button that asks for confirmation, in either mode. */
  clearAssessments: Locator;
  /** The confirmation's button for one user. */
  confirmFor(userId: string): Locator;
  confirmation: Locator;
  clearedHeading: Locator;
}

export function riskForm(page: Page): RiskForm {
  return {
    userId: page.getByLabel("User id", { exact: true }),
    connection: page.getByLabel("Connection", { exact: true }),
    userIds: page.getByLabel("User ids, one per line"),
    reason: page.getByLabel("Reason", { exact: true }),
    clearAssessments: page.getByRole("button", { name: "Clear assessments" }),
    confirmFor: (userId) => page.getByRole("button", { name: `Clear for ${userId}` }),
    confirmation: page.getByRole("region", { name: "Clear these assessments?" }),
    clearedHeading: page.getByRole("heading", { name: "Assessments cleared" }),
  };
}

/** Types the user and the connection of a single clear; nothing is submitted. */
export async function fillSingleClear(page: Page, input: SingleClearInput): Promise<void> {
  const form = riskForm(page);
  await page.getByRole("radio", { name: "One user" }).check();
  await form.userId.fill(input.userId);
  await form.connection.fill(input.connection);
  if (input.reason !== undefined) await form.reason.fill(input.reason);
}

/** Clear assessments, then the confirmation's **Clear for <user id>**. */
export async function confirmSingleClear(page: Page, userId: string): Promise<void> {
  const form = riskForm(page);
  await form.clearAssessments.click();
  await form.confirmFor(userId).click();
}

/**
 * Puts `text` in `field` as a person pastes it: typed, a list of a thousand lines takes Chromium
 * seconds (its editor inserts typed text a line at a time, a paste at once). Where the clipboard
 * is refused (an origin that is not secure) or shared (a headed run's, with another worker or
 * program), and the field does not end up holding exactly `text`, it is typed after all. A list
 * of more than 1,000 lines is summarized once pasted; the box, hidden, still holds it.
 */
async function pasteInto(field: Locator, text: string): Promise<void> {
  await emptyList(field);
  const copied = await field.page().evaluate(
    (value) =>
      navigator.clipboard?.writeText(value).then(
        () => true,
        () => false,
      ) ?? false,
    text,
  );
  if (copied) {
    await field.press("ControlOrMeta+V");
    if ((await field.inputValue()) === text) return;
    // Whatever the shared clipboard held may have been long enough to be summarized.
    await emptyList(field);
  }
  await field.fill(text);
}

/** Switches to a list of users and pastes it; nothing is submitted. */
export async function fillBatch(page: Page, input: BatchInput): Promise<void> {
  const form = riskForm(page);
  await page.getByRole("radio", { name: "A list of users" }).check();
  await form.connection.fill(input.connection);
  await pasteInto(form.userIds, input.userIds.join("\n"));
  if (input.concurrency !== undefined) {
    // "Requests at a time" sits in the Advanced disclosure, closed at first.
    const concurrency = page.getByLabel("Requests at a time");
    if (!(await concurrency.isVisible())) {
      // By keyboard: leaving the list checks it, and the lines it refuses push the disclosure
      // down between a mouse press and its release.
      await page.getByText("Advanced", { exact: true }).focus();
      await page.keyboard.press("Enter");
    }
    await concurrency.selectOption(input.concurrency);
  }
  if (input.reason !== undefined) await form.reason.fill(input.reason);
}

export async function assertCleared(page: Page): Promise<void> {
  await expect(riskForm(page).clearedHeading, "the result says it is cleared").toBeVisible();
}

/**
 * The batch's `role="status"` once it has ended: "Finished: …", "Cancelled: …", "Stopped: …",
 * or, for a batch the page was reloaded or left during, "Interrupted: …".
 */
export function batchEndStatus(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /^(Finished|Cancelled|Stopped|Interrupted):/ });
}

/** The batch's `role="status"` while it holds because the tenant stopped answering. */
export function batchUnreachableStatus(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /^Paused: the tenant is not answering/ });
}

/**
 * A settled batch's results, kept for the tab across other screens and a reload until
 * **Dismiss results**: that button, **Download CSV**, and the line above the sent list that
 * says when it was sent ("Sent at 16:08, 2,064 cleared. …").
 */
export function batchResults(page: Page): {
  dismiss: Locator;
  downloadCsv: Locator;
  sentAt: Locator;
} {
  return {
    dismiss: page.getByRole("button", { name: "Dismiss results" }),
    downloadCsv: page.getByRole("button", { name: "Download CSV" }),
    sentAt: page.getByText(/^Sent at .+ cleared\./),
  };
}

/** Clicks **Download CSV** of the batch results and returns the file's text (without the BOM). */
export function downloadBatchCsv(page: Page): Promise<string> {
  return savedText(page, batchResults(page).downloadCsv);
}

/** One user's row of the batch results. */
export interface BatchOutcome {
  /** The pasted id, or the id an email was read as ("" when it found no one or several). */
  userId: string;
  /** The pasted email; "" for a line holding a user id. */
  email: string;
  /** The user's own connection, read when the batch was given none (kit 2.1.0); "" otherwise. */
  connection: string;
  /** "cleared", "failed", "unknown outcome", "not sent". */
  result: string;
  /** A permanent failure: sending again cannot help. */
  notRetried: boolean;
  message: string;
}

/**
 * The results table as shown: one row per user (failures first) under the chosen **Show**
 * filter. Past 150 users the table renders only the rows near the view; read such a batch
 * from **Download CSV** instead.
 */
export async function readBatchOutcomes(page: Page): Promise<BatchOutcome[]> {
  const table = page.getByRole("table").filter({ hasText: "User id" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  const headers = (await table.getByRole("columnheader").allTextContents()).map((h) => h.trim());
  const cells = await rows.evaluateAll((elements) =>
    elements.map((row) =>
      [...row.querySelectorAll("td")].map((cell) => (cell.textContent ?? "").trim()),
    ),
  );
  // Read by header: Connection and Email are shown only for some batches.
  const column = (row: string[], name: string) => row[headers.indexOf(name)] ?? "";
  return cells.map((row) => {
    const resultText = column(row, "Result");
    return {
      userId: column(row, "User id"),
      email: column(row, "Email"),
      connection: column(row, "Connection"),
      result: resultText.replace(/not retried$/, "").trim(),
      notRetried: resultText.endsWith("not retried"),
      message: column(row, "Message"),
    };
  });
}

/** What a single clear led to. */
export type ClearResult = { cleared: true } | { cleared: false; alert: string };

/** Risk assessments as a page object. */
export class RiskAssessments {
  readonly page: Page;
  readonly form: RiskForm;

  constructor(page: Page) {
    this.page = page;
    this.form = riskForm(page);
  }

  /** Follows the navigation link **Risk assessments**. */
  async open(): Promise<void> {
    await goToScreen(this.page, "Risk assessments");
  }

  /** Clears one user's assessments (confirming) and waits for the result or the alert. */
  async clearOne(input: SingleClearInput, { timeout = 30_000 }: WaitOptions = {}) {
    await fillSingleClear(this.page, input);
    await confirmSingleClear(this.page, input.userId);
    const alert = this.page.getByRole("alert");
    await expect(this.form.clearedHeading.or(alert).first(), "the clear answers").toBeVisible({
      timeout,
    });
    const result: ClearResult = (await this.form.clearedHeading.isVisible())
      ? { cleared: true }
      : { cleared: false, alert: (await alert.first().innerText()).trim() };
    return result;
  }

  /**
   * Runs a batch (confirming **Clear for N users**), waits until it has ended (rate-limit
   * pauses included) and returns the outcome per user.
   */
  async runBatch(
    input: BatchInput,
    { timeout = 120_000 }: WaitOptions = {},
  ): Promise<{ status: string; outcomes: BatchOutcome[] }> {
    await fillBatch(this.page, input);
    await this.form.clearAssessments.click();
    // The count is formatted as the browser's language writes it: "Clear for 2,069 users".
    await this.page.getByRole("button", { name: /^Clear for \d[\d,.\s]* users?$/ }).click();
    return this.waitForBatchEnd({ timeout });
  }

  /** **Dismiss results**: the results leave the screen and the tab; the list empties. */
  async dismissResults(): Promise<void> {
    await batchResults(this.page).dismiss.click();
    await expect(
      this.page.getByRole("heading", { name: "Results" }),
      "the results are gone",
    ).toHaveCount(0);
  }

  /**
   * Waits for the batch to end, or to hold because the tenant stopped answering (then the rows
   * not sent yet read "waiting" and the button **Resume** sends them), and reads its status and
   * its rows.
   */
  async waitForBatchEnd({
    timeout = 120_000,
  }: WaitOptions = {}): Promise<{ status: string; outcomes: BatchOutcome[] }> {
    const ended = batchEndStatus(this.page);
    const held = batchUnreachableStatus(this.page);
    await expect(ended.or(held), "the batch has ended or holds").toBeVisible({ timeout });
    if (await held.isVisible()) {
      await expect(this.page.getByRole("button", { name: "Resume" })).toBeVisible();
      const outcomes = await readBatchOutcomes(this.page);
      return { status: (await held.innerText()).trim(), outcomes };
    }
    // The table may render a moment after the status: wait until no row is still in flight.
    let outcomes: BatchOutcome[] = [];
    await expect
      .poll(
        async () => {
          outcomes = await readBatchOutcomes(this.page);
          return outcomes.some(({ result }) => result === "waiting" || result === "sending");
        },
        { message: "every row shows its outcome", timeout },
      )
      .toBe(false);
    return { status: (await ended.innerText()).trim(), outcomes };
  }
}
