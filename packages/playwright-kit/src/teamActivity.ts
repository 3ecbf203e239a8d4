/**
 * Team Activity: where the console's server keeps a store, **Activity** (`#/activity`) lists the
 * team's writes in the table "The team's writes, newest first" (Time, Person, Operation, Object,
 * Outcome, Reason), filtered by **Person**, **Operation**, **Object id**, **From** and **To**
 * (**Apply filters**, **Clear filters**; the filters live in the address), with **Download
 * activity (CSV)** of the filtered set.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export interface TeamActivityRow {
  time: string;
  /** "{name} ({role})". */
  person: string;
  /** The write's label; " (restore)" ends a restore's. */
  operation: string;
  object: string;
  outcome: string;
  reason: string;
}

export interface TeamActivityFilter {
  /** The person's option as shown: "{name} ({role})"; "Everyone" for no filter. */
  person?: string;
  /** The write's label ("Create organization"); "Any operation" for no filter. */
  operation?: string;
  /** An object's whole id. */
  object?: string;
  /** YYYY-MM-DD, the first and last days included. */
  from?: string;
  to?: string;
}

export function teamActivityTable(page: Page): Locator {
  return page.getByRole("table", { name: "The team's writes, newest first" });
}

/** The list's `role="status"`: "Loaded N writes", "All N writes loaded". */
export function teamActivityStatus(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: /writes? loaded$|^Loaded/ });
}

/** Sets the filters given (the others stay as they are) and applies them. */
export async function filterTeamActivity(page: Page, filter: TeamActivityFilter): Promise<void> {
  const form = page.getByRole("form", { name: "Filter activity" });
  if (filter.person !== undefined) {
    await form.getByLabel("Person").selectOption({ label: filter.person });
  }
  if (filter.operation !== undefined) {
    await form.getByLabel("Operation").selectOption({ label: filter.operation });
  }
  if (filter.object !== undefined) await form.getByLabel("Object id").fill(filter.object);
  if (filter.from !== undefined) await form.getByLabel("From").fill(filter.from);
  if (filter.to !== undefined) await form.getByLabel("To").fill(filter.to);
  await form.getByRole("button", { name: "Apply filters" }).click();
}

/**
 * The rows loaded, newest first, once the list has settled (an empty list when no write
 * matches). The list is virtualized: a long one shows the rows in view, so read it scrolled.
 */
export async function readTeamActivity(page: Page): Promise<TeamActivityRow[]> {
  await expect(teamActivityStatus(page)).toBeVisible();
  const table = teamActivityTable(page);
  if ((await table.count()) === 0) return [];
  await expect(table).toHaveAttribute("aria-busy", "false");
  const rows = table.getByRole("row");
  const read: TeamActivityRow[] = [];
  for (let n = 1; n < (await rows.count()); n++) {
    const cells = await rows.nth(n).getByRole("cell").allInnerTexts();
    const [time = "", person = "", operation = "", object = "", outcome = "", reason = ""] = cells;
    read.push({ time, person, operation, object, outcome, reason });
  }
  return read;
}
