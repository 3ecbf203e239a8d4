import type { Route } from "@playwright/test";
import {
  choosePageSize,
  detailsUrlPattern,
  fillConnectForm,
  goToConnectScreen,
  isAllLoaded,
  navigationLink,
  PROFILE_ID_PATTERN,
  pageSizeSelect,
  profileDetails,
  profileFilter,
  profileGrid,
  profileProgress,
  type SeenRows,
  scrollCollectingRows,
} from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import {
  assertEachIdOnce,
  goToProfiles,
  LIST_PATH,
  recordListRequests,
  seededIds,
} from "./screens/tokenExchangeProfiles";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { shoot } from "./support/layout";

const DAY_MS = 24 * 3600 * 1000;

async function fulfillCors(
  route: Route,
  status: number,
  headers: Record<string, string>,
  body: unknown,
) {
  const origin = route.request().headers().origin ?? "*";
  await route.fulfill({
    status,
    contentType: "application/json",
    headers: {
      "access-control-allow-origin": origin,
      "access-control-expose-headers":
        "X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

test.describe("Token exchange profiles", () => {
  test("an administrator scrolls 1,000 profiles to the end and sees each exactly once", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.setTimeout(180_000);
    await tenant.control.reset({ profiles: 1000 });
    const requests = recordListRequests(page);

    await test.step("the first page shows, with more to come", async () => {
      await goToProfiles(page, { consoleUrl, tenant });
      await expect(profileProgress(page), "progress after the first page").toHaveText(
        "Loaded 50 profiles",
      );
      await assertNoSeriousA11yViolations(page, "the profile list");
    });

    const seen: SeenRows = new Map();
    const { mostRowsInDom } = await test.step("scrolling to the end loads every page", async () => {
      const result = await scrollCollectingRows(page, seen, () => isAllLoaded(page, 1000));
      await expect(profileProgress(page)).toHaveText("All 1000 profiles loaded");
      return result;
    });

    await test.step("each of the 1,000 seeded ids appeared once, in order", async () => {
      await scrollCollectingRows(page, seen, async () => seen.size >= 1000);
      assertEachIdOnce(seen, seededIds(1000));
      expect(requests.length, "one request per page of 50").toBe(20);
      expect(mostRowsInDom, "the DOM holds a bounded number of rows").toBeLessThan(60);
    });
  });

  test("a 429 mid-scroll and a failed page are both recovered with no duplicate and no gap", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.setTimeout(120_000);
    await tenant.control.reset({ profiles: 300 });
    // Pages are told apart by their cursor: page 3 is the third distinct `from` seen (counting none).
    const cursors: (string | null)[] = [];
    let failingReleased = false;
    let rateLimited = false;
    await page.route(`${tenant.url}${LIST_PATH}*`, async (route) => {
      const request = route.request();
      if (request.method() !== "GET") return route.fallback();
      const from = new URL(request.url()).searchParams.get("from");
      if (!cursors.includes(from)) cursors.push(from);
      const pageNumber = cursors.indexOf(from) + 1;
      if (pageNumber === 3 && !rateLimited) {
        rateLimited = true;
        const reset = Math.ceil(Date.now() / 1000) + 3;
        return fulfillCors(
          route,
          429,
          {
            "X-RateLimit-Limit": "120",
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": String(reset),
            "Retry-After": "3",
          },
          {
            statusCode: 429,
            error: "Too Many Requests",
            message: "Global limit has been reached",
            errorCode: "too_many_requests",
          },
        );
      }
      if (pageNumber === 5 && !failingReleased) {
        return fulfillCors(
          route,
          500,
          {},
          { statusCode: 500, error: "Internal Server Error", message: "Injected failure" },
        );
      }
      return route.fallback();
    });

    await goToProfiles(page, { consoleUrl, tenant });
    await expect(profileProgress(page)).toHaveText("Loaded 50 profiles");
    const seen: SeenRows = new Map();
    const retry = profileGrid(page).getByRole("button", { name: "Retry" });

    await test.step("page 3 is answered 429: a countdown shows, then the list resumes by itself", async () => {
      const countdown = page.getByText(/Resuming in/);
      await scrollCollectingRows(page, seen, () => countdown.isVisible());
      await expect(page.getByText(/The tenant is limiting requests/)).toBeVisible();
      await expect(countdown, "the countdown goes away once the request is sent again").toBeHidden({
        timeout: 15_000,
      });
      await expect(profileProgress(page)).toHaveText(/Loaded (150|200) profiles/);
    });

    await test.step("page 5 fails until Retry: an error row offers Retry, which resumes from that page", async () => {
      await scrollCollectingRows(page, seen, () => retry.isVisible());
      await expect(profileGrid(page).getByRole("alert")).toContainText(
        "Could not load more profiles",
      );
      await expect(profileProgress(page), "the failed page added nothing").toHaveText(
        "Loaded 200 profiles",
      );
      await assertNoSeriousA11yViolations(page, "the profile list with a failed page");
      failingReleased = true;
      await retry.click();
      await expect(
        profileGrid(page)
          .getByRole("row")
          .filter({ hasText: seededIds(200)[199] ?? "" }),
        "focus moves from Retry to the last loaded row",
      ).toBeFocused();
      await expect(profileProgress(page)).toHaveText(
        /Loaded (250|300) profiles|All 300 profiles loaded/,
      );
    });

    await test.step("the rest of the list loads and every profile shows once", async () => {
      await scrollCollectingRows(
        page,
        seen,
        async () => (await isAllLoaded(page, 300)) && seen.size >= 300,
      );
      assertEachIdOnce(seen, seededIds(300));
    });
  });

  test("an expired cursor restarts the list from the first page with a notice", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.setTimeout(60_000);
    const requests = recordListRequests(page);
    // The tenant's clock jumps a day ahead: the token must outlive that jump.
    const token = await tenant.control.token({
      scopes: CONSOLE_SCOPES,
      expiresInSeconds: (3 * DAY_MS) / 1000,
    });
    await goToConnectScreen(page, consoleUrl, "/token-exchange-profiles");
    await fillConnectForm(page, tenant.url, token);
    await expect(profileProgress(page)).toHaveText("Loaded 50 profiles");
    expect(requests.length, "only the first page was asked for").toBe(1);

    await test.step("a day passes; scrolling on sends an expired cursor", async () => {
      await tenant.control.advanceClock(DAY_MS + 1000);
      const notice = page.getByText(/The list restarted from the first page/);
      await scrollCollectingRows(page, new Map(), () => notice.isVisible());
      await expect(profileProgress(page), "the list starts over").toHaveText(
        /Loaded 50 profiles|Loading profiles…/,
      );
      expect(
        requests.some((url) => url.searchParams.has("from")),
        "the expired cursor was sent",
      ).toBe(true);
    });

    await test.step("the restarted list reaches the end with each profile once", async () => {
      const seen: SeenRows = new Map();
      await scrollCollectingRows(
        page,
        seen,
        async () => (await isAllLoaded(page, 120)) && seen.size >= 120,
      );
      assertEachIdOnce(seen, seededIds(120));
      await page.getByRole("button", { name: "Dismiss" }).click();
      await expect(page.getByText(/The list restarted/)).toBeHidden();
    });
  });

  test("an empty tenant shows the empty state", async ({ page, consoleUrl, tenant }) => {
    await tenant.control.reset({ profiles: 0 });
    await goToProfiles(page, { consoleUrl, tenant });
    await expect(profileProgress(page)).toHaveText("All 0 profiles loaded");
    await expect(page.getByText("This tenant has no token exchange profiles.")).toBeVisible();
    await expect(profileGrid(page)).toHaveCount(0);
    await assertNoSeriousA11yViolations(page, "the empty profile list");
  });

  test("a token without the listing scope sees the tenant's message and the missing scope", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToProfiles(page, { consoleUrl, tenant, scopes: ["update:users"] });
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(
      "Insufficient scope, expected any of: read:token_exchange_profiles",
    );
    await expect(alert).toContainText("The token lacks read:token_exchange_profiles");
    await expect(profileProgress(page)).toHaveText("No profiles loaded");
    await assertNoSeriousA11yViolations(page, "the profile list refused");
  });

  test("keyboard users reach rows, keep focus as pages arrive, and open details", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToProfiles(page, { consoleUrl, tenant });
    await expect(profileProgress(page)).toHaveText("Loaded 50 profiles");
    const grid = profileGrid(page);
    const [first, second] = seededIds(2);

    await test.step("the grid is one tab stop: Tab from the filter reaches the first row, then leaves the grid", async () => {
      const firstRow = grid.getByRole("row", { name: new RegExp(first ?? "") });
      await profileFilter(page).focus();
      await page.keyboard.press("Tab");
      await expect(pageSizeSelect(page)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(firstRow, "one press from Page size").toBeFocused();
      await page.keyboard.press("Tab");
      await expect(grid, "the next press is past the grid").not.toBeFocused();
      await expect(grid.locator(":focus")).toHaveCount(0);
      await page.keyboard.press("Shift+Tab");
      await expect(firstRow).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(grid.getByRole("button", { name: `Copy id ${first}` })).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(firstRow).toBeFocused();
    });

    await test.step("End goes to the last loaded row", async () => {
      await page.keyboard.press("End");
      const last = grid.getByRole("row").filter({ hasText: seededIds(50).at(-1) ?? "" });
      await expect(last).toBeFocused();
      await expect(profileProgress(page), "the next page loads ahead of the end").toHaveText(
        "Loaded 100 profiles",
      );
      await expect(last, "focus stays on the row when the page arrives").toBeFocused();
    });

    await test.step("Home, ArrowDown and Enter show a profile's details, extra properties included", async () => {
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowDown");
      const row = grid.getByRole("row").filter({ hasText: second ?? "" });
      await expect(row).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(row).toHaveAttribute("aria-selected", "true");
      const details = profileDetails(page);
      await expect(details).toContainText(second ?? "");
      await expect(page, "the details have their own address").toHaveURL(
        detailsUrlPattern(second ?? ""),
      );
      await expect(
        details.getByRole("heading", { level: 2 }),
        "focus moves into the details",
      ).toBeFocused();
      await expect(
        details.getByRole("region", { name: "Other properties" }),
        "extra properties as readable text, not JSON",
      ).toContainText(/metadata:\s+team: \S+\s+ticket: IAM-\d+/);
      await assertNoSeriousA11yViolations(page, "the profile list with details");
      await details.getByRole("button", { name: "Close details" }).click();
      await expect(details).toBeHidden();
      await expect(row, "focus goes back to the row").toBeFocused();
    });
  });

  test("the filter searches the tenant and counts matches; the page size is remembered for the tab", async ({
    page,
    consoleUrl,
    tenant,
    context,
  }) => {
    await goToProfiles(page, { consoleUrl, tenant });
    await expect(profileProgress(page)).toHaveText("Loaded 50 profiles");
    const [first] = seededIds(1);

    await test.step("filtering by id leaves one row and says so", async () => {
      await profileFilter(page).fill(first?.toUpperCase() ?? "");
      await expect(page.getByText("1 match among all 120 profiles.")).toBeVisible();
      await expect(
        profileGrid(page).getByRole("row").filter({ hasText: PROFILE_ID_PATTERN }),
      ).toHaveCount(1);
      await profileFilter(page).fill("");
    });

    await test.step("Copy id copies the exact id and shows it did (copy feedback)", async () => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const copy = profileGrid(page).getByRole("button", { name: `Copy id ${first}` });
      await copy.click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
      await expect(copy, "the button says so for a moment").toHaveText("Copied ✓");
      await shoot(page, "copy-feedback-1280");
      await expect(page.getByText(`Copied ${first}`), "and the announcer says what").toBeAttached();
      await expect(copy, "then it looks as before").toHaveText("Copy");
    });

    await test.step("page size 20 restarts the list and is kept when coming back", async () => {
      const requests = recordListRequests(page);
      await choosePageSize(page, 20);
      await expect(profileProgress(page)).toHaveText(/Loaded \d+ profiles/);
      await expect(
        profileGrid(page).getByRole("row").nth(1),
        "back at the first profile",
      ).toContainText(first ?? "");
      expect(requests[0]?.searchParams.has("from"), "the list starts over").toBe(false);
      expect(
        new Set(requests.map((url) => url.searchParams.get("take"))),
        "every page asks for 20",
      ).toEqual(new Set(["20"]));
      await navigationLink(page, "Risk assessments").click();
      await navigationLink(page, "Token exchange profiles").click();
      await expect(pageSizeSelect(page)).toHaveValue("20");
    });
  });
});
