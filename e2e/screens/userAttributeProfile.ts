/**
 * The user attribute profile editor (`#/user-attribute-profiles`): **Profile id** and **Open
 * profile**, the list "Profiles in the tenant" (links named by profile name, **Load more
 * profiles**), "Start from JSON" (**Profile JSON**, **Fill the form from JSON**), inputs named by
 * their API path (an attribute's once it is opened with "Edit attribute <name>", the user id
 * mapping's once "Edit user id mapping" is pressed), the paragraph
 * "Starting point …", **Save changes**, and after a save the heading "Saved <id> at <time>" with
 * the table **What changed**.
 */

import { expect, type Locator, type Page } from "@playwright/test";
import type { UserAttributeProfile } from "../../src/api/schemas/index.ts";
import type { LocalTenant } from "../support/fixtures";
import { type ConsoleTarget, connectConsole } from "./session";

export const PATCH_PATH = /^\/api\/v2\/user-attribute-profiles\/[^/]+$/;

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
 * An input by its `name`, the API field path (`name`, `user_attributes.0.label`,
 * `user_id.strategy_overrides.samlp.saml_mapping.0`, …): the testing contract names inputs so.
 */
export function inputNamed(page: Page, apiPath: string): Locator {
  return page.locator(`[name="${apiPath}"]`);
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
  await page.getByRole("button", { name: "Edit user id mapping" }).click();
  await expect(page.getByRole("button", { name: "Close user id mapping" })).toBeVisible();
}

export async function goToProfileEditor(page: Page, target: ConsoleTarget): Promise<string> {
  const token = await connectConsole(page, { ...target, route: "/user-attribute-profiles" });
  await expect(
    page.getByRole("heading", { level: 1, name: "Edit a user attribute profile" }),
  ).toBeVisible();
  return token;
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

export async function assertStartingPoint(page: Page, text: string | RegExp): Promise<void> {
  await expect(profileEditor(page).startingPoint, "the starting point").toContainText(text);
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

export async function profilesInTenant(tenant: LocalTenant): Promise<UserAttributeProfile[]> {
  return (await tenant.control.state()).userAttributeProfiles;
}

export async function profileInTenant(
  tenant: LocalTenant,
  id: string,
): Promise<UserAttributeProfile> {
  const profile = (await profilesInTenant(tenant)).find((candidate) => candidate.id === id);
  if (!profile) throw new Error(`the tenant has no profile ${id}`);
  return profile;
}
