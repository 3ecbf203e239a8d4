// @vitest-environment node
import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layering rules in biome.json resolve relative specifiers for a job or form folder and for
 * exactly one level of subfolders below it (decision 012, amended). A file two levels down would
 * read `../../x` as another job and be judged by the wrong rule, so no folder may nest deeper.
 */
const ROOT = resolve(import.meta.dirname, "../..");

/** Folders under `base` that are more than `allowed` levels below a job or form folder. */
const tooDeep = (base: string, allowed = 1): string[] => {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const path = join(dir, entry.name);
      // depth 0 is the job or form folder itself; its subfolders are depth 1.
      if (depth + 1 > allowed) found.push(relative(ROOT, path));
      else walk(path, depth + 1);
    }
  };
  for (const entry of readdirSync(base, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(join(base, entry.name), 0);
  }
  return found;
};

describe("job and form folders nest one level at most", () => {
  it.each(["src/pages", "src/forms"])("%s", (folder) => {
    expect(tooDeep(join(ROOT, folder))).toEqual([]);
  });

  it("finds a folder nested two levels deep", () => {
    expect(tooDeep(join(ROOT, "src"), 0).length).toBeGreaterThan(0);
  });
});
