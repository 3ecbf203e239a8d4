// @vitest-environment node
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import direction of docs/decisions/008 is kept by Biome (biome.json overrides). These
 * plant one-line modules in the real folders, run `biome lint` on them and read its verdict:
 * an import against the direction, or a cycle, must fail the check.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");
const TAG = `__planted_${randomUUID().slice(0, 8)}`;

interface Plant {
  readonly folder: string;
  readonly imports: string;
  /** The Biome rule that must refuse it, or null when the import is allowed. */
  readonly refusedBy: "noRestrictedImports" | null;
}

const PLANTS: readonly Plant[] = [
  { folder: "src/ui", imports: "../api/client", refusedBy: "noRestrictedImports" },
  { folder: "src/ui", imports: "zod", refusedBy: "noRestrictedImports" },
  { folder: "src/lib", imports: "../api/client", refusedBy: "noRestrictedImports" },
  { folder: "src/api", imports: "../forms/useDraft", refusedBy: "noRestrictedImports" },
  { folder: "src/api", imports: "../ui/Countdown", refusedBy: "noRestrictedImports" },
  { folder: "src/api", imports: "react", refusedBy: "noRestrictedImports" },
  { folder: "src/session", imports: "../forms/useDraft", refusedBy: "noRestrictedImports" },
  { folder: "src/forms", imports: "../session/sessionStore", refusedBy: "noRestrictedImports" },
  { folder: "src/forms", imports: "../pages/ConnectPage", refusedBy: "noRestrictedImports" },
  { folder: "src/forms", imports: "../app/App", refusedBy: "noRestrictedImports" },
  { folder: "tenant", imports: "../src/session/sessionStore", refusedBy: "noRestrictedImports" },
  { folder: "server", imports: "../src/forms/useDraft", refusedBy: "noRestrictedImports" },
  { folder: "src/forms", imports: "../api/client", refusedBy: null },
  { folder: "src/forms", imports: "../ui/Countdown", refusedBy: null },
  { folder: "src/session", imports: "../api/client", refusedBy: null },
  { folder: "src/pages", imports: "../session/sessionStore", refusedBy: null },
  { folder: "tenant", imports: "../src/api/schemas/index.ts", refusedBy: null },
];

const plantPath = (index: number) => `${PLANTS[index]?.folder}/${TAG}_${index}.ts`;
const CYCLE = [`src/lib/${TAG}_a.ts`, `src/lib/${TAG}_b.ts`];
const written = [...PLANTS.map((_, index) => plantPath(index)), ...CYCLE];

interface Diagnostic {
  category: string;
  location: { path: string };
}
let diagnostics: Diagnostic[] = [];

beforeAll(async () => {
  await Promise.all([
    ...PLANTS.map((plant, index) =>
      writeFile(join(ROOT, plantPath(index)), `import "${plant.imports}";\n`),
    ),
    writeFile(join(ROOT, CYCLE[0] ?? ""), `import "./${TAG}_b";\n`),
    writeFile(join(ROOT, CYCLE[1] ?? ""), `import "./${TAG}_a";\n`),
  ]);
  // biome exits non-zero when it finds errors, which is what these cases expect.
  const output = await promisify(execFile)(
    BIOME,
    ["lint", "--reporter=json", "--max-diagnostics=none", ...written],
    { cwd: ROOT },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  diagnostics = (JSON.parse(output.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(async () => {
  await Promise.all(written.map((path) => rm(join(ROOT, path), { force: true })));
});

const rulesOn = (path: string) =>
  diagnostics
    .filter((diagnostic) => diagnostic.location.path === path)
    .map((diagnostic) => diagnostic.category.replace(/^lint\/\w+\//, ""));

describe("biome keeps the import direction", () => {
  it.each(
    PLANTS.map((plant, index) => [plant.folder, plant.imports, plant.refusedBy, index] as const),
  )("%s importing %s: refused by %s", (_folder, _imports, refusedBy, index) => {
    const rules = rulesOn(plantPath(index));
    if (refusedBy === null) expect(rules).toEqual([]);
    else expect(rules).toContain(refusedBy);
  });

  it("refuses an import cycle", () => {
    for (const path of CYCLE) expect(rulesOn(path)).toContain("noImportCycles");
  });
});
