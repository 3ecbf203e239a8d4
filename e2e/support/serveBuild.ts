import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, preview } from "vite";
import { freePort } from "./freePort.ts";

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

/**
 * Builds the production bundle into a private folder and serves it with `vite preview`, as
 * users run it. A private folder lets several runs (CI, a developer, a benchmark) coexist.
 */
export async function serveProductionBuild(): Promise<ServedBuild> {
  // Vite's build and preview set NODE_ENV=production for the whole process, and Playwright
  // hands globalSetup's environment to its workers, where a dev server would then compile
  // against React's production runtime.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const outDir = await mkdtemp(join(tmpdir(), "console-dist-"));
    await build({ logLevel: "warn", mode: "production", build: { outDir, emptyOutDir: true } });
    const port = await freePort();
    const server = await preview({
      logLevel: "warn",
      build: { outDir },
      preview: { host: "127.0.0.1", port, strictPort: true, open: false },
    });
    return {
      url: `http://127.0.0.1:${port}`,
      async close() {
        await server.close();
        await rm(outDir, { recursive: true, force: true });
      },
    };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
