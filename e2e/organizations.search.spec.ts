/**
 * Filter organizations in a tenant bigger than one page: it reads on to the end of the listing,
 * says how far it got, waits out the rate limit with a countdown, stops when told, and says
 * "No organization matches" only after reading everything.
 */
import type { Page } from "@playwright/test";
import { openOrganizationByFilter, organizationList } from "@tenant-console/playwright-kit";
import { DEFAULT_RATE_LIMIT } from "../tenant/index.ts";
import { assertStateAccessible } from "./screens/organizations";
import { connectConsole } from "./screens/session";
import { expect, type LocalTenant, test } from "./support/fixtures";

const ORGANIZATIONS = 700;

/** The listing's last organization, read from the tenant as the console reads it. */
async function lastListed(tenant: LocalTenant): Promise<{ id: string; name: string }> {
  const token = await tenant.control.token({ scopes: ["read:organizations"] });
  let from: string | undefined;
  let last: { id: string; name: string } | undefined;
  do {
    const query = new URLSearchParams({ take: "100", ...(from ? { from } : {}) });
    const response = await fetch(`${tenant.url}/api/v2/organizations?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await response.json()) as {
      organizations: { id: string; name: string }[];
      next?: string;
    };
    last = page.organizations.at(-1) ?? last;
    from = page.next || undefined;
  } while (from);
  if (!last) throw new Error("the tenant lists no organization");
  return last;
}

/** Every text the list's status has said from now on, in order. */
async function recordStatuses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    Object.assign(window, { statusesSaid: said });
    new MutationObserver(() => {
      for (const status of document.querySelectorAll("main [role=status]")) {
        const text = status.textContent ?? "";
        if (text !== "" && said.at(-1) !== text) said.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { statusesSaid: string[] }).statusesSaid);
}

test.describe("Organizations: searching a big tenant", () => {
  test("an administrator finds, by part of its name, an organization near the listing's end, then one by its whole id; no false no-match on the way", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow(); // axe runs on a shared two-core machine
    await tenant.control.reset({ organizations: ORGANIZATIONS });
    const last = await lastListed(tenant);
    const part = last.name.split("-").slice(1).join("-"); // "travel-699": not the whole name
    await connectConsole(page, { consoleUrl, tenant, route: "/organizations" });
    const list = organizationList(page);
    await expect(list.status).toHaveText(/Loaded 100 organizations/);
    const statuses = await recordStatuses(page);
    // A tenant a little farther away: each page of the search takes 0.4 s, so the sentence said
    // while it reads on is there to be checked (a quiet machine read all 700 before the check).
    await page.route(/\/api\/v2\/organizations\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });

    await list.filter.fill(part);
    await expect(list.status).toHaveText(/^Searched [\d,]+ organizations so far: /);
    await assertStateAccessible(page, "the filter reading on");
    await expect(list.status).toHaveText(/found among all 700 organizations\.$/);
    await expect(list.table.getByRole("link", { name: last.name, exact: true })).toBeVisible();
    await assertStateAccessible(page, "the filter, the whole tenant read");

    const organization = await openOrganizationByFilter(page, last.id);
    await expect(page).toHaveURL(new RegExp(`#/organizations/${last.id}$`));
    await expect(organization.settings.locator('input[name="name"]')).toHaveValue(last.name);
    const said = await statuses();
    expect(said.filter((text) => text.includes("No organization matches"))).toEqual([]);
    expect(said).toContain("Found by its id.");
  });

  test("with the service's own bucket shrunk, the wait is said with its countdown, and Stop says what was not searched", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow();
    await tenant.control.reset({ organizations: ORGANIZATIONS });
    await connectConsole(page, { consoleUrl, tenant, route: "/organizations" });
    const list = organizationList(page);
    await expect(list.status).toHaveText(/Loaded 100 organizations/);
    // One listing request at once and one every 6 s: every page after the first waits.
    await tenant.control.rateLimit({ ...DEFAULT_RATE_LIMIT, bucketScale: 0.1 });

    await list.filter.fill("nothing-has-this");
    await expect(list.searchWait).toHaveText(
      /^The tenant is limiting how fast organizations can be read, so the search goes slower\. The next page is read in \d+ s\.$/,
    );
    await expect(list.status).toHaveText(
      /^Searched [\d,]+ organizations so far: none found yet\.$/,
    );
    await assertStateAccessible(page, "the filter waiting out the rate limit");

    await list.stopSearch.click();
    await expect(list.status).toHaveText(
      /^None among the first [\d,]+ organizations: the search was stopped\.$/,
    );
    await expect(list.stopSearch).toBeHidden();
    await expect(list.searchOn, "focus stays where Stop was").toBeFocused();
    await expect(list.searchWait).toBeHidden();
    await expect(list.status).not.toContainText("No organization matches");
    await assertStateAccessible(page, "the filter stopped");
  });
});
