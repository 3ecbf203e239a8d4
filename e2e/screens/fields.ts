import { expect, type Locator, type Page } from "@playwright/test";

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A field error as the testing contract defines it: the input is `aria-invalid="true"` and the
 * message is its accessible description. `focused` also asks that focus moved to the field, as
 * it does after a refused submit.
 */
export async function assertFieldError(
  field: Locator,
  message: string | RegExp,
  { what, focused = false }: { what: string; focused?: boolean },
): Promise<void> {
  await expect(field, `${what}: the field is marked invalid`).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(field, `${what}: the message is tied to the field`).toHaveAccessibleDescription(
    message instanceof RegExp ? message : new RegExp(escapeRegExp(message)),
  );
  if (focused) await expect(field, `${what}: focus moves to the field`).toBeFocused();
}

/** Presses Tab until `target` has focus: the way a keyboard user reaches it. */
export async function pressTabUntilFocused(
  page: Page,
  target: Locator,
  maxPresses = 40,
): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, "reachable with Tab").toBeFocused();
}
