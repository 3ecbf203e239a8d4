/**
 * The Playwright kit's own promises, where the example project cannot reach them: its settled
 * states hold while a fault holds and end when it heals, a whole list reads back exactly what
 * the tenant holds, and a failed test's trace does not hold the token it connected with.
 */
import {
  CreateOrganization,
  isOutcomeUnknown,
  openOrganizationByFilter,
  organizationList,
  ProfileList,
  rateLimitWait,
  waitForOutcomeUnknown,
  waitForRateLimitWaitOver,
} from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import {
  CREATE_PATH,
  goToCreateOrganization,
  organizationsNamed,
} from "./screens/createOrganization";
import { connectConsole } from "./screens/session";
import { goToProfiles, seededIds } from "./screens/tokenExchangeProfiles";
import { injectFault } from "./support/faults";
import { expect, test } from "./support/fixtures";
import { type FailedTrace, failedKitTrace } from "./support/kitTrace/failedTrace";

/** The names of the trace's files (actions, network, snapshots, sources) that hold `text`. */
function filesHolding(trace: FailedTrace, text: string): string[] {
  return [...trace.files].filter(([, bytes]) => bytes.includes(text)).map(([name]) => name);
}

test.describe("Playwright kit", () => {
  test("a create that meets the rate limit: the wait is announced, then over, then the id comes back", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToCreateOrganization(page, { consoleUrl, tenant });
    const screen = new CreateOrganization(page);
    const fault = await injectFault(page, "429 with rate-limit headers", {
      method: "POST",
      path: CREATE_PATH,
    });
    await screen.fill({ name: "kit-rate-limited" });
    await screen.form.submit.click();
    await expect(rateLimitWait(page), "the kit sees the wait").toBeVisible();
    await fault.heal();

    await waitForRateLimitWaitOver(page);
    const result = await screen.waitForResult();

    expect(result.created && result.id, "the id the tenant gave").toMatch(/^org_/);
    expect(await organizationsNamed(tenant, "kit-rate-limited")).toBe(1);
  });

  test("a create whose answer is lost reads as outcome unknown, though the tenant applied it", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToCreateOrganization(page, { consoleUrl, tenant });
    await injectFault(page, "dropped connection", {
      method: "POST",
      path: CREATE_PATH,
      forward: true,
    });

    const result = await new CreateOrganization(page).create({ name: "kit-lost-answer" });

    expect(result.created, "no id came back").toBe(false);
    expect(await isOutcomeUnknown(page)).toBe(true);
    expect(await waitForOutcomeUnknown(page)).toMatch(
      /not known whether the organization was created/,
    );
    expect(await organizationsNamed(tenant, "kit-lost-answer"), "the tenant has it").toBe(1);
  });

  test("openOrganizationByFilter waits while the filter reads on, and opens the only organization a part of a name finds", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await tenant.control.reset({ organizations: 700 });
    const last = (await tenant.control.state()).organizations.at(-1);
    if (!last) throw new Error("the tenant holds no organization");
    await connectConsole(page, { consoleUrl, tenant, route: "/organizations" });
    // Not the whole name: no exact link, so only the search's end can decide.
    const part = last.name.slice(last.name.indexOf("-") + 1);
    const organization = await openOrganizationByFilter(page, part);
    await expect(organization.settings.locator('input[name="name"]')).toHaveValue(last.name);
  });

  test("openOrganizationByFilter fails with the screen's final status, in its words, not a timeout", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, { consoleUrl, tenant, route: "/organizations" });
    await expect(organizationList(page).status).toHaveText("All 6 organizations loaded");
    const failure = await openOrganizationByFilter(page, "nobody-has-this").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      'openOrganizationByFilter("nobody-has-this"): No organization matches “nobody-has-this”: all 6 organizations were searched.',
    );
  });

  test("a settled list scrolled to its end returns every id the tenant holds, in order", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await tenant.control.reset({ profiles: 75 });
    await goToProfiles(page, { consoleUrl, tenant });
    const list = new ProfileList(page);

    await list.choosePageSize(20);
    const ids = await list.readAllIds();

    expect(ids).toEqual(seededIds(75));
    await expect(await list.openDetails(ids[60] ?? "")).toContainText(ids[60] ?? "");
  });

  test("a failed test's trace holds the stand-in connect typed, never the token", async ({
    consoleUrl,
    tenant,
  }) => {
    // A Playwright run of its own: its start and its browser come on top of the test's work.
    test.slow();
    const token = await tenant.control.token({ scopes: CONSOLE_SCOPES });
    const [header, payload, signature = ""] = token.split(".");
    const trace = await failedKitTrace({ consoleUrl, tenantUrl: tenant.url, token });

    expect(trace.error, "it failed where it was meant to").toContain("fails on purpose");
    expect(filesHolding(trace, signature), "no file holds the token's signature").toEqual([]);
    // Where 1.3.0 left the token, the trace holds the stand-in: in the actions and snapshots
    // (*.trace), and as the Authorization header of the console's calls (*.network).
    expect(filesHolding(trace, `${header}.${payload}.kit-managed-`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.trace$/)]),
    );
    expect(filesHolding(trace, `"Bearer ${header}.${payload}.kit-managed-`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.network$/)]),
    );
  });
});
