/**
 * Activity (`#/activity`, the navigation link **Activity**): the writes of this tab in a table
 * (Time, Operation, Target, Outcome, Reason), newest first, and **Download activity (CSV)**.
 * Past its 1,000 entries it says "N older entries were dropped …" and offers **Download dropped
 * entries (CSV)**.
 */
import type { Locator, Page } from "@playwright/test";
import { goToScreen } from "./connect.js";
import { savedText } from "./downloads.js";

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

/** The sentence that says how many older entries the list dropped, when it dropped some. */
export function droppedActivityNotice(page: Page): Locator {
  return page.getByText(/older (entries were|entry was) dropped/);
}

/** Clicks **Download activity (CSV)** and returns the file's text (without the BOM). */
export function downloadActivity(page: Page): Promise<string> {
  return savedText(page, page.getByRole("button", { name: "Download activity (CSV)" }));
}

/** Clicks **Download dropped entries (CSV)** and returns the file's text (without the BOM). */
export function downloadDroppedActivity(page: Page): Promise<string> {
  return savedText(page, page.getByRole("button", { name: "Download dropped entries (CSV)" }));
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

  /** The CSV file **Download dropped entries (CSV)** saves: what the 1,000-entry cap let go. */
  downloadDropped(): Promise<string> {
    return downloadDroppedActivity(this.page);
  }
}
