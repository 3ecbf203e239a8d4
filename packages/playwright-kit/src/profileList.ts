/**
 * The token exchange profile list (`#/token-exchange-profiles`): a grid named "Token exchange
 * profiles" whose rows hold each profile's id and name, progress in `role="status"`, the
 * details region "Details of {name}", **Filter profiles** and **Page size**.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { goToScreen } from "./connect.js";
import { type WaitOptions, waitForRateLimitWaitOver } from "./settled.js";

/** A token exchange profile id as the tenant issues them. */
export const PROFILE_ID_PATTERN = /tep_[A-Za-z0-9]{16}/;

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

export async function assertProgress(page: Page, text: string | RegExp): Promise<void> {
  await expect(profileProgress(page)).toHaveText(text);
}

export async function isAllLoaded(page: Page, count: number): Promise<boolean> {
  return (await allLoadedCount(page)) === count;
}

/** A count as the browser's locale may write it: "1000", "1,000", "1 000". */
const COUNT = String.raw`\d[\d,.\s\u202f]*`;

/** What the progress says once a load has ended, one way or another. */
const SETTLED_PROGRESS = new RegExp(
  `^(Loaded ${COUNT} profiles|All ${COUNT} profiles loaded|No profiles loaded)$`,
);

/**
 * Resolves once the list is settled: the progress names a count (or says none loaded), no page
 * is loading ("Loading more profiles…", `aria-busy`), and no rate-limit wait is announced.
 */
export async function waitForListSettled(page: Page, { timeout }: WaitOptions = {}): Promise<void> {
  await expect(profileProgress(page), "the list has loaded").toHaveText(SETTLED_PROGRESS, {
    timeout,
  });
  await expect(
    profileGrid(page).getByText("Loading more profiles…"),
    "no further page is loading",
  ).toHaveCount(0, { timeout });
  await expect(
    profileGrid(page).and(page.locator('[aria-busy="true"]')),
    "the grid is not busy",
  ).toHaveCount(0, { timeout });
  await waitForRateLimitWaitOver(page, { timeout });
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
    const id = PROFILE_ID_PATTERN.exec(text)?.[0];
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
  { timeout = 20_000 }: WaitOptions = {},
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
          { message: "at the bottom, the list grows or the condition is met", timeout },
        )
        .toBe(true);
    }
  }
  throw new Error("scrollCollectingRows: the list never reached its end");
}

/** N of the progress "All N profiles loaded", or undefined while more remain. */
async function allLoadedCount(page: Page): Promise<number | undefined> {
  const text = (await profileProgress(page).textContent()) ?? "";
  const match = new RegExp(`^All (${COUNT}) profiles loaded$`).exec(text);
  return match ? Number(match[1]?.replace(/\D/g, "")) : undefined;
}

/**
 * Scrolls the list to its end (each page loads as the bottom nears) and returns every profile
 * id, in the tenant's order.
 */
export async function readAllProfileIds(page: Page, options: WaitOptions = {}): Promise<string[]> {
  await waitForListSettled(page, options);
  if ((await profileProgress(page).textContent()) === "No profiles loaded") return [];
  const seen: SeenRows = new Map();
  await scrollCollectingRows(
    page,
    seen,
    async () => {
      const total = await allLoadedCount(page);
      return total !== undefined && seen.size >= total;
    },
    options,
  );
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, id]) => id);
}

/** The token exchange profile list as a page object. */
export class ProfileList {
  readonly page: Page;
  readonly grid: Locator;
  readonly progress: Locator;
  readonly details: Locator;

  constructor(page: Page) {
    this.page = page;
    this.grid = profileGrid(page);
    this.progress = profileProgress(page);
    this.details = profileDetails(page);
  }

  /** Follows the navigation link **Token exchange profiles**. */
  async open(): Promise<void> {
    await goToScreen(this.page, "Token exchange profiles");
  }

  /** "List settled": no page loading, no rate-limit wait, the progress names a count. */
  async waitUntilSettled(options?: WaitOptions): Promise<void> {
    await waitForListSettled(this.page, options);
  }

  /** Scrolls to the end and returns every id, in the tenant's order. */
  readAllIds(options?: WaitOptions): Promise<string[]> {
    return readAllProfileIds(this.page, options);
  }

  /**
   * Opens the details of the profile `id` (scrolling until its row has loaded) and returns the
   * region "Details of {name}", focus on its heading.
   */
  async openDetails(id: string, options: WaitOptions = {}): Promise<Locator> {
    await this.waitUntilSettled(options);
    const row = profileRow(this.page, id);
    if ((await row.count()) === 0) {
      // Rows render only near the view: search from the top down.
      await this.grid.evaluate(async (element) => {
        element.scrollTop = 0;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await scrollCollectingRows(
        this.page,
        new Map(),
        async () =>
          (await row.count()) > 0 ||
          ((await allLoadedCount(this.page)) !== undefined && (await this.atBottom())),
        options,
      );
    }
    // Enter on the row, as the keyboard does: a click at the row's centre may land on its
    // Copy id button.
    await row.focus();
    await this.page.keyboard.press("Enter");
    await expect(this.details, `the details of ${id}`).toContainText(id, options);
    return this.details;
  }

  private atBottom(): Promise<boolean> {
    return this.grid.evaluate(
      (element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
    );
  }

  /** **Close details**: the region closes and focus returns to the row. */
  async closeDetails(): Promise<void> {
    await this.details.getByRole("button", { name: "Close details" }).click();
    await expect(this.details).toBeHidden();
  }

  /**
   * Types `text` into **Filter profiles**, waits for the search through the whole tenant to end,
   * and returns the ids that match (an empty text clears the filter and returns nothing).
   */
  async filter(text: string, { timeout = 60_000 }: WaitOptions = {}): Promise<string[]> {
    await profileFilter(this.page).fill(text);
    if (text === "") {
      await this.waitUntilSettled({ timeout });
      return [];
    }
    await expect(
      this.page.getByText(/^\d+ match(es)? among all \d+ profiles?\.$/),
      "the search has read the whole tenant",
    ).toBeVisible({ timeout });
    const seen: SeenRows = new Map();
    // Every match is loaded; the rows read at the grid's bottom are the last ones.
    await scrollCollectingRows(this.page, seen, () => this.atBottom());
    return [...seen.entries()].sort(([a], [b]) => a - b).map(([, id]) => id);
  }

  async choosePageSize(size: number): Promise<void> {
    await choosePageSize(this.page, size);
    await this.waitUntilSettled();
  }
}
