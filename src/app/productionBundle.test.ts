import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Manifest, type Rollup } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The JavaScript loaded before the first profile row, gzip-compressed: the entry (the default
 * screen is part of it) and every module index.html preloads. Issue 28: ≤ 120 kB.
 */
const FIRST_ROW_BUDGET = 120_000;
/** What the first row does not need, loaded when first used (decision 014). */
const NOT_BEFORE_FIRST_ROW = [
  "/node_modules/zod/",
  "/node_modules/@ariakit/",
  "/node_modules/react-hook-form/",
];

let outDir = "";
let manifest: Manifest = {};
let chunks: Rollup.OutputChunk[] = [];

/** The scripts index.html loads or preloads, as the browser fetches them before the first row. */
async function firstRowFiles(): Promise<string[]> {
  const html = await readFile(join(outDir, "index.html"), "utf8");
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1] ?? "",
  );
  return [...new Set(files)];
}

describe("production bundle", () => {
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), "console-build-"));
    // Vitest runs with NODE_ENV=test, and Vite decides "production" (React's runtime, dead
    // `import.meta.env.DEV` branches) from NODE_ENV: measure what `npm run build` ships.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      const output = await build({
        mode: "production",
        logLevel: "silent",
        build: { outDir, manifest: "manifest.json", emptyOutDir: true },
      });
      const results = Array.isArray(output) ? output : [output];
      chunks = results.flatMap((result) =>
        "output" in result
          ? result.output.filter((file): file is Rollup.OutputChunk => file.type === "chunk")
          : [],
      );
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    manifest = JSON.parse(await readFile(join(outDir, "manifest.json"), "utf8")) as Manifest;
  }, 60_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it(`loads at most ${FIRST_ROW_BUDGET} bytes of JavaScript, gzip, before the first row`, async () => {
    const files = await firstRowFiles();
    expect(files.length, "index.html names its entry").toBeGreaterThan(0);
    let gzipBytes = 0;
    for (const file of files) gzipBytes += gzipSync(await readFile(join(outDir, file))).length;
    process.stdout.write(
      `JS before the first row: ${gzipBytes} bytes gzip in ${files.length} files (budget ${FIRST_ROW_BUDGET})\n`,
    );
    expect(gzipBytes).toBeLessThanOrEqual(FIRST_ROW_BUDGET);
  });

  it("loads no zod, Ariakit or react-hook-form before the first row", async () => {
    const files = new Set(await firstRowFiles());
    const early = chunks.filter((chunk) => files.has(chunk.fileName));
    expect(early.length).toBe(files.size);
    const modules = early.flatMap((chunk) => chunk.moduleIds);
    for (const library of NOT_BEFORE_FIRST_ROW) {
      expect(modules.filter((id) => id.includes(library))).toEqual([]);
    }
  });

  it("loads every screen but the default one lazily, the connect screen too", () => {
    const lazyPages = Object.values(manifest).filter(
      (chunk) => chunk.isDynamicEntry && /^src\/pages\/.*Page\.tsx$/.test(chunk.src ?? ""),
    );
    expect(lazyPages.map((chunk) => chunk.src).sort()).toEqual([
      "src/pages/activity/TeamActivityPage.tsx",
      "src/pages/connect/ConnectPage.tsx",
      "src/pages/jobs/JobsPage.tsx",
      "src/pages/organizations/CreateOrganizationPage.tsx",
      "src/pages/organizations/OrganizationsPage.tsx",
      "src/pages/recently-deleted/RecentlyDeletedPage.tsx",
      "src/pages/risk-assessments/RiskAssessmentsPage.tsx",
      "src/pages/token-exchange-profiles/NewTokenExchangeProfilePage.tsx",
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
