/**
 * Creating and deleting user attribute profiles: **New profile** opens
 * `#/user-attribute-profiles/new`, starting from a **Template** (options named by the template's
 * display name) or blank, in the same editor (inputs named by their API path); **Create
 * profile** sends it and the editor opens the created profile. An open profile offers **Delete
 * profile**, confirmed with **Delete**.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { escapeRegExp, inputNamed } from "./fields.js";

export function newUserAttributeProfileLink(page: Page): Locator {
  return page.getByRole("link", { name: "New profile", exact: true });
}

export function templateSelect(page: Page): Locator {
  return page.getByRole("combobox", { name: "Template" });
}

export function createUserAttributeProfileButton(page: Page): Locator {
  return page.getByRole("button", { name: "Create profile" });
}

/** The line of an attribute in the overview, which says "Added" or "Changed" before Save. */
export function attributeLine(page: Page, name: string): Locator {
  return page.getByRole("listitem").filter({
    has: page.getByRole("button", {
      name: new RegExp(`^(Edit|Close) attribute ${escapeRegExp(name)}$`),
    }),
  });
}

/** "Removed: a, b" under the overview: the starting point's attributes no longer in the form. */
export function removedAttributesNote(page: Page): Locator {
  return page.getByRole("paragraph").filter({ hasText: /^Removed:/ });
}

/** From the editor: New profile, then the template of this display name (or blank). */
export async function startNewUserAttributeProfile(page: Page, template?: string): Promise<void> {
  await newUserAttributeProfileLink(page).click();
  if (template !== undefined) {
    await expect(templateSelect(page).getByRole("option", { name: template })).toBeAttached();
    await templateSelect(page).selectOption({ label: template });
  }
}

/**
 * Create profile; resolves with the new profile's id once the editor has opened it (the address
 * names it: `#/user-attribute-profiles?profile={id}`).
 */
export async function createUserAttributeProfile(page: Page): Promise<string> {
  await createUserAttributeProfileButton(page).click();
  await expect(page).toHaveURL(/[?&]profile=uap_[A-Za-z0-9]{22}/);
  const id = /profile=(uap_[A-Za-z0-9]{22})/.exec(page.url())?.[1];
  if (id === undefined) throw new Error(`no profile id in ${page.url()}`);
  await expect(deleteUserAttributeProfileButton(page), "the created profile is open").toBeVisible();
  return id;
}

export function deleteUserAttributeProfileButton(page: Page): Locator {
  return page.getByRole("button", { name: "Delete profile" });
}

/** The confirmation "Delete profile {name}?" with its **Delete** button. */
export function deleteUserAttributeProfileConfirmation(page: Page): Locator {
  return page.getByRole("region", { name: /^Delete profile .*\?$/ });
}

/** Delete profile on the open profile, confirmed with Delete; resolves once it is said done. */
export async function deleteUserAttributeProfile(page: Page): Promise<void> {
  await deleteUserAttributeProfileButton(page).click();
  await deleteUserAttributeProfileConfirmation(page)
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  await expect(page.getByRole("status").filter({ hasText: /^Deleted profile / })).toBeVisible();
}

/** The new profile's name input (`name`), for the edits before Create profile. */
export function newProfileName(page: Page): Locator {
  return inputNamed(
    page.locator("form").filter({ has: createUserAttributeProfileButton(page) }),
    "name",
  );
}

/** The user attribute profile lifecycle as one object, beside `UserAttributeProfileEditor`. */
export class UserAttributeProfiles {
  constructor(readonly page: Page) {}

  start(template?: string): Promise<void> {
    return startNewUserAttributeProfile(this.page, template);
  }

  create(): Promise<string> {
    return createUserAttributeProfile(this.page);
  }

  delete(): Promise<void> {
    return deleteUserAttributeProfile(this.page);
  }
}
