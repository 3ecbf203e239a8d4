/**
 * What every write screen shows when the connected token lacks the write's scope: a notice at
 * the top naming the scope ("This token can't create organizations: it needs
 * create:organizations") and its submit disabled, described by the same sentence.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** The notice at the top and the disabled submit, both naming the missing scope. */
export async function assertWriteBlocked(
  page: Page,
  { message, submit }: { message: string; submit: Locator },
): Promise<void> {
  await expect(
    page.getByText(`${message}. The form can be filled in, but nothing is sent with this token.`),
    "the notice at the top names the scope",
  ).toBeVisible();
  await expect(submit, "the submit is disabled").toBeDisabled();
  await expect(submit, "the submit says why").toHaveAccessibleDescription(message);
}
