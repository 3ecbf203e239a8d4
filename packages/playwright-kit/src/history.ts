/**
 * **History** (where the console's server keeps a store): a region on an organization's page,
 * a token exchange profile's details, a user attribute profile and the **User** region. Each
 * entry is an article named by its operation ("Update organization"), with "By {name} ({role}),
 * {time}", "Reason: …", how a write that did not succeed ended, and each field as a term (its
 * path, `metadata.tier`) whose definition holds the value before (a deletion) and after (an
 * insertion); "not set" where a side is absent. **Show older changes** reads the next page.
 * **Restore this version** opens the dialog "Restore this version?": it reads the object now,
 * says "Changed since this version: …", lists each field now → restored, takes a **Reason**,
 * and **Restore** sends it; "Nothing to restore: …" when it already matches.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export interface HistoryFieldChange {
  /** The API path of the field: `display_name`, `user_attributes.email.oidc_mapping`. */
  field: string;
  /** As shown: a text in quotes (`“Acme”`), `null`, JSON, or `not set` when absent. */
  before: string;
  after: string;
}

export interface HistoryEntry {
  /** The operation's label: "Update organization", "Clear risk assessments". */
  operation: string;
  /** "Ada Admin (administrator)". */
  who: string;
  /** The entry's time as the `datetime` of its `<time>` (ISO 8601). */
  at: string;
  reason: string | null;
  /** How a write that did not succeed ended ("Refused: …", "Failed: …", "Outcome unknown: …"). */
  outcome: string | null;
  changes: HistoryFieldChange[];
  /** Whether the entry offers **Restore this version** (enabled or not). */
  restorable: boolean;
}

/** The region **History** inside `scope` (a page, an organization's main, the User region). */
export function historyRegion(scope: Page | Locator): Locator {
  return scope.getByRole("region", { name: "History", exact: true });
}

/** The entries, newest first: one article each. */
export function historyEntries(scope: Page | Locator): Locator {
  return historyRegion(scope).getByRole("article");
}

/** Resolves once the region has read its entries (or says there are none, or failed). */
export async function waitForHistory(scope: Page | Locator): Promise<void> {
  const region = historyRegion(scope);
  await expect(region).toBeVisible();
  await expect(region).not.toHaveAttribute("aria-busy", "true");
}

/** The field changes of one entry or of the restore preview: terms and their definitions. */
async function readFieldChanges(scope: Locator): Promise<HistoryFieldChange[]> {
  const terms = await scope.getByRole("term").allInnerTexts();
  const definitions = scope.getByRole("definition");
  const changes: HistoryFieldChange[] = [];
  for (const [n, field] of terms.entries()) {
    const definition = definitions.nth(n);
    changes.push({
      field: field.trim(),
      before: (await definition.getByRole("deletion").innerText()).trim(),
      after: (await definition.getByRole("insertion").innerText()).trim(),
    });
  }
  return changes;
}

/** The text of the first match, less `prefix`; null when there is none. */
async function optionalText(locator: Locator, prefix = ""): Promise<string | null> {
  if ((await locator.count()) === 0) return null;
  const text = (await locator.first().innerText()).trim();
  return text.startsWith(prefix) ? text.slice(prefix.length) : text;
}

/** Reads one entry (an article of historyEntries). */
export async function readHistoryEntry(entry: Locator): Promise<HistoryEntry> {
  const meta = await entry.getByText(/^By /).innerText();
  const time = entry.getByRole("time").first();
  const shownTime = await time.innerText();
  return {
    operation: (await entry.getByRole("heading").first().innerText()).trim(),
    who: meta.slice(3, meta.length - shownTime.length).replace(/,\s*$/, ""),
    at: (await time.getAttribute("datetime")) ?? "",
    reason: await optionalText(entry.getByText(/^Reason: /), "Reason: "),
    outcome: await optionalText(entry.getByText(/^(Refused|Failed|Outcome unknown): /)),
    changes: await readFieldChanges(entry),
    restorable: (await restoreButton(entry).count()) > 0,
  };
}

