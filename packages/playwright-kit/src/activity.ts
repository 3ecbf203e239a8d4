/**
 * Activity (`#/activity`, the navigation link **Activity**): the writes of this tab in a table
 * (Time, Operation, Target, Outcome, Reason), newest first, and **Download activity (CSV)**.
 */
import type { Locator, Page } from "@playwright/test";
import { goToScreen } from "./connect.js";

export interface ActivityRow {
  operation: string;
  target: string;
  outcome: string;
  reason: string;
}

/** Follows the navigation link, as a user would, keeping the tab's session. */
export async function goToActivity(page: Page): Promise<void> {
  await goToScreen(page, "Activity");
}

export function activityTable(page: Page): Locator {
  return page.getByRole("table", { name: "Writes made in this tab, newest first" });
}

/** The table's rows below its header, as text per column (the time left out), newest first. */
export async function readActivity(page: Page): Promise<ActivityRow[]> {
  const rows = activityTable(page).getByRole("row");
  const count = await rows.count();
  const read: ActivityRow[] = [];
  for (let n = 1; n < count; n++) {
    const cells = await rows.nth(n).getByRole("cell").allInnerTexts();
    const [, operation = "", target = "", outcome = "", reason = ""] = cells;
    read.push({ operation, target, outcome, reason });
  }
  return read;
}

/** Clicks **Download activity (CSV)** and returns the file's text (without the BOM). */
export async function downloadActivity(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download activity (CSV)" }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}

/** Activity as a page object. */
export class Activity {
  readonly page: Page;
  readonly table: Locator;

  constructor(page: Page) {
    this.page = page;
    this.table = activityTable(page);
  }

  async open(): Promise<void> {
    await goToActivity(this.page);
  }

  /** Every write of this tab, newest first (an empty list when there is none yet). */
  async read(): Promise<ActivityRow[]> {
    if ((await this.table.count()) === 0) return [];
    return readActivity(this.page);
  }

  /** The CSV file **Download activity (CSV)** saves, as text. */
  download(): Promise<string> {
    return downloadActivity(this.page);
  }
}
