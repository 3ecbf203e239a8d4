import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../chromium.ts";

/**
 * The child run of e2e/playwrightKit.spec.ts's trace test: its tests fail on purpose, and their
 * traces are kept as a user's `retain-on-failure` run keeps them. Not `*.spec.ts`, so the e2e
 * run does not pick the failing tests up itself.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "failing.kit.ts",
  outputDir: process.env.KIT_TRACE_OUTPUT ?? "test-results",
  workers: 1,
  retries: 0,
  timeout: 20_000,
  reporter: [["json"]],
  use: {
    headless: true,
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
