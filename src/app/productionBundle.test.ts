import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Manifest } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The first screen may load at most this much JavaScript, gzip-compressed (issue 2). */
const FIRST_SCREEN_BUDGET = 110_000;

let outDir = "";
let manifest: Manifest = {};

/** The entry chunk and everything it imports statically: what the browser needs to render. */
function firstScreenFiles(): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The build has no entry chunk");
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry) ?? "";
  visit(entryKey);
  return [...files].filter((file) => file.endsWith(".js"));
}

describe("production bundle", () => {
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), "console-build-"));
    // Vitest runs with NODE_ENV=test, and Vite decides "production" (React's runtime, dead
    // `import.meta.env.DEV` branches) from NODE_ENV: measure what `npm run build` ships.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build({
        mode: "production",
        logLevel: "silent",
        build: { outDir, manifest: "manifest.json", emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
  }, 60_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it(`keeps the first screen's JavaScript under ${FIRST_SCREEN_BUDGET} bytes gzip`, async () => {
    const files = firstScreenFiles();
    let gzipBytes = 0;
    for (const file of files) gzipBytes += gzipSync(await readFile(join(outDir, file))).length;
    process.stdout.write(
      `first-screen JS: ${gzipBytes} bytes gzip in ${files.join(", ")} (budget ${FIRST_SCREEN_BUDGET})\n`,
    );
    expect(gzipBytes).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
  });

  it("loads every other screen lazily", () => {
    const lazyPages = Object.values(manifest).filter(
      (chunk) => chunk.isDynamicEntry && chunk.src?.startsWith("src/pages/"),
    );
    expect(lazyPages.map((chunk) => chunk.src).sort()).toEqual([
      "src/pages/activity/ActivityPage.tsx",
      "src/pages/organizations/CreateOrganizationPage.tsx",
      "src/pages/risk-assessments/RiskAssessmentsPage.tsx",
      "src/pages/token-exchange-profiles/NewTokenExchangeProfilePage.tsx",
      "src/pages/token-exchange-profiles/TokenExchangeProfilesPage.tsx",
      "src/pages/user-attribute-profiles/NewUserAttributeProfilePage.tsx",
      "src/pages/user-attribute-profiles/UserAttributeProfilePage.tsx",
    ]);
  });

  it("contains no dev-only code, test control, token or client secret", async () => {
    const assets = join(outDir, "assets");
    const names = (await readdir(assets)).filter((name) => /\.(js|css)$/.test(name));
    const text = [
      await readFile(join(outDir, "index.html"), "utf8"),
      ...(await Promise.all(names.map((name) => readFile(join(assets, name), "utf8")))),
    ].join("\n");
    expect(text.length, "the build was read").toBeGreaterThan(100_000);
    for (const devOnly of [
      "/__console/dev-session",
      "connectDevSession",
      "/__tenant",
      "tenant-console-dev.signed-out",
      "local-admin-secret",
      "not-for-production",
    ]) {
      expect(text, `the build mentions ${devOnly}`).not.toContain(devOnly);
    }
    // A JWT is three base64url parts, the first being an encoded JSON header ({"…).
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+/);
  });
});
