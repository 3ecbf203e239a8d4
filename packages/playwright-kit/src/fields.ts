/** Field errors as the testing contract defines them, read and asserted. */
import { expect, type Locator, type Page } from "@playwright/test";

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * An input by its `name`, the API field path (`name`, `metadata.0.key`,
 * `user_attributes.0.label`, …): the testing contract names inputs so.
 */
export function inputNamed(scope: Page | Locator, apiPath: string): Locator {
  return scope.locator(`[name="${apiPath.replace(/["\\]/g, "\\$&")}"]`);
}

/** The API path of each invalid input in `scope` and its error (its accessible description). */
export type FieldErrors = Record<string, string>;

/** The text `element`'s `aria-describedby` points to: its accessible description. */
export function describedBy(element: Locator): Promise<string> {
  return element.evaluate((node) =>
    (node.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => node.ownerDocument.getElementById(id)?.textContent?.trim() ?? "")
      .filter(Boolean)
      .join(" "),
  );
}

/**
 * Every input in `scope` with `aria-invalid="true"`, keyed by its `name` (the API path), with
 * the text its `aria-describedby` points to.
 */
export async function readFieldErrors(scope: Page | Locator): Promise<FieldErrors> {
  const pairs = await scope.locator('[aria-invalid="true"]').evaluateAll((elements) =>
    elements.map((element) => {
      const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
      const text = ids
        .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? "")
        .filter(Boolean)
        .join(" ");
      return [element.getAttribute("name") ?? element.id, text] as const;
    }),
  );
  return Object.fromEntries(pairs);
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

/** Sets an input, select or checkbox to `value` as a user would ("true"/"false" for a checkbox). */
export async function setInput(field: Locator, value: string): Promise<void> {
  const kind = await field.evaluate((element) =>
    element instanceof HTMLSelectElement
      ? "select"
      : element instanceof HTMLInputElement &&
          (element.type === "checkbox" || element.type === "radio")
        ? "check"
        : "text",
  );
  if (kind === "select") await field.selectOption(value);
  else if (kind === "check") await field.setChecked(value === "true");
  else await field.fill(value);
}

/**
 * Sets a checkbox with the keyboard (focus, Space): a click right after typing into a combobox
 * may only close its open list and leave the box as it was.
 */
export async function setCheckedByKeyboard(checkbox: Locator, checked: boolean): Promise<void> {
  if ((await checkbox.isChecked()) !== checked) {
    await checkbox.focus();
    await checkbox.press("Space");
  }
  if (checked) await expect(checkbox).toBeChecked();
  else await expect(checkbox).not.toBeChecked();
}

/**
 * A list box (**User ids, one per line**; Add members' **User ids**) holding more than 1,000
 * lines is shown as a summary ("5,000 lines in the list, …") with **Edit as text** and **Clear
 * list**: the box stays in the page, hidden, with the whole list as its value, so `inputValue()`
 * and `toHaveValue` still read it. These are the summary's buttons, beside `box`.
 */
export function listSummary(box: Locator): { editAsText: Locator; clearList: Locator } {
  const field = box.locator("xpath=..");
  return {
    editAsText: field.getByRole("button", { name: /^(Edit|Show) as text$/ }),
    clearList: field.getByRole("button", { name: "Clear list" }),
  };
}

/** Empties a list box, through **Clear list** when a long list is summarized. */
export async function emptyList(box: Locator): Promise<void> {
  const { clearList } = listSummary(box);
  if (await clearList.isVisible()) await clearList.click();
  await box.fill("");
}
