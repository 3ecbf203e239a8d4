/**
 * The user attribute profile editor (`#/user-attribute-profiles`): **Profile id** and **Open
 * profile**, the list "Profiles in the tenant", "Start from JSON" (**Profile JSON**, **Fill the
 * form from JSON**), inputs named by their API path (an attribute's once it is opened with "Edit
 * attribute <name>", the user id mapping's once "Edit user id mapping" is pressed), the
 * paragraph "Starting point …", **Save changes**, and after a save the heading "Saved <id> at
 * <time>" with the table **What changed**.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { goToScreen } from "./connect.js";
import { type FieldErrors, inputNamed, readFieldErrors, setInput } from "./fields.js";
import type { WaitOptions } from "./settled.js";

export interface ProfileEditor {
  profileId: Locator;
  profileJson: Locator;
  save: Locator;
  /** The paragraph that says what the form compares against. */
  startingPoint: Locator;
  /** The body rows of the table "What changed" (Field, Before, After). */
  changedRows: Locator;
}

export function profileEditor(page: Page): ProfileEditor {
  return {
    profileId: page.getByLabel("Profile id"),
    profileJson: page.getByLabel("Profile JSON"),
    save: page.getByRole("button", { name: "Save changes" }),
    startingPoint: page.getByRole("paragraph").filter({ hasText: /^Starting point/ }),
    changedRows: page
      .getByRole("table", { name: "What changed" })
      .getByRole("row")
      .filter({ has: page.getByRole("cell") }),
  };
}

/**
 * Opens an attribute of the overview for editing ("Edit attribute <name>"); its inputs exist
 * from then on. Nothing happens when it is already open.
 */
export async function openAttribute(page: Page, name: string): Promise<void> {
  const edit = page.getByRole("button", { name: `Edit attribute ${name}`, exact: true });
  const close = page.getByRole("button", { name: `Close attribute ${name}`, exact: true });
  await expect(edit.or(close)).toBeVisible();
  if (await edit.isVisible()) await edit.click();
  await expect(close).toBeVisible();
}

/** Opens the section "User id mapping" ("Edit user id mapping"); its inputs exist from then on. */
export async function openUserIdMapping(page: Page): Promise<void> {
  const edit = page.getByRole("button", { name: "Edit user id mapping" });
  const close = page.getByRole("button", { name: "Close user id mapping" });
  await expect(edit.or(close)).toBeVisible();
  if (await edit.isVisible()) await edit.click();
  await expect(close).toBeVisible();
}

export async function fillProfileId(page: Page, id: string): Promise<void> {
  await profileEditor(page).profileId.fill(id);
}

/** The region "Profiles in the tenant", shown when the token has read:user_attribute_profiles. */
export function profileList(page: Page): Locator {
  return page.getByRole("region", { name: "Profiles in the tenant" });
}

/** Types the id and reads the profile with **Open profile**; the form then starts from it. */
export async function openProfileById(page: Page, id: string): Promise<void> {
  await fillProfileId(page, id);
  await page.getByRole("button", { name: "Open profile" }).click();
}

export async function assertStartingPoint(page: Page, text: string | RegExp): Promise<void> {
  await expect(profileEditor(page).startingPoint, "the starting point").toContainText(text);
}

/** The form shows what the tenant holds: the starting point says it was read, and when. */
export async function assertReadFromTenant(page: Page, id: string): Promise<void> {
  await assertStartingPoint(page, new RegExp(`^Starting point for ${id}: read from the tenant at`));
  await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeFocused();
}

/** Pastes `json` into "Start from JSON" and fills the form from it. */
export async function fillFromJson(page: Page, json: string): Promise<void> {
  await profileEditor(page).profileJson.fill(json);
  await page.getByRole("button", { name: "Fill the form from JSON" }).click();
}

export function savedHeading(page: Page, id: string): Locator {
  return page.getByRole("heading", { name: new RegExp(`^Saved ${id} at`) });
}

/** The tenant answered 200: focus moved to the heading "Saved <id> at …". */
export async function assertSaved(page: Page, id: string): Promise<void> {
  await expect(savedHeading(page, id), "the tenant answered 200").toBeFocused();
}

