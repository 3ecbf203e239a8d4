/**
 * Recently deleted (`#/recently-deleted`, the navigation link **Recently deleted**, shown where
 * the console's server keeps a store): one row per deleted organization or profile, with
 * **Restore** ("Restore {name}"), whose dialog asks for a **Reason** and says what it did.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { goToScreen } from "./connect.js";

export interface DeletedRow {
  kind: string;
  name: string;
  oldId: string;
  deletedBy: string;
  reason: string;
}

export interface RestoreOptions {
  /** Kept with the restore in the team's activity. */
  reason?: string;
}

/** What Restore did: the new id, and the connections or members it could not bring back. */
export interface RestoreDeletedOutcome {
  newId: string;
  /** "Connection con_…: …", "Member auth0|…: …", one per item that failed. */
  failures: string[];
}

/** Follows the navigation link, as a user would. */
export async function goToRecentlyDeleted(page: Page): Promise<void> {
  await goToScreen(page, "Recently deleted");
}

export function recentlyDeletedTable(page: Page): Locator {
  return page.getByRole("table", { name: "Deleted objects, newest first" });
}

/** The list's `role="status"`: "Loaded N deleted objects", "All N deleted objects loaded". */
export function recentlyDeletedStatus(page: Page): Locator {
  return page.getByRole("main").getByRole("status").first();
}

/** Every row loaded, newest first; an empty list when nothing is deleted. */
export async function readRecentlyDeleted(page: Page): Promise<DeletedRow[]> {
  await expect(recentlyDeletedStatus(page)).toHaveText(/loaded$/);
  const table = recentlyDeletedTable(page);
  if ((await table.count()) === 0) return [];
  const rows = table.getByRole("row");
  const read: DeletedRow[] = [];
  for (let n = 1; n < (await rows.count()); n++) {
    const [kind = "", name = "", oldId = "", deletedBy = "", , reason = ""] = await rows
      .nth(n)
      .getByRole("cell")
      .allInnerTexts();
    read.push({ kind, name, oldId, deletedBy, reason });
  }
  return read;
}

/** The dialog **Restore {name}?**, named "Restored {name}" once it did. */
export function restoreDeletedDialog(page: Page, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("dialog", {
    name: new RegExp(`^(Restore ${escaped}\\?|Restored ${escaped})$`),
  });
}

/**
 * Presses "Restore {name}", gives the reason and confirms; resolves with the id the service gave
 * the restored object once the dialog says so. A restore refused whole (a name taken again)
 * fails with the dialog's words. The dialog stays open on its result: **Close** closes it.
 */
export async function restoreDeleted(
  page: Page,
  name: string,
  { reason }: RestoreOptions = {},
): Promise<RestoreDeletedOutcome> {
  await page.getByRole("button", { name: `Restore ${name}`, exact: true }).click();
  const dialog = restoreDeletedDialog(page, name);
  if (reason !== undefined) await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Restore", exact: true }).click();
  const restored = dialog.getByText(/ with the new id /);
  const refused = dialog.getByRole("alert");
  await restored.or(refused).first().waitFor();
  if (await refused.isVisible()) throw new Error(`restoreDeleted: ${await refused.innerText()}`);
  const sentence = await restored.innerText();
  const newId = /with the new id (\S+?)\.(\s|$)/
    .exec(sentence)?.[1]
    ?.replace(/[\u2068\u2069]/g, "");
  if (!newId) throw new Error(`restoreDeleted: no new id in "${sentence}"`);
  const failures = await dialog.getByRole("listitem").allInnerTexts();
  return { newId, failures };
}
