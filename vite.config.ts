import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { consoleServer } from "./server/consoleServerPlugin.ts";

/** The test files below these folders whose names end with `suffix`, as Vitest globs them. */
function testFiles(folders: readonly string[], suffix: string): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(suffix) && !file.includes("node_modules"))
      .map((file) => `${folder}/${file.replaceAll("\\", "/")}`),
  );
}

/**
 * A project's files in one shared module graph (not isolated: a worker reuses it from file to
 * file, which took the unit run from 177 s to 75 s, decision 023), but for the files that
 * replace a module with `vi.mock`: a replaced module would stay replaced for every later file in
 * the worker, so they run isolated, in a project of their own.
 */
function shared(
  name: string,
  folders: readonly string[],
  suffix: string,
  environment: "node" | "jsdom",
) {
  const files = testFiles(folders, suffix);
  const mocking = files.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")));
  const setupFiles = name === "tenant" ? [] : ["src/test/setup.ts"];
  const base = { environment, setupFiles };
  const everyFile = folders.map((folder) => `${folder}/**/*${suffix}`);
  return [
    {
      extends: true as const,
      test: {
        ...base,
        name,
        include: everyFile,
        exclude: [...configDefaults.exclude, ...mocking],
        isolate: false,
      },
    },
    ...(mocking.length === 0
      ? []
      : [
          {
            extends: true as const,
            test: { ...base, name: `${name} (isolated)`, include: mocking },
          },
        ]),
  ];
}

export default defineConfig({
  // Vitest runs a Vite server too; the local tenant and proxy have no place in unit tests.
  plugins: [react(), ...(process.env.VITEST ? [] : [consoleServer()])],
  build: {
    target: "es2022",
    sourcemap: false,
    // Chromium, Firefox 115 and Safari 17 preload modules themselves; an older browser only
    // fetches them when imported. The polyfill cost 212 bytes gzip before the first row.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The operation table and the small modules every screen shares would otherwise be split
        // into five chunks of a few hundred bytes, each compressed alone: one chunk keeps the code
        // before the first row 1,500 bytes smaller (productionBundle.test.ts). The kit's Button,
        // Banner and field parts, shared by the first screen and every form, join it: alone they
        // were two more chunks and 470 bytes more. TanStack Query and the token exchange
        // profiles' keys join it too: once Recently deleted's restore shared them with the first
        // screen, the bundler split them off the entry into six chunks, 1,200 bytes more. Not
        // useMutation and its observer: only the jobs' screens, loaded later, use them (1,300
        // bytes gzip before the first row otherwise).
        codeSplitting: {
          groups: [
            {
              name: "api-core",
              test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/](?!build[\\/]modern[\\/](useMutation|mutationObserver|mutationOptions)\.js)|src[\\/](lib[\\/]plural|ui[\\/](Button|Banner|FormAlert|Field|FieldDescription|IsolatedText)|api[\\/](apiError|apiPath|([a-z-]+[\\/])?operations|operationRow|schemas[\\/](requestRules|limits|idPatterns|cursor|length)|listingOptions|token-exchange-profiles[\\/](keys|deleted)))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  // No CORS grant: only the console's own page may call its servers (decision 007).
  server: { host: "127.0.0.1", cors: false },
  preview: { host: "127.0.0.1", cors: false },
  test: {
    // Vitest leaves a core to its main process (cores − 1), which is one worker on a 2-core CI
    // machine; the main process mostly waits, and two workers took 189 s against 307 s here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs file after file in one module graph and one jsdom (decision 023): a global
    // a test stubs is put back after it, wherever it forgot to.
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      // One rule a newcomer can see from a file's name: a `.test.tsx` renders, so it runs in jsdom;
      // a `.test.ts` runs in Node (jsdom costs a file about a second), unless its first line is
      // `// @vitest-environment jsdom` because the code it tests reads window, a document or
      // Web Storage. Node 20 has none of them, so a missing line fails loudly, never silently.
      ...shared("unit", ["src", "server"], ".test.ts", "node"),
      ...shared("dom", ["src"], ".test.tsx", "jsdom"),
      ...shared("tenant", ["tenant"], ".test.ts", "node"),
    ],
  },
});