/**
 * The table "What changed" as text: one [field in words, its API path, before, after] per row
 * (the path is the detail under the field's name).
 */
export async function readChangedRows(page: Page): Promise<string[][]> {
  return profileEditor(page).changedRows.evaluateAll((rows) =>
    rows.map((row) => {
      const [head, ...cells] = [...row.children];
      const whole = head?.textContent ?? "";
      const path = head?.lastElementChild?.textContent ?? "";
      return [
        whole.slice(0, whole.length - path.length),
        path,
        ...cells.map((c) => c.textContent ?? ""),
      ];
    }),
  );
}

/** One row of **What changed**. */
export interface ProfileChange {
  /** The field in words: "SAML mapping of email". */
  field: string;
  /** Its API path: `user_attributes.0.saml_mapping.0`. */
  path: string;
  before: string;
  after: string;
}

export type SaveResult =
  | { saved: true; changes: ProfileChange[] }
  | { saved: false; fieldErrors: FieldErrors; alert: string | undefined };

/** The editor as a page object: open a profile, change mappings, save, read what changed. */
export class UserAttributeProfileEditor {
  readonly page: Page;
  readonly editor: ProfileEditor;

  constructor(page: Page) {
    this.page = page;
    this.editor = profileEditor(page);
  }

  /** Follows the navigation link **User attribute profiles**. */
  async open(): Promise<void> {
    await goToScreen(this.page, "User attribute profiles");
  }

  /**
   * Reads the profile `id` with **Open profile** (needs read:user_attribute_profiles) and waits
   * until the form starts from it.
   */
  async openProfile(id: string, { timeout }: WaitOptions = {}): Promise<void> {
    await openProfileById(this.page, id);
    await expect(this.editor.startingPoint, `the form starts from ${id}`).toContainText(
      new RegExp(`^Starting point for ${id}: read from the tenant at`),
      { timeout },
    );
  }

  /**
   * Sets inputs of the attribute `name` by their path below it (`saml_mapping.0`,
   * `oidc_mapping.mapping`, `label`, …), opening it first.
   */
  async setAttribute(name: string, values: Readonly<Record<string, string>>): Promise<void> {
    await openAttribute(this.page, name);
    const row = await this.page
      .locator('[name^="user_attributes."][name$=".name"]')
      .evaluateAll(
        (inputs, wanted) =>
          inputs
            .filter((input) => (input as HTMLInputElement).value === wanted)
            .map((input) => input.getAttribute("name")?.split(".")[1])[0],
        name,
      );
    if (row === undefined) throw new Error(`no open attribute named ${name}`);
    for (const [path, value] of Object.entries(values)) {
      await setInput(inputNamed(this.page, `user_attributes.${row}.${path}`), value);
    }
  }

  /** Sets inputs of the user id mapping by their path below `user_id` (`scim_mapping`, …). */
  async setUserIdMapping(values: Readonly<Record<string, string>>): Promise<void> {
    await openUserIdMapping(this.page);
    for (const [path, value] of Object.entries(values)) {
      await setInput(inputNamed(this.page, `user_id.${path}`), value);
    }
  }

  /** Presses **Save changes** and returns what changed, or what was refused. */
  async save({ timeout = 30_000 }: WaitOptions = {}): Promise<SaveResult> {
    await this.editor.save.click();
    const saved = this.page.getByRole("heading", { name: /^Saved .+ at / });
    const alert = this.page.getByRole("alert");
    const invalid = this.page.locator('[aria-invalid="true"]');
    await expect(saved.or(alert).or(invalid).first(), "the save answers").toBeVisible({ timeout });
    if (await saved.isVisible()) {
      const rows = await readChangedRows(this.page);
      return {
        saved: true,
        changes: rows.map(([field = "", path = "", before = "", after = ""]) => ({
          field: field.trim(),
          path: path.trim(),
          before,
          after,
        })),
      };
    }
    return {
      saved: false,
      fieldErrors: await readFieldErrors(this.page),
      alert: (await alert.count()) > 0 ? (await alert.first().innerText()).trim() : undefined,
    };
  }
}