/** Every entry the region shows now, newest first (an empty list when none is recorded). */
export async function readHistory(scope: Page | Locator): Promise<HistoryEntry[]> {
  await waitForHistory(scope);
  const entries = historyEntries(scope);
  const read: HistoryEntry[] = [];
  for (let n = 0; n < (await entries.count()); n++)
    read.push(await readHistoryEntry(entries.nth(n)));
  return read;
}

/** Clicks **Show older changes** and waits for the next page. */
export async function showOlderChanges(scope: Page | Locator): Promise<void> {
  const before = await historyEntries(scope).count();
  await historyRegion(scope).getByRole("button", { name: "Show older changes" }).click();
  await expect(historyEntries(scope)).not.toHaveCount(before);
}

/**
 * Below the oldest recorded change, once every page is read: the settings as read just before
 * it (the region "Before the oldest recorded change"), with its own **Restore this version**.
 */
export function firstRecordedVersion(scope: Page | Locator): Locator {
  return historyRegion(scope).getByRole("region", { name: "Before the oldest recorded change" });
}

/** An entry's **Restore this version**. */
export function restoreButton(entry: Locator): Locator {
  return entry.getByRole("button", { name: "Restore this version" });
}

/** The dialog "Restore this version?". */
export function restoreVersionDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Restore this version?" });
}

export interface RestorePreview {
  /** "display_name is now “C” (by Bob, …)", one line per field; null when it did not change. */
  changedSince: string[] | null;
  /** Each field now → restored (`before` is now, `after` what the restore puts back). */
  changes: HistoryFieldChange[];
  /** The dialog said "Nothing to restore: …". */
  nothingToRestore: boolean;
}

/** Opens an entry's restore dialog and reads what it would change once it has read the object. */
export async function openRestore(page: Page, entry: Locator): Promise<RestorePreview> {
  await restoreButton(entry).click();
  const dialog = restoreVersionDialog(page);
  const ready = dialog
    .getByText(/^(Changed since this version|Nothing to restore)/)
    .or(dialog.getByRole("alert"));
  await expect(ready.first()).toBeVisible();
  const changed = dialog.getByText("Changed since this version:");
  return {
    changedSince:
      (await changed.count()) > 0
        ? (await dialog.getByRole("listitem").allInnerTexts()).map((line) => line.trim())
        : null,
    changes: await readFieldChanges(dialog),
    nothingToRestore: (await dialog.getByText(/^Nothing to restore/).count()) > 0,
  };
}

export type RestoreVersionOutcome = { restored: true } | { restored: false; alert: string };

/**
 * In the open dialog: fills **Reason** (when given), clicks **Restore** and waits for the
 * dialog to close (restored) or for its alert (failed, or outcome unknown: the dialog stays).
 */
export async function confirmRestore(
  page: Page,
  { reason }: { reason?: string } = {},
): Promise<RestoreVersionOutcome> {
  const dialog = restoreVersionDialog(page);
  if (reason !== undefined) await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Restore", exact: true }).click();
  const alert = dialog.getByRole("alert");
  const restored = page.getByText("Restored. The history shows the restore on top.");
  await expect(alert.or(restored).first()).toBeVisible();
  if (await restored.isVisible()) return { restored: true };
  return { restored: false, alert: await alert.innerText() };
}

/** Opens the restore dialog of `entry`, reads its preview, restores with `reason`. */
export async function restoreVersion(
  page: Page,
  entry: Locator,
  options: { reason?: string } = {},
): Promise<RestorePreview & RestoreVersionOutcome> {
  const preview = await openRestore(page, entry);
  if (preview.nothingToRestore)
    throw new Error("Nothing to restore: the object matches this version");
  return { ...preview, ...(await confirmRestore(page, options)) };
}
