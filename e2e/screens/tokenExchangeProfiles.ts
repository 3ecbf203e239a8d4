/**
 * The token exchange profile list (`#/token-exchange-profiles`): a grid named "Token exchange
 * profiles" whose rows hold each profile's id and name, progress in role="status".
 */
import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { DEFAULT_SEED, tokenExchangeProfileAt } from "../../tenant/index.ts";
import { type ConsoleTarget, connectConsole } from "./session";

export const LIST_PATH = "/api/v2/token-exchange-profiles";
export const ID_PATTERN = /tep_[A-Za-z0-9]{16}/;

/** Every id a tenant reset to `count` profiles serves, in order. */
export function seededIds(count: number): string[] {
  return Array.from(
    { length: count },
    (_, index) => tokenExchangeProfileAt(DEFAULT_SEED, index).id,
  );
}

export function profileGrid(page: Page): Locator {
  return page.getByRole("grid", { name: "Token exchange profiles" });
}

/** The list's progress: "Loaded N profiles", "All N profiles loaded", "No profiles loaded"… */
export function profileProgress(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /profiles/ });
}

/** The region "Details of {name}" beside the list (a full-screen sheet on phones). */
export function profileDetails(page: Page): Locator {
  return page.getByRole("region", { name: /^Details of / });
}

/** The input "Filter profiles": while it holds text the list reads every page of the tenant. */
export function profileFilter(page: Page): Locator {
  return page.getByLabel("Filter profiles");
}

/** The selector "Page size" by the list (`name="take"`); choosing a size reloads the list. */
export function pageSizeSelect(page: Page): Locator {
  return page.getByRole("combobox", { name: "Page size" });
}

export async function choosePageSize(page: Page, size: number): Promise<void> {
  await pageSizeSelect(page).selectOption(String(size));
}

/** The row showing `id`. */
export function profileRow(page: Page, id: string): Locator {
  return profileGrid(page).getByRole("row").filter({ hasText: id });
}

/** The details' address: `#/token-exchange-profiles/{id}`. */
export function detailsUrlPattern(id: string): RegExp {
  return new RegExp(`#/token-exchange-profiles/${encodeURIComponent(id)}$`);
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
    if (request.method() === "GET" && url.pathname === LIST_PATH) requests.push(url);
  });
  return requests;
}

export async function assertProgress(page: Page, text: string | RegExp): Promise<void> {
  await expect(profileProgress(page)).toHaveText(text);
}

export async function isAllLoaded(page: Page, count: number): Promise<boolean> {
  return (await profileProgress(page).textContent()) === `All ${count} profiles loaded`;
}

/** Rows by position in the list (aria-rowindex, 2 for the first profile) → the id they show. */
export type SeenRows = Map<number, string>;

/** Reads the rows in the DOM; a position showing two different ids fails at once. */
async function collectRenderedRows(page: Page, seen: SeenRows): Promise<number> {
  const rows = await profileGrid(page)
    .getByRole("row")
    .evaluateAll((elements) =>
      elements.map((row) => [Number(row.getAttribute("aria-rowindex")), row.textContent ?? ""]),
    );
  for (const [position, text] of rows as [number, string][]) {
    const id = ID_PATTERN.exec(text)?.[0];
    if (id === undefined) continue;
    const earlier = seen.get(position);
    expect(earlier ?? id, `row ${position} keeps showing the same profile`).toBe(id);
    seen.set(position, id);
  }
  return rows.length;
}

/**
 * Scrolls the grid a viewport at a time, reading every row that renders, until `done` holds.
 * At the bottom it waits for the list to grow (or for `done`) before scrolling on.
 */
export async function scrollCollectingRows(
  page: Page,
  seen: SeenRows,
  done: () => Promise<boolean>,
): Promise<{ mostRowsInDom: number }> {
  const grid = profileGrid(page);
  let mostRowsInDom = 0;
  for (let step = 0; step < 2000; step++) {
    mostRowsInDom = Math.max(mostRowsInDom, await collectRenderedRows(page, seen));
    if (await done()) return { mostRowsInDom };
    const moved = await grid.evaluate(async (element) => {
      const before = element.scrollTop;
      element.scrollTop = before + element.clientHeight * 0.8;
      // Two frames: the virtualizer hears the scroll and React renders the new rows.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return element.scrollTop !== before;
    });
    if (!moved) {
      const rowCount = await grid.getAttribute("aria-rowcount");
      await expect
        .poll(
          async () => (await done()) || (await grid.getAttribute("aria-rowcount")) !== rowCount,
          {
            message: "at the bottom, the list grows or the scenario's condition is met",
            timeout: 20_000,
          },
        )
        .toBe(true);
    }
  }
  throw new Error("scrollCollectingRows: the list never reached its end");
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
