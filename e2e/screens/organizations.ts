/** What the organization specs share: a state checked in light and dark, and on a phone. */
import type { Page } from "@playwright/test";
import { assertNoSeriousA11yViolations } from "../support/axe";
import { assertNoSidewaysScroll } from "../support/layout";

/** axe in light and dark in one pass, then no sideways scroll at 390×844. */
export async function assertStateAccessible(page: Page, state: string): Promise<void> {
  await assertNoSeriousA11yViolations(page, `${state}, light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await assertNoSeriousA11yViolations(page, `${state}, dark`);
  await page.emulateMedia({ colorScheme: "light" });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await assertNoSidewaysScroll(page, state);
  if (size) await page.setViewportSize(size);
}
