import { type Browser, chromium } from "@playwright/test";
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

/** The same browser flags as the e2e tests: Debian's Chromium on a machine with no network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * A production build served by `vite preview`, a local tenant with test control on its own
 * port, and Chromium: what a benchmark measures the console against.
 */
export async function startStack(tenantOptions: TenantOptions = {}): Promise<BenchStack> {
  const served = await serveProductionBuild();
  const tenant = await createTenant({ testControl: true, ...tenantOptions }).listen(0);
  const browser = await launchChromium();
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
