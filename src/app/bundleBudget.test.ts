// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
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
    await build({
      // Vitest sets NODE_ENV=test, which would measure React's development build.
      mode: "production",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      logLevel: "silent",
      build: { outDir, manifest: "manifest.json", emptyOutDir: true },
    });
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
      "src/pages/CreateOrganizationPage.tsx",
      "src/pages/RiskAssessmentsPage.tsx",
      "src/pages/TokenExchangeProfilesPage.tsx",
      "src/pages/UserAttributeProfilePage.tsx",
    ]);
  });
});
