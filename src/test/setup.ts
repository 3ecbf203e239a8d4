import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // Node-environment tests (the bundle budget) have no Web Storage.
  if (typeof window !== "undefined") {
    sessionStorage.clear();
    localStorage.clear();
  }
});
