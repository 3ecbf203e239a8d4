/**
 * Fails on purpose once the console has called the tenant: once connected as the kit connects by
 * default, once with the token typed as given (the control, what every connect did before 1.4.0).
 */
import { expect, test } from "@playwright/test";
import { ProfileList, TenantConsole } from "@tenant-console/playwright-kit";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run by e2e/support/kitTrace/failedTraces.ts`);
  return value;
}

for (const maskToken of [true, false]) {
  test(`maskToken ${maskToken}`, async ({ page }) => {
    const app = new TenantConsole(page, required("CONSOLE_URL"));
    await app.connect({
      tenantUrl: required("TENANT_URL"),
      token: required("TENANT_TOKEN"),
      maskToken,
    });
    await new ProfileList(page).waitUntilSettled();
    expect(page.url(), "fails on purpose, after the console called the tenant").toBe("");
  });
}
