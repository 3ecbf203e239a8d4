// @vitest-environment node
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import direction of docs/decisions/008 and 012 is kept by Biome (biome.json overrides).
 * These plant one-line modules in a temporary copy of the layout (the real biome.json, nothing
 * written into src/), run `biome lint` on them and read its verdict: an import against the
 * direction, or a cycle, must fail the check; an allowed import must pass.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");

interface Plant {
  readonly file: string;
  readonly imports: string;
  /** The Biome rule that must refuse it, or null when the import is allowed. */
  readonly refusedBy: "noRestrictedImports" | null;
}

const refused = "noRestrictedImports" as const;
const PLANTS: readonly Plant[] = [
  // Shared folders never import a job, a form or the app.
  { file: "src/ui/plant.ts", imports: "../api/client", refusedBy: refused },
  { file: "src/ui/plant.ts", imports: "zod", refusedBy: refused },
  { file: "src/ui/plant.ts", imports: "../lib/format", refusedBy: null },
  { file: "src/lib/plant.ts", imports: "../api/client", refusedBy: refused },
  { file: "src/api/plant.ts", imports: "../pages/activity/ActivityPage", refusedBy: refused },
  { file: "src/api/plant.ts", imports: "../forms/shared/useDraft", refusedBy: refused },
  { file: "src/api/plant.ts", imports: "../ui/Countdown", refusedBy: refused },
  { file: "src/api/plant.ts", imports: "react", refusedBy: refused },
  { file: "src/session/plant.ts", imports: "../forms/shared/useDraft", refusedBy: refused },
  { file: "src/session/plant.ts", imports: "../api/client", refusedBy: null },
  // A job never imports another job or the app; it may use forms and the shared folders.
  { file: "src/pages/job-a/plant.ts", imports: "../job-b/Page", refusedBy: refused },
  { file: "src/pages/job-a/plant.ts", imports: "../../pages/job-b/Page", refusedBy: refused },
  { file: "src/pages/job-a/plant.ts", imports: "../../app/App", refusedBy: refused },
  { file: "src/pages/job-a/plant.ts", imports: "../../forms/organization/schema", refusedBy: null },
  { file: "src/pages/job-a/plant.ts", imports: "../../session/sessionStore", refusedBy: null },
  { file: "src/pages/job-a/plant.ts", imports: "./queue", refusedBy: null },
  // A form never imports another form, a page or the app; it may use forms/shared and session.
  { file: "src/forms/form-a/plant.ts", imports: "../form-b/schema", refusedBy: refused },
  { file: "src/forms/form-a/plant.ts", imports: "../../pages/job-a/Page", refusedBy: refused },
  { file: "src/forms/form-a/plant.ts", imports: "../../app/App", refusedBy: refused },
  { file: "src/forms/form-a/plant.ts", imports: "../shared/useDraft", refusedBy: null },
  { file: "src/forms/form-a/plant.ts", imports: "../../session/activityLog", refusedBy: null },
  { file: "src/forms/form-a/plant.ts", imports: "../../api/client", refusedBy: null },
  { file: "src/forms/shared/plant.ts", imports: "../form-a/schema", refusedBy: refused },
  { file: "src/forms/shared/plant.ts", imports: "../../pages/job-a/Page", refusedBy: refused },
  { file: "src/forms/shared/plant.ts", imports: "../../ui/Countdown", refusedBy: null },
  // One level of subfolders: specifiers resolve from one folder deeper (decision 012, amended).
  { file: "src/pages/job-a/sub/plant.ts", imports: "./queue", refusedBy: null },
  { file: "src/pages/job-a/sub/plant.ts", imports: "../other-sub/queue", refusedBy: null },
  { file: "src/pages/job-a/sub/plant.ts", imports: "../Page", refusedBy: null },
  {
    file: "src/pages/job-a/sub/plant.ts",
    imports: "../../../forms/form-a/schema",
    refusedBy: null,
  },
  { file: "src/pages/job-a/sub/plant.ts", imports: "../../../api/client", refusedBy: null },
  { file: "src/pages/job-a/sub/plant.ts", imports: "../../job-b/Page", refusedBy: refused },
  { file: "src/pages/job-a/sub/plant.ts", imports: "../../job-b", refusedBy: refused },
  { file: "src/pages/job-a/sub/plant.ts", imports: "../../../app/App", refusedBy: refused },
  { file: "src/forms/form-a/sub/plant.ts", imports: "./schema", refusedBy: null },
  { file: "src/forms/form-a/sub/plant.ts", imports: "../other-sub/schema", refusedBy: null },
  { file: "src/forms/form-a/sub/plant.ts", imports: "../schema", refusedBy: null },
  { file: "src/forms/form-a/sub/plant.ts", imports: "../../shared/useDraft", refusedBy: null },
  { file: "src/forms/form-a/sub/plant.ts", imports: "../../shared/find-user/x", refusedBy: null },
  { file: "src/forms/form-a/sub/plant.ts", imports: "../../../api/client", refusedBy: null },
  { file: "src/forms/form-a/sub/plant.ts", imports: "../../form-b/schema", refusedBy: refused },
  {
    file: "src/forms/form-a/sub/plant.ts",
    imports: "../../../pages/job-a/Page",
    refusedBy: refused,
  },
  { file: "src/forms/shared/sub/plant.ts", imports: "../useDraft", refusedBy: null },
  { file: "src/forms/shared/sub/plant.ts", imports: "../../../api/client", refusedBy: null },
  { file: "src/forms/shared/sub/plant.ts", imports: "../../form-a/schema", refusedBy: refused },
  {
    file: "src/forms/shared/sub/plant.ts",
    imports: "../../../pages/job-a/Page",
    refusedBy: refused,
  },
  // The local tenant reaches src only through the contract; the servers also use src/lib.
  { file: "tenant/plant.ts", imports: "../src/session/sessionStore", refusedBy: refused },
  { file: "tenant/plant.ts", imports: "../src/api/schemas/index.ts", refusedBy: null },
  // The table of operations: the tenant registers a handler for each of its rows.
  { file: "tenant/plant.ts", imports: "../src/api/operations.ts", refusedBy: null },
  { file: "tenant/plant.ts", imports: "../src/api/organizations/get.ts", refusedBy: refused },
  { file: "server/plant.ts", imports: "../src/forms/shared/useDraft", refusedBy: refused },
  { file: "server/plant.ts", imports: "../src/lib/unprintable.ts", refusedBy: null },
  { file: "server/plant.ts", imports: "../src/api/history/changes.ts", refusedBy: null },
  { file: "server/plant.ts", imports: "../src/api/history/storeOptions.ts", refusedBy: refused },
];

