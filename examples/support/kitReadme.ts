/**
 * The kit README's first test, as a newcomer runs it: its files copied into a new folder outside
 * the repository, the packed kit and @playwright/test installed there with npm, the browser given
 * by CHROMIUM_PATH as the README says, against a local tenant behind `npm run serve`
 * (pass-through mode). Exits non-zero when any step fails; every process it starts is stopped.
 */
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, runNpm, type Started, startNpm } from "./process.ts";
import { readmeFiles } from "./readmeFiles.ts";
import { serveUrl, tenantOutput } from "./serverOutput.ts";

const REPO = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const KIT_README = join(REPO, "packages/playwright-kit/README.md");

/** The @playwright/test the repository locks, so the new project pulls no other version. */
function lockedPlaywrightVersion(): string {
  const lock = JSON.parse(readFileSync(join(REPO, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages["node_modules/@playwright/test"]?.version;
  if (!version) throw new Error("package-lock.json holds no @playwright/test");
  return version;
}

async function main(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), "kit-readme-"));
  const started: Started[] = [];
  try {
    await runNpm(
      ["pack", "--workspace", "@tenant-console/playwright-kit", "--pack-destination", root],
      REPO,
    );
    const tarball = (await readdir(root)).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error("npm pack wrote no tarball");

    const project = join(root, "project");
    await mkdir(project);
    const packageJson = { name: "kit-readme-example", private: true, type: "module" };
    await writeFile(join(project, "package.json"), `${JSON.stringify(packageJson, null, 2)}\n`);
    for (const file of readmeFiles(readFileSync(KIT_README, "utf8"))) {
      await mkdir(dirname(join(project, file.path)), { recursive: true });
      await writeFile(join(project, file.path), file.text);
    }
    // Strict like pnpm: a package reaches only what it declares, so the kit's
    // `import "@playwright/test"` resolves through its peer dependency or not at all.
    const offline = ["--prefer-offline", "--no-audit", "--no-fund", "--install-strategy=linked"];
    await runNpm(
      ["install", ...offline, join(root, tarball), `@playwright/test@${lockedPlaywrightVersion()}`],
      project,
      { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    );
    const installedKit = JSON.parse(
      readFileSync(
        join(project, "node_modules/@tenant-console/playwright-kit/package.json"),
        "utf8",
      ),
    ) as { peerDependencies?: Record<string, string> };
    if (!installedKit.peerDependencies?.["@playwright/test"]) {
      throw new Error("the packed kit declares no peer dependency on @playwright/test");
    }

    let dist = process.env.CONSOLE_BUILD;
    if (!dist) {
      dist = join(root, "dist");
      await runNpm(["run", "build", "--", "--outDir", dist, "--logLevel", "warn"], REPO);
    }
    const tenant = await startNpm(["run", "tenant", "--", "--port", String(await freePort())], {
      cwd: REPO,
      ready: (lines) => tenantOutput(lines) !== undefined,
    });
    started.push(tenant);
    const { url: tenantUrl, token } = tenantOutput(tenant.lines) ?? { url: "", token: "" };
    const serve = await startNpm(["run", "serve", "--", "--dist", resolve(dist)], {
      cwd: REPO,
      env: { HOST: "127.0.0.1", PORT: String(await freePort()), TENANT_URL: tenantUrl },
      ready: (lines) => serveUrl(lines) !== undefined,
    });
    started.push(serve);

    await runNpm(["exec", "--", "playwright", "test", "--reporter=line"], project, {
      CONSOLE_URL: serveUrl(serve.lines) ?? "",
      TENANT_TOKEN: token,
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    });
    process.stdout.write("The kit README's example passed in a new project\n");
  } finally {
    await Promise.all(started.map((program) => program.stop()));
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
