import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("uses the singular for exactly one, the plural otherwise", () => {
    expect(plural(1, "line")).toBe("1 line");
    expect(plural(0, "line")).toBe("0 lines");
    expect(plural(2, "match", "matches")).toBe("2 matches");
  });
});
