/**
 * Creating, renaming and deleting token exchange profiles: **New profile** on the list opens
 * `#/token-exchange-profiles/new` (`name`, `subject_token_type`, the **Action** combobox with
 * `name="action_id"` whose options are named by action name, **Create profile**); the details
 * offer **Edit profile** (**Save changes**) and **Delete profile**, confirmed with **Delete**.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { type FieldErrors, inputNamed, readFieldErrors } from "./fields.js";
import { PROFILE_ID_PATTERN, profileDetails } from "./profileList.js";

/** What the form takes: the action by its name (chosen among the options) or by its id. */
export interface NewTokenExchangeProfile {
  name: string;
  subjectTokenType: string;
  /** Chosen in the Action combobox by the option of this name. */
  actionName?: string;
  /** Typed into the Action field as it is. */
  actionId?: string;
}

export type CreateTokenExchangeProfileResult =
  | { created: true; id: string }
  | { created: false; fieldErrors: FieldErrors; alert: string | null };

export function newTokenExchangeProfileLink(page: Page): Locator {
  return page.getByRole("link", { name: "New profile", exact: true });
}

/** The form at `#/token-exchange-profiles/new`. */
export function newTokenExchangeProfileForm(page: Page): Locator {
  return page.locator("form").filter({ has: page.getByRole("button", { name: "Create profile" }) });
}

export function actionCombobox(page: Page): Locator {
  return page.getByRole("combobox", { name: "Action" });
}

export function actionOption(page: Page, name: string): Locator {
  return page.getByRole("option", { name, exact: true });
}

export async function fillNewTokenExchangeProfile(
  page: Page,
  profile: NewTokenExchangeProfile,
): Promise<void> {
  const form = newTokenExchangeProfileForm(page);
  await inputNamed(form, "name").fill(profile.name);
  await inputNamed(form, "subject_token_type").fill(profile.subjectTokenType);
  const action = inputNamed(form, "action_id");
  if (profile.actionName !== undefined) {
    await action.fill(profile.actionName);
    await actionOption(page, profile.actionName).click();
  } else if (profile.actionId !== undefined) {
    await action.fill(profile.actionId);
  }
}

/** Submits the form and waits for the details to open, or for a refusal to show. */
export async function submitNewTokenExchangeProfile(
  page: Page,
): Promise<CreateTokenExchangeProfileResult> {
  const form = newTokenExchangeProfileForm(page);
  await form.getByRole("button", { name: "Create profile" }).click();
  const details = profileDetails(page);
  const refused = form.locator('[aria-invalid="true"], [role="alert"]').first();
  await expect(details.or(refused)).toBeVisible();
  if (await details.isVisible()) {
    const id = PROFILE_ID_PATTERN.exec(page.url())?.[0];
    if (id === undefined) throw new Error(`no profile id in ${page.url()}`);
    return { created: true, id };
  }
  const alert = form.getByRole("alert");
  return {
    created: false,
    fieldErrors: await readFieldErrors(form),
    alert: (await alert.count()) > 0 ? await alert.innerText() : null,
  };
}

export function editProfileButton(page: Page): Locator {
  return profileDetails(page).getByRole("button", { name: "Edit profile" });
}

export function deleteProfileButton(page: Page): Locator {
  return profileDetails(page).getByRole("button", { name: "Delete profile" });
}

/** The confirmation "Delete profile {name}?" with its **Delete** button. */
export function deleteProfileConfirmation(page: Page): Locator {
  return page.getByRole("region", { name: /^Delete profile .*\?$/ });
}

/** Edit profile in the open details: changes only what is given, then Save changes. */
export async function editTokenExchangeProfile(
  page: Page,
  changes: { name?: string; subjectTokenType?: string },
): Promise<void> {
  await editProfileButton(page).click();
  const details = profileDetails(page);
  if (changes.name !== undefined) await inputNamed(details, "name").fill(changes.name);
  if (changes.subjectTokenType !== undefined) {
    await inputNamed(details, "subject_token_type").fill(changes.subjectTokenType);
  }
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(editProfileButton(page), "the details show the saved profile").toBeVisible();
}

/** Delete profile in the open details, confirmed with Delete; resolves once the details close. */
export async function deleteTokenExchangeProfile(page: Page): Promise<void> {
  await deleteProfileButton(page).click();
  await deleteProfileConfirmation(page)
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  await expect(profileDetails(page), "the deleted profile's details close").toBeHidden();
}

/** The token exchange profile lifecycle as one object, beside `ProfileList`. */
export class TokenExchangeProfiles {
  constructor(readonly page: Page) {}

  /** From the list: New profile, the form filled, Create profile. */
  async create(profile: NewTokenExchangeProfile): Promise<CreateTokenExchangeProfileResult> {
    await newTokenExchangeProfileLink(this.page).click();
    await fillNewTokenExchangeProfile(this.page, profile);
    return submitNewTokenExchangeProfile(this.page);
  }

  edit(changes: { name?: string; subjectTokenType?: string }): Promise<void> {
    return editTokenExchangeProfile(this.page, changes);
  }

  delete(): Promise<void> {
    return deleteTokenExchangeProfile(this.page);
  }
}
