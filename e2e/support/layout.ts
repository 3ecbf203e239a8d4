/** What the layout specs share: the two screens users have, a sideways-scroll check, screenshots. */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";

export const VIEWPORTS = [
  { name: "laptop", width: 1280, height: 800, phone: false },
  { name: "phone", width: 390, height: 844, phone: true },
] as const;

const SHOTS_DIR = process.env.SHOTS_DIR;

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
