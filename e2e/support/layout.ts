/**
 * What the layout specs share: the two screens users have, both colour schemes, a sideways-scroll
 * check, screenshots.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { assertNoSeriousA11yViolations } from "./axe";

export const VIEWPORTS = [
  { name: "laptop", width: 1280, height: 800, phone: false },
  { name: "phone", width: 390, height: 844, phone: true },
] as const;

const SHOTS_DIR = process.env.SHOTS_DIR;

/**
 * Looks at the state the page is in, in light and then in dark, and leaves it light. The dark
 * scheme changes colours only (src/ui/tokens.css), so a scenario reaches each state once, and
 * `look` runs the sideways-scroll check, the screenshot and axe in each scheme (in dark, only
 * axe's rules that read colours); the sizes of controls do not change with it and are measured
 * once, outside.
 */
export async function inLightAndDark(
  page: Page,
  look: (colorScheme: "light" | "dark") => Promise<void>,
): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await look(colorScheme);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** With SHOTS_DIR set, saves a PNG of the page for a person to look at; otherwise nothing. */
export async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SHOTS_DIR) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
}

export async function assertNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `pixels the page scrolls sideways with ${state}`).toBeLessThanOrEqual(0);
}

export interface Look {
  /** The state, as failure messages name it: "the single result". */
  what: string;
  /** The screenshot's name, to which -light or -dark is added; none without it. */
  shot?: string;
  /** Also run axe; true unless told otherwise. */
  axe?: boolean;
  fullPage?: boolean;
}

/** In light and in dark: nothing scrolls sideways, axe finds nothing serious, a screenshot (SHOTS_DIR). */
export async function lookInLightAndDark(
  page: Page,
  { what, shot, axe = true, fullPage = false }: Look,
): Promise<void> {
  // Dark changes colours only, with the same tokens at every width: axe's colour rules run in
  // dark once per state, at the laptop's size; a phone's own markup (the Menu, cards for tables)
  // gets every rule in light.
  const width = page.viewportSize()?.width;
  const phone = VIEWPORTS.some((viewport) => viewport.phone && viewport.width === width);
  await inLightAndDark(page, async (colorScheme) => {
    await assertNoSidewaysScroll(page, `${what} (${colorScheme})`);
    if (axe && !(phone && colorScheme === "dark")) {
      await assertNoSeriousA11yViolations(page, `${what} (${colorScheme})`, {
        coloursOnly: colorScheme === "dark",
      });
    }
    if (shot) await shoot(page, `${shot}-${colorScheme}`, fullPage);
  });
}
