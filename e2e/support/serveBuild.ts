import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { startServe } from "../../server/test/serveProcess.ts";

export interface ServedBuild {
  url: string;
  /** The build's folder, for specs that start another `npm run serve` on it. */
  dist: string;
  close(): Promise<void>;
}

/**
 * Builds the production bundle into a private folder and serves it with `npm run serve`, as
 * users deploy it. A private folder lets several runs (CI, a developer, a benchmark) coexist.
 */
export async function serveProductionBuild(): Promise<ServedBuild> {
  // `npm test` builds once for this run and the example project (CONSOLE_BUILD); it is theirs.
  const given = process.env.CONSOLE_BUILD;
  if (given) {
    const served = await startServe({}, ["--dist", given]);
    return { url: served.url, dist: given, close: async () => void (await served.stop()) };
  }
  // Vite's build sets NODE_ENV=production for the whole process, and Playwright hands
  // globalSetup's environment to its workers, where a dev server would then compile against
  // React's production runtime.
  const nodeEnv = process.env.NODE_ENV;
  let dist: string;
  try {
    dist = await mkdtemp(join(tmpdir(), "console-dist-"));
    await build({
      logLevel: "warn",
      mode: "production",
      build: { outDir: dist, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const served = await startServe({}, ["--dist", dist]);
  return {
    url: served.url,
    dist,
    async close() {
      await served.stop();
      await rm(dist, { recursive: true, force: true });
    },
  };
}
