// The root `prepare` script (`npm install`, `npm ci`): builds the kit, which needs TypeScript, a
// dev dependency. A production install (`npm ci --omit=dev`) has no TypeScript and no use for the
// kit, so it skips the build instead of failing the install.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

try {
  createRequire(import.meta.url).resolve("typescript/package.json");
} catch {
  process.stdout.write(
    "prepare: no TypeScript (production install), the Playwright kit is not built\n",
  );
  process.exit(0);
}
const build = spawnSync("npm", ["run", "build:kit"], {
  stdio: "inherit",
  shell: process.platform === "win32",
});
process.exit(build.status ?? 1);
