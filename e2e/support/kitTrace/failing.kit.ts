/**
 * Fails on purpose once the console, connected through the kit's connect(), has called the
 * tenant: its trace is what a user's failed test leaves.
 */
import { expect, test } from "@playwright/test";
import { ProfileList, TenantConsole } from "@tenant-console/playwright-kit";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run by e2e/support/kitTrace/failedTrace.ts`);
  return value;
}

test("fails after connecting", async ({ page }) => {
  const app = new TenantConsole(page, required("CONSOLE_URL"));
  await app.connect({ tenantUrl: required("TENANT_URL"), token: required("TENANT_TOKEN") });
  await new ProfileList(page).waitUntilSettled();
  expect(page.url(), "fails on purpose, after the console called the tenant").toBe("");
});
