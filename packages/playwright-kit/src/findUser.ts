/**
 * **Find user** (`role="combobox"`), on the risk screen and wherever a screen asks for a user:
 * it takes an email, a name or a user id; its options (`role="option"`) are named by email and
 * name; choosing one shows the region **User** (email, name, user id, connections, last login,
 * logins, blocked, created).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { WaitOptions } from "./settled.js";

export function findUserBox(scope: Page | Locator): Locator {
  return scope.getByRole("combobox", { name: "Find user" });
}

/** The options Find user offers for what was typed. */
export function foundUsers(scope: Page | Locator): Locator {
  return scope.getByRole("listbox", { name: "Users found" }).getByRole("option");
}

/** The region **User** that a chosen user shows. */
export function userRegion(scope: Page | Locator): Locator {
  return scope.getByRole("region", { name: "User", exact: true });
}

export interface FindUserInput {
  /** An email, a name or part of one, or a user id, typed into **Find user**. */
  text: string;
  /** The option to choose, by its name (email and name); the option holding `text` if not given. */
  choose?: string | RegExp;
}

/**
 * Types into **Find user**, waits for the options and chooses one (by keyboard-equivalent
 * click), then waits for the region **User**. Returns that region.
 */
export async function findUser(
  page: Page,
  { text, choose }: FindUserInput,
  { timeout = 15_000 }: WaitOptions = {},
): Promise<Locator> {
  await findUserBox(page).fill(text);
  const option = foundUsers(page).filter({ hasText: choose ?? text });
  await expect(option.first(), `an option for ${String(choose ?? text)}`).toBeVisible({ timeout });
  await option.first().click();
  const region = userRegion(page);
  await expect(region, "the chosen user is shown").toBeVisible();
  return region;
}

/** What Find user says of its lookup (`role="status"` under it): matches, none, too slow … */
export function findUserStatus(page: Page): Locator {
  return page
    .getByRole("status")
    .filter({ hasText: /user(s)? match|No user|took too long|Looking up|Type at least|Showing/ });
}

/** The region **User** as term → value ("Email" → "jane@acme.example"). */
export async function readUserRegion(page: Page): Promise<Record<string, string>> {
  const region = userRegion(page);
  const pairs = await region
    .locator("dt")
    .evaluateAll((terms) =>
      terms.map((term) => [
        (term.textContent ?? "").trim(),
        (term.nextElementSibling?.textContent ?? "").trim(),
      ]),
    );
  return Object.fromEntries(pairs);
}

/**
 * **Forget remembered browsers** in the region **User** (kit 2.3.0): confirmed in the region
 * "Forget every browser {email} asked to be remembered?" with an optional **Reason**, kept in
 * Activity. Returns the status's words ("Forgot the remembered browsers of {email}.").
 */
export async function forgetRememberedBrowsers(
  page: Page,
  { reason }: { reason?: string } = {},
): Promise<string> {
  const user = userRegion(page);
  await user.getByRole("button", { name: "Forget remembered browsers" }).click();
  const confirm = page.getByRole("region", { name: /^Forget every browser .* remembered\?$/ });
  if (reason !== undefined) await confirm.getByLabel("Reason").fill(reason);
  await confirm.getByRole("button", { name: "Forget browsers" }).click();
  const status = user.getByRole("status").filter({ hasText: /^Forgot / });
  await expect(status).toBeVisible();
  return (await status.textContent()) ?? "";
}
