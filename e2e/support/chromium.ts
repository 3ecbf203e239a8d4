/**
 * How every test and benchmark launches Debian's Chromium: Playwright cannot download its own
 * browser on these machines, and without these flags Chromium keeps calling home on a machine
 * with no network.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
