import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./e2e/support/chromium.ts";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // Two runs at once (a developer and a hook, say) must not wipe each other's traces.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  globalSetup: "./e2e/support/globalSetup.ts",
  use: {
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    // The traces hold tokens as typed (e2e/support/fixtures.ts uses fillConnectForm, as specs
    // forward tenant calls with route.fetch()), but each is signed by a key that the worker's own
    // local tenant makes and drops with it: useless after the run. The kit's masking is
    // checked in playwrightKit.spec.ts.
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
