import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { consoleServer } from "./server/consoleServerPlugin.ts";

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
        // were two more chunks and 470 bytes more.
        codeSplitting: {
          groups: [
            {
              name: "api-core",
              test: /src[\\/](lib[\\/]plural|ui[\\/](Button|Banner|FormAlert|Field|FieldDescription|IsolatedText)|api[\\/](apiError|apiPath|([a-z-]+[\\/])?operations|operationRow|schemas[\\/](requestRules|limits|idPatterns)))\.tsx?$/,
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
    projects: [
      // One rule a newcomer can see from a file's name: a `.test.tsx` renders, so it runs in jsdom;
      // a `.test.ts` runs in Node (jsdom costs a file about a second), unless its first line is
      // `// @vitest-environment jsdom` because the code it tests reads window, a document or
      // Web Storage. Node 20 has none of them, so a missing line fails loudly, never silently.
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          setupFiles: ["src/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: { name: "tenant", include: ["tenant/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
