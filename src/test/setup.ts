import { afterEach } from "vitest";

// Both unit projects load this file. Only a file with a DOM (jsdom) has anything to clean up,
// and Testing Library is imported there alone so Node files do not pay for loading it.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup, configure, getConfig } = await import("@testing-library/react");
  // A worker runs file after file in one module graph (vite.config.ts): a file that configures
  // Testing Library (defaultHidden, a longer timeout) must not change how the next one queries.
  const defaults = Symbol.for("tenant-console.testing-library-defaults");
  const kept = globalThis as { [defaults]?: ReturnType<typeof getConfig> };
  kept[defaults] ??= { ...getConfig() };
  configure(kept[defaults]);
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}
