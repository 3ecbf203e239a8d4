/**
 * The region **Risk settings** on the risk screen (kit 2.3.0): **Assess sign-ins for risk** and
 * **Remember devices for (days)**, read from the tenant first; **Save settings** sends only what
 * changed and says "Saved the risk settings." (or "Nothing changed: …").
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { describedBy } from "./fields.js";

export interface RiskSettingsLocators {
  region: Locator;
  assess: Locator;
  rememberForDays: Locator;
  save: Locator;
  /** "Saved the risk settings." / "Nothing changed: …" */
  outcome: Locator;
}

export function riskSettings(page: Page): RiskSettingsLocators {
  const region = page.getByRole("region", { name: "Risk settings" });
  return {
    region,
    assess: region.getByRole("checkbox", { name: "Assess sign-ins for risk" }),
    rememberForDays: region.getByLabel("Remember devices for (days)"),
    save: region.getByRole("button", { name: "Save settings" }),
    outcome: region.getByRole("status").filter({ hasText: /^(Saved|Nothing changed)/ }),
  };
}

export interface RiskSettingsInput {
  assess?: boolean;
  /** A whole number of days, 1 to 365; anything else is refused in the form, never sent. */
  rememberForDays?: number | string;
}

/** The settings as the region shows them, once they were read from the tenant. */
export async function readRiskSettings(
  page: Page,
): Promise<{ assess: boolean; rememberForDays: string }> {
  const settings = riskSettings(page);
  await expect(settings.rememberForDays).not.toHaveValue("");
  return {
    assess: await settings.assess.isChecked(),
    rememberForDays: await settings.rememberForDays.inputValue(),
  };
}

/**
 * Sets what is given, presses **Save settings** and returns the outcome's words, or the field's
 * description when the form refused the days ("… from 1 to 365 …").
 */
export async function saveRiskSettings(page: Page, input: RiskSettingsInput): Promise<string> {
  const settings = riskSettings(page);
  await readRiskSettings(page);
  if (input.assess !== undefined) await settings.assess.setChecked(input.assess);
  if (input.rememberForDays !== undefined) {
    await settings.rememberForDays.fill(String(input.rememberForDays));
  }
  await settings.save.click();
  const invalid = settings.region.locator('[aria-invalid="true"]');
  await expect(settings.outcome.or(invalid).first()).toBeVisible();
  if (await invalid.isVisible()) return describedBy(invalid);
  return (await settings.outcome.textContent()) ?? "";
}
