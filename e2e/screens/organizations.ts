/** What the organization specs share: a state checked in light and dark, and on a phone. */
import type { Page } from "@playwright/test";
import { assertNoSeriousA11yViolations } from "../support/axe";
import { assertNoSidewaysScroll } from "../support/layout";

/** axe in light, its colour rules in dark, then no sideways scroll at 390×844. */
export async function assertStateAccessible(page: Page, state: string): Promise<void> {
  await assertNoSeriousA11yViolations(page, `${state}, light`);
  await page.emulateMedia({ colorScheme: "dark" });
  // Dark changes colours only (src/ui/tokens.css): the other rules would repeat light's.
  await assertNoSeriousA11yViolations(page, `${state}, dark`, { coloursOnly: true });
  await page.emulateMedia({ colorScheme: "light" });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await assertNoSidewaysScroll(page, state);
  if (size) await page.setViewportSize(size);
}
