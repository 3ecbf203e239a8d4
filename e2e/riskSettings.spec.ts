import { readRiskSettings, riskSettings, saveRiskSettings } from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { watchRequests } from "./support/faults";
import { connectConsole, expect, test } from "./support/fixtures";
import { lookInLightAndDark } from "./support/layout";

const NEW_DEVICE = /^\/api\/v2\/risk-assessments\/settings\/new-device$/;
const SWITCH = /^\/api\/v2\/risk-assessments\/settings$/;

test.describe("Risk settings", () => {
  test("an administrator keeps devices remembered for 20 days: only that is sent, and it reads back", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const days = watchRequests(page, "PATCH", NEW_DEVICE);
    const switched = watchRequests(page, "PATCH", SWITCH);
    await connectConsole(page, { consoleUrl, tenant, route: "/risk-assessments" });
    const { region } = riskSettings(page);
    expect(await readRiskSettings(page)).toEqual({ assess: true, rememberForDays: "30" });
    await region.scrollIntoViewIfNeeded();
    await lookInLightAndDark(page, { what: "the risk settings", shot: "risk-settings" });
    await page.setViewportSize({ width: 390, height: 844 });
    await region.scrollIntoViewIfNeeded();
    await lookInLightAndDark(page, {
      what: "the risk settings on a phone",
      shot: "risk-settings-phone",
      axe: false,
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    expect(await saveRiskSettings(page, { rememberForDays: 366 })).toMatch(/from 1 to 365/);
    expect(days, "nothing is sent for 366 days").toHaveLength(0);

    expect(await saveRiskSettings(page, { rememberForDays: 20 })).toBe("Saved the risk settings.");
    expect(days.map((request) => request.postDataJSON())).toEqual([{ remember_for: 20 }]);
    expect(switched, "the switch did not change, so it is not sent").toHaveLength(0);
    expect((await tenant.control.state()).riskSettings).toEqual({
      enabled: true,
      rememberForDays: 20,
    });
    await expect(
      page.getByText("The tenant remembers a device for 20 days", { exact: false }),
      "the sentence above the clears reads the saved figure",
    ).toBeVisible();

    const another = await page.context().newPage();
    await connectConsole(another, { consoleUrl, tenant, route: "/risk-assessments" });
    expect(
      (await readRiskSettings(another)).rememberForDays,
      "another tab reads it back from the tenant",
    ).toBe("20");
  });

  test("support without update:attack_protection sees the settings and Save says why", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const scopes = CONSOLE_SCOPES.filter((scope) => scope !== "update:attack_protection");
    await connectConsole(page, { consoleUrl, tenant, scopes, route: "/risk-assessments" });
    const { save } = riskSettings(page);
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(/needs update:attack_protection/);
    await assertNoSeriousA11yViolations(page, "the risk settings without the scope to change them");
  });
});
