import { describe, expect, it } from "vitest";
import { jsonDepth, MAX_JSON_DEPTH } from "../body.ts";

function nested(levels: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

describe("jsonDepth", () => {
  it("counts levels of objects and arrays, scalars being 0", () => {
    expect(jsonDepth("x")).toBe(0);
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [1, { b: [] }], c: 2 })).toBe(4);
    expect(jsonDepth(nested(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
  });

  it("stops counting just past the cap, without recursion, on a body 100,000 deep", () => {
    expect(jsonDepth(nested(100_000), MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
  });
});
