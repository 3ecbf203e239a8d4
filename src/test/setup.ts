import { afterEach } from "vitest";

// Both unit projects load this file. Only a file with a DOM (jsdom) has anything to clean up,
// and Testing Library is imported there alone so Node files do not pay for loading it.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}
