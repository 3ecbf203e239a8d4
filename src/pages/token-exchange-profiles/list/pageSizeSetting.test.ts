// @vitest-environment jsdom
// The chosen page size is kept in sessionStorage.
import { describe, expect, it } from "vitest";
import { PAGE_SIZE_KEY, readPageSize, writePageSize } from "./pageSizeSetting";

describe("the remembered page size", () => {
  it("defaults to the contract's 50", () => {
    expect(readPageSize()).toBe(50);
  });

  it("is kept for the tab under the console's prefix, which Sign out clears", () => {
    writePageSize(20);
    expect(readPageSize()).toBe(20);
    expect(PAGE_SIZE_KEY.startsWith("tenant-console.")).toBe(true);
  });

  it("falls back to the default when what is stored is not a valid size", () => {
    sessionStorage.setItem(PAGE_SIZE_KEY, "500");
    expect(readPageSize()).toBe(50);
  });
});
