/** Each test gets a console connected to the run's local tenant, as a signed-in user sees it. */
import { test as base } from "@playwright/test";
import { TenantConsole } from "@tenant-console/playwright-kit";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: support/globalSetup.ts did not run`);
  return value;
}

export const test = base.extend<{ tenantConsole: TenantConsole }>({
  tenantConsole: async ({ page }, use) => {
    const tenantConsole = new TenantConsole(page, required("CONSOLE_URL"));
    await tenantConsole.connect({
      tenantUrl: required("TENANT_URL"),
      token: required("TENANT_TOKEN"),
    });
    await use(tenantConsole);
  },
});

export { expect } from "@playwright/test";
