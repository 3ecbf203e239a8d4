import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../../e2e/support/chromium.ts";
import { serveProductionBuild } from "../../e2e/support/serveBuild.ts";
import { type TenantControl, tenantControl } from "../../tenant/control.ts";
import { createTenant, type TenantOptions } from "../../tenant/index.ts";

export interface BenchStack {
  consoleUrl: string;
  tenantUrl: string;
  control: TenantControl;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * A production build served by `npm run serve`, a local tenant with test control on its own
 * port, and Chromium: what a benchmark measures the console against.
 */
export async function startStack(tenantOptions: TenantOptions = {}): Promise<BenchStack> {
  const served = await serveProductionBuild();
  const tenant = await createTenant({ testControl: true, ...tenantOptions }).listen(0);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  return {
    consoleUrl: served.url,
    tenantUrl: tenant.url,
    control: tenantControl(tenant.url),
    browser,
    async close() {
      await browser.close();
      await tenant.close();
      await served.close();
    },
  };
}

/** Median and a percentile of a sample, for printing. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
