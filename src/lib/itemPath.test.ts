import { describe, expect, it } from "vitest";
import { itemHash, itemIdFromPath } from "./itemPath";

describe("an item's path below its list", () => {
  it("reads the id one segment below the list and round-trips an encoded one", () => {
    expect(itemIdFromPath("/things", "/things/t_1")).toBe("t_1");
    expect(itemIdFromPath("/things", itemHash("/things", "a/b c").slice(1))).toBe("a/b c");
  });

  it("is undefined for the list, its create form and other screens", () => {
    expect(itemIdFromPath("/things", "/things")).toBeUndefined();
    expect(itemIdFromPath("/things", "/things/")).toBeUndefined();
    expect(itemIdFromPath("/things", "/things/new")).toBeUndefined();
    expect(itemIdFromPath("/things", "/thingsmore/x")).toBeUndefined();
    expect(itemIdFromPath("/things", "/activity")).toBeUndefined();
  });

  it("keeps a malformed escape as typed", () => {
    expect(itemIdFromPath("/things", "/things/%E0")).toBe("%E0");
  });
});
