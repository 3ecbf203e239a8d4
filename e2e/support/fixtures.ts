import { test as base, expect, type Page } from "@playwright/test";
import { fillConnectForm, signOutButton } from "@tenant-console/playwright-kit";
import { type TenantControl, tenantControl } from "../../tenant/control.ts";
import { CONSOLE_SCOPES, createTenant } from "../../tenant/index.ts";

/** The token exchange profiles each worker's tenant is seeded, and reset, with. */
export const E2E_PROFILES = 120;

export interface LocalTenant {
  url: string;
  control: TenantControl;
}

interface Fixtures {
  /** This worker's local tenant, reset to its seed before each test. */
  tenant: LocalTenant;
  /** The production build, served by `npm run serve` (globalSetup). */
  consoleUrl: string;
}

interface WorkerFixtures {
  workerTenant: LocalTenant;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerTenant: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern.
    async ({}, use) => {
      // 120 profiles: the list scenarios page through more than two pages; a scenario that creates
      // resets to fewer (the service's 100-profile limit).
      const running = await createTenant({ testControl: true, profiles: E2E_PROFILES }).listen(0);
      await use({ url: running.url, control: tenantControl(running.url) });
      await running.close();
    },
    { scope: "worker" },
  ],
  tenant: async ({ workerTenant }, use) => {
    await workerTenant.control.reset();
    await use(workerTenant);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern.
  consoleUrl: async ({}, use) => {
    const url = process.env.CONSOLE_URL;
    if (!url) throw new Error("CONSOLE_URL is not set: globalSetup did not run");
    await use(url);
  },
});

export { expect };

/** Opens the console at `route` and connects it to the tenant through the connect screen. */
export async function connectConsole(
  page: Page,
  {
    consoleUrl,
    tenant,
    scopes = CONSOLE_SCOPES,
    route = "/token-exchange-profiles",
  }: {
    consoleUrl: string;
    tenant: LocalTenant;
    scopes?: readonly string[];
    route?: string;
  },
): Promise<string> {
  const token = await tenant.control.token({ scopes });
  await page.goto(`${consoleUrl}/#${route}`);
  await fillConnectForm(page, tenant.url, token);
  await expect(signOutButton(page)).toBeVisible();
  return token;
}
