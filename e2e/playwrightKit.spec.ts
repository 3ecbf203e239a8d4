/**
 * The Playwright kit's own promises, where the example project cannot reach them: its settled
 * states hold while a fault holds and end when it heals, a whole list reads back exactly what
 * the tenant holds, and a failed test's trace does not hold the token it connected with.
 */
import {
  CreateOrganization,
  isOutcomeUnknown,
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
import { goToProfiles, seededIds } from "./screens/tokenExchangeProfiles";
import { injectFault } from "./support/faults";
import { expect, test } from "./support/fixtures";
import { type FailedTrace, failedKitTraces } from "./support/kitTrace/failedTraces";

/** The names of the trace's files (actions, network, snapshots, sources) that hold `text`. */
function filesHolding(trace: FailedTrace | undefined, text: string): string[] {
  if (!trace) throw new Error("the child run kept no such trace");
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
    const token = await tenant.control.token({ scopes: CONSOLE_SCOPES });
    const [header, payload, signature = ""] = token.split(".");
    const traces = await failedKitTraces({ consoleUrl, tenantUrl: tenant.url, token });
    const masked = traces.get("maskToken true");
    const typed = traces.get("maskToken false");

    for (const trace of [masked, typed]) {
      expect(trace?.error, "each failed where it was meant to").toContain("fails on purpose");
    }
    // The control: typed as given, the token is in the actions and in the network log, so the
    // search below would find it.
    expect(filesHolding(typed, signature)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\.trace$/),
        expect.stringMatching(/\.network$/),
      ]),
    );
    expect(filesHolding(masked, signature), "no file holds the token's signature").toEqual([]);
    expect(
      filesHolding(masked, `"Bearer ${header}.${payload}.kit-managed-`),
      "the console's calls are in the network log, with the stand-in",
    ).toEqual(expect.arrayContaining([expect.stringMatching(/\.network$/)]));
  });
});
