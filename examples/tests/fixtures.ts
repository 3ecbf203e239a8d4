/**
 * Each test gets a console connected to the run's local tenant, as a signed-in user sees it:
 * through the console's own origin, so every call passes its proxy and every write its audit log.
 */
import { test as base } from "@playwright/test";
import { TenantConsole } from "@tenant-console/playwright-kit";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: support/globalSetup.ts did not run`);
  return value;
}

export const test = base.extend<{ tenantConsole: TenantConsole }>({
  tenantConsole: async ({ page }, use) => {
    const consoleUrl = required("CONSOLE_URL");
    const tenantConsole = new TenantConsole(page, consoleUrl);
    await tenantConsole.connect({
      tenantUrl: consoleUrl,
      token: required("TENANT_TOKEN"),
    });
    await use(tenantConsole);
  },
});

export { expect } from "@playwright/test";
