/**
 * The token exchange profile list, as this project's specs reach it: the ids a seeded tenant
 * serves, the listing requests the browser sends, and checks of the whole list. The screen
 * itself is driven with @tenant-console/playwright-kit.
 */
import { expect, type Page, type Request } from "@playwright/test";
import { profileDetails, type SeenRows } from "@tenant-console/playwright-kit";
import { DEFAULT_SEED, tokenExchangeProfileAt } from "../../tenant/index.ts";
import { isConnectCheck } from "../support/connectCheck";
import { type ConsoleTarget, connectConsole } from "./session";

export const LIST_PATH = "/api/v2/token-exchange-profiles";

/** Every id a tenant reset to `count` profiles serves, in order. */
export function seededIds(count: number): string[] {
  return Array.from(
    { length: count },
    (_, index) => tokenExchangeProfileAt(DEFAULT_SEED, index).id,
  );
}

/** The drawer lies wholly inside the window. */
export async function assertDetailsInViewport(page: Page): Promise<void> {
  const box = await profileDetails(page).boundingBox();
  const size = page.viewportSize();
  expect(box, "the details are laid out").not.toBeNull();
  if (box === null || size === null) return;
  expect(box.x, "the details' left edge is in the window").toBeGreaterThanOrEqual(0);
  expect(box.y, "the details' top is in the window").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "the details' right edge is in the window").toBeLessThanOrEqual(
    size.width + 0.5,
  );
  expect(box.y + box.height, "the details' bottom is in the window").toBeLessThanOrEqual(
    size.height + 0.5,
  );
}

/** Connects and opens the list; its first page is requested as soon as the session starts. */
export async function goToProfiles(page: Page, target: ConsoleTarget): Promise<void> {
  await connectConsole(page, { ...target, route: "/token-exchange-profiles" });
  await expect(
    page.getByRole("heading", { level: 1, name: "Token exchange profiles" }),
  ).toBeVisible();
}

/** The listing's GET requests (not preflights), as the browser sends them. */
export function recordListRequests(page: Page): URL[] {
  const requests: URL[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    const listed = request.method() === "GET" && url.pathname === LIST_PATH;
    if (listed && !isConnectCheck(request)) requests.push(url);
  });
  return requests;
}

/** Every expected id was seen once, at consecutive positions from the first, in order. */
export function assertEachIdOnce(seen: SeenRows, expected: readonly string[]): void {
  const positions = [...seen.keys()].sort((a, b) => a - b);
  expect(positions.length, "one row per profile, no gap").toBe(expected.length);
  expect(positions[0], "the first profile is row 2, under the header").toBe(2);
  expect(positions.at(-1), "positions run without a gap").toBe(expected.length + 1);
  const ids = positions.map((position) => seen.get(position));
  expect(new Set(ids).size, "no profile appears twice").toBe(expected.length);
  expect(ids, "every seeded profile, in the tenant's order").toEqual(expected);
}
