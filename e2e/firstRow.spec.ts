import type { Page, Request } from "@playwright/test";
import { connectScreen, profileGrid } from "@tenant-console/playwright-kit";
import { TAB_SESSION_KEY } from "../src/session/sessionStore.ts";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { expect, type LocalTenant, test } from "./support/fixtures";

const LIST_PATH = "/api/v2/token-exchange-profiles";

function isListing(request: Request): boolean {
  return request.method() === "GET" && new URL(request.url()).pathname === LIST_PATH;
}

/**
 * Whether the first listing request left before the console's modules had run to the end
 * (DOMContentLoaded waits for them): only the early request does; the screen asks after.
 */
function listingSentWhileEvaluating(page: Page): Promise<boolean> {
  return page.evaluate((path) => {
    const [navigation] = performance.getEntriesByType("navigation");
    const listing = performance
      .getEntriesByType("resource")
      .find((entry) => new URL(entry.name).pathname === path);
    if (!(navigation instanceof PerformanceNavigationTiming) || !listing) {
      throw new Error("no navigation or listing entry");
    }
    return listing.startTime < navigation.domContentLoadedEventStart;
  }, LIST_PATH);
}

/** "Keep for this tab": the console opens already connected, as for a returning user. */
async function keepSession(page: Page, tenant: LocalTenant, scopes: readonly string[]) {
  const token = await tenant.control.token({ scopes });
  await page.addInitScript(
    ({ key, tenantUrl, token }) => {
      sessionStorage.setItem(key, JSON.stringify({ tenantUrl, token }));
    },
    { key: TAB_SESSION_KEY, tenantUrl: tenant.url, token },
  );
}

test.describe("First row", () => {
  test("a returning user's first page is asked for while the console's modules still run", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await keepSession(page, tenant, CONSOLE_SCOPES);
    const listings: string[] = [];
    page.on("request", (request) => {
      if (isListing(request)) listings.push(new URL(request.url()).search);
    });

    await page.goto(`${consoleUrl}/#/token-exchange-profiles`);
    await expect(profileGrid(page).getByRole("row").nth(1)).toBeVisible();

    expect(await listingSentWhileEvaluating(page)).toBe(true);
    expect(listings, "the screen took the early page instead of asking again").toEqual([
      "?take=50",
    ]);
  });

  test("the early request keeps the page size the user chose", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await keepSession(page, tenant, CONSOLE_SCOPES);
    await page.addInitScript(() => {
      sessionStorage.setItem("tenant-console.token-exchange-profiles.take", "20");
    });
    const listings: string[] = [];
    page.on("request", (request) => {
      if (isListing(request)) listings.push(new URL(request.url()).search);
    });
    await page.goto(`${consoleUrl}/#/token-exchange-profiles`);
    await expect(profileGrid(page).getByRole("row").nth(1)).toBeVisible();
    // Twenty rows leave room on the screen, so it reads on; the first page is asked for once.
    expect(listings[0]).toBe("?take=20");
    expect(listings.filter((search) => !search.includes("from="))).toEqual(["?take=20"]);
    expect(listings.every((search) => search.endsWith("take=20"))).toBe(true);
  });

  test("nothing is asked for before the screen without a kept session", async ({
    page,
    consoleUrl,
  }) => {
    const listings: string[] = [];
    page.on("request", (request) => {
      if (isListing(request)) listings.push(request.url());
    });
    await page.goto(`${consoleUrl}/#/token-exchange-profiles`);
    await expect(connectScreen(page).heading).toBeVisible();
    expect(listings).toEqual([]);
  });

  test("without the listing's scope, only the loaded screen asks (and explains the refusal)", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await keepSession(
      page,
      tenant,
      CONSOLE_SCOPES.filter((scope) => scope !== "read:token_exchange_profiles"),
    );
    await page.goto(`${consoleUrl}/#/token-exchange-profiles`);
    await expect(page.getByText(/read:token_exchange_profiles/).first()).toBeVisible();
    expect(await listingSentWhileEvaluating(page)).toBe(false);
  });
});
