import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import type { HtmlTagDescriptor, Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { consoleServer } from "./server/consoleServerPlugin.ts";

/** The screen a returning user lands on (DEFAULT_ROUTE in src/app/routes.ts). */
const DEFAULT_SCREEN = "src/pages/token-exchange-profiles/TokenExchangeProfilesPage.tsx";

/**
 * Lists the default screen's lazy chunk, the chunks it imports and its CSS in index.html, so the
 * browser fetches them beside the entry instead of after React asks for the screen. Chunks the
 * entry imports itself already have their own modulepreload.
 */
function preloadDefaultScreen(): Plugin {
  return {
    name: "preload-default-screen",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === "chunk" ? [output] : [],
        );
        const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(DEFAULT_SCREEN));
        if (!screen) throw new Error(`No lazy chunk for ${DEFAULT_SCREEN} to preload`);
        const entryFiles = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
          entryFiles.add(entry.fileName);
          for (const file of entry.imports) entryFiles.add(file);
        }
        const scripts: string[] = [];
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (entryFiles.has(fileName) || scripts.includes(fileName)) return;
          const chunk = bundle[fileName];
          if (chunk?.type !== "chunk") return;
          scripts.push(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(screen.fileName);
        const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({
          tag: "link",
          attrs,
          injectTo: "head",
        });
        return [
          ...[...styles].map((file) => link({ rel: "preload", as: "style", href: `/${file}` })),
          ...scripts.map((file) =>
            link({ rel: "modulepreload", crossorigin: "", href: `/${file}` }),
          ),
        ];
      },
    },
  };
}

export default defineConfig({
  // Vitest runs a Vite server too; the local tenant and proxy have no place in unit tests.
  plugins: [react(), preloadDefaultScreen(), ...(process.env.VITEST ? [] : [consoleServer()])],
  build: { target: "es2022", sourcemap: false },
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
