// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { exportedNames, stalePaths, unusedExports } from "./repoChecks";

/**
 * Unused exports and stale paths (issue 35): an export nothing imports is a seam nobody uses,
 * and a path in a doc or comment that names no file sends a reader nowhere. Both read the files
 * git holds (tracked and new), so a fresh file is checked before its first commit.
 */
const ROOT = resolve(import.meta.dirname, "../..");

const repositoryFiles = () => {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  const paths = listed
    .split("\n")
    .filter((path) => /\.(ts|tsx|mts|mjs|js|md|css)$/.test(path))
    .filter((path) => !path.includes("node_modules/") && existsSync(join(ROOT, path)));
  return new Map(paths.map((path) => [path, readFileSync(join(ROOT, path), "utf8")]));
};

/**
 * Decision records say what held when they were written; these name a path that a later change
 * removed, and say so (010's catalog moved under 012; 013 deleted the barrel it names).
 */
const HISTORICAL_PATHS = new Set([
  "docs/decisions/010-message-catalog-as-a-typed-object.md: src/lib/messages.ts",
  "docs/decisions/010-message-catalog-as-a-typed-object.md: src/lib/messages/",
  "docs/decisions/010-message-catalog-as-a-typed-object.md: src/lib/messages/organization.ts",
  "docs/decisions/013-api-one-folder-per-resource.md: src/api/index.ts",
]);

describe("the repository", () => {
  const files = repositoryFiles();

  it("exports from src, server and tenant only what another file imports", () => {
    const unused = unusedExports(files, ["src/", "server/", "tenant/"]);
    expect(unused).toEqual([]);
  });

  it("names in docs and comments only paths that exist", () => {
    const stale = stalePaths(files, (path) => existsSync(join(ROOT, path)));
    expect(stale.filter((entry) => !HISTORICAL_PATHS.has(entry))).toEqual([]);
  });
});

describe("the checks can fail", () => {
  const planted = new Map([
    ["src/lib/a.ts", "export const used = 1;\nexport function dead() {}\nexport type Kept = 1;\n"],
    ["src/lib/b.ts", 'import { used } from "./a";\nimport type { Kept } from "./a.ts";\n'],
    ["src/lib/c.ts", "export interface Lonely {}\n// see src/lib/gone.ts and `src/lib/a.ts`\n"],
    ["src/lib/d.ts", 'export * from "./c";\n'],
    ["docs/x.md", "Read `src/lib/b.ts`, `src/pages/<job>/` and `src/old/place.ts`.\n"],
  ]);
  const exists = (path: string) => planted.has(path) || path === "src/lib";

  it("reads declarations and local export lists", () => {
    expect(exportedNames("export const a = 1;\nconst b = 2;\nexport { b as c };\n")).toEqual([
      "a",
      "c",
    ]);
  });

  it("finds an export nothing imports", () => {
    expect(unusedExports(planted, ["src/"])).toEqual(["src/lib/a.ts: dead"]);
  });

  it("finds a path that names nothing, in Markdown and in a comment", () => {
    expect(stalePaths(planted, exists)).toEqual([
      "docs/x.md: src/old/place.ts",
      "src/lib/c.ts: src/lib/gone.ts",
    ]);
  });
});