/** Each plant gets a file of its own (`plant_3.ts`), so its diagnostics are its alone. */
const plantPath = (index: number) =>
  PLANTS[index]?.file.replace(/plant\.ts$/, `plant_${index}.ts`) ?? "";
const CYCLE = ["src/lib/cycle_a.ts", "src/lib/cycle_b.ts"];

interface Diagnostic {
  category: string;
  location: { path: string };
}
let copy = "";
let diagnostics: Diagnostic[] = [];

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), "import-direction-"));
  await copyFile(join(ROOT, "biome.json"), join(copy, "biome.json"));
  // The configuration's $schema points into node_modules.
  await symlink(join(ROOT, "node_modules"), join(copy, "node_modules"));
  const files: [string, string][] = [
    ...PLANTS.map((plant, index): [string, string] => [
      plantPath(index),
      `import "${plant.imports}";\n`,
    ]),
    [CYCLE[0] ?? "", `import "./cycle_b";\n`],
    [CYCLE[1] ?? "", `import "./cycle_a";\n`],
  ];
  for (const [path, text] of files) {
    await mkdir(dirname(join(copy, path)), { recursive: true });
    await writeFile(join(copy, path), text);
  }
  // biome exits non-zero when it finds errors, which is what these cases expect. The copy is no
  // git checkout, so the configuration's VCS settings are switched off for this run.
  const output = await promisify(execFile)(
    BIOME,
    [
      "lint",
      "--vcs-enabled=false",
      "--reporter=json",
      "--max-diagnostics=none",
      ...files.map(([path]) => path),
    ],
    { cwd: copy },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  diagnostics = (JSON.parse(output.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

const rulesOn = (path: string) =>
  diagnostics
    .filter((diagnostic) => diagnostic.location.path === path)
    .map((diagnostic) => diagnostic.category.replace(/^lint\/\w+\//, ""));

describe("biome keeps the import direction", () => {
  it.each(
    PLANTS.map((plant, index) => [plant.file, plant.imports, plant.refusedBy, index] as const),
  )("%s importing %s: refused by %s", (_file, _imports, refusedBy, index) => {
    const rules = rulesOn(plantPath(index));
    if (refusedBy === null) expect(rules).toEqual([]);
    else expect(rules).toContain(refusedBy);
  });

  it("refuses an import cycle", () => {
    for (const path of CYCLE) expect(rulesOn(path)).toContain("noImportCycles");
  });
});
