import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "tests",
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results",
  // One tenant for the run, and the scenarios write to it: one at a time keeps them readable.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./support/globalSetup.ts",
  use: {
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    // A failed test's trace holds no token: tests/fixtures.ts connects with the kit's connect(),
    // which gives the page a stand-in (the kit's README, "Tokens, traces and videos").
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium unless CHROMIUM_PATH names another; Playwright's own browser download
      // (`npx playwright install chromium`) works too when this line is removed.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"],
    },
  },
});
