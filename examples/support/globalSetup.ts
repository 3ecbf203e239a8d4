/**
 * What a team automating the console sets up: a local tenant (`npm run tenant`) and, in front of
 * it, the console's production build served by `npm run serve` with TENANT_URL (its proxy and
 * audit log, as the console's README recommends), both on 127.0.0.1 and stopped with the run.
 * The tests read TENANT_TOKEN and CONSOLE_URL, which is also the Tenant URL they connect with.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, runNpm, type Started, startNpm } from "./process.ts";
import { serveUrl, tenantOutput } from "./serverOutput.ts";

/** The console's repository: this example lives in its `examples/` folder. */
const REPO = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** The console's production build: CONSOLE_BUILD when `npm test` made one, else our own. */
async function productionBuild(): Promise<{ dist: string; ownBuild: boolean }> {
  const given = process.env.CONSOLE_BUILD;
  if (given) return { dist: resolve(given), ownBuild: false };
  const dist = await mkdtemp(join(tmpdir(), "console-example-dist-"));
  await runNpm(
    ["run", "build", "--", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"],
    REPO,
  );
  return { dist, ownBuild: true };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started: Started[] = [];
  const build = await productionBuild();
  try {
    const tenant = await startNpm(["run", "tenant", "--", "--port", String(await freePort())], {
      cwd: REPO,
      ready: (lines) => tenantOutput(lines) !== undefined,
    });
    started.push(tenant);
    const { url, token } = tenantOutput(tenant.lines) ?? { url: "", token: "" };
    const consoleServer = await startNpm(["run", "serve", "--", "--dist", build.dist], {
      cwd: REPO,
      env: { HOST: "127.0.0.1", PORT: String(await freePort()), TENANT_URL: url },
      ready: (lines) => serveUrl(lines) !== undefined,
    });
    started.push(consoleServer);
    process.env.TENANT_TOKEN = token;
    process.env.CONSOLE_URL = serveUrl(consoleServer.lines);
  } catch (error) {
    await Promise.all(started.map((program) => program.stop()));
    throw error;
  }
  return async () => {
    await Promise.all(started.map((program) => program.stop()));
    if (build.ownBuild) await rm(build.dist, { recursive: true, force: true });
  };
}
