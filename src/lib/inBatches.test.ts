import { describe, expect, it } from "vitest";
import { inBatches } from "./inBatches";

describe("inBatches", () => {
  it("cuts 23 ids into 10, 10 and 3, in order", () => {
    const ids = Array.from({ length: 23 }, (_, i) => i);
    expect(inBatches(ids, 10).map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(inBatches(ids, 10).flat()).toEqual(ids);
  });

  it("gives no batch for nothing", () => {
    expect(inBatches([], 10)).toEqual([]);
  });
});
