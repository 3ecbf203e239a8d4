import { describe, expect, it } from "vitest";
import { detailsHash, detailsIdFromPath } from "./detailsRoute";

describe("details route", () => {
  it("reads the id below the list's path and round-trips an encoded one", () => {
    expect(detailsIdFromPath("/token-exchange-profiles/tep_abc")).toBe("tep_abc");
    expect(detailsIdFromPath(detailsHash("a/b c").slice(1))).toBe("a/b c");
  });

  it("is undefined for the list itself and for other screens", () => {
    expect(detailsIdFromPath("/token-exchange-profiles")).toBeUndefined();
    expect(detailsIdFromPath("/token-exchange-profiles/")).toBeUndefined();
    expect(detailsIdFromPath("/activity")).toBeUndefined();
  });

  it("keeps a malformed escape as typed", () => {
    expect(detailsIdFromPath("/token-exchange-profiles/%E0")).toBe("%E0");
  });
});
