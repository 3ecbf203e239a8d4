import { describe, expect, it } from "vitest";
import { SequencedList } from "../sequencedList.ts";

function listOf(...keys: string[]): SequencedList<string> {
  const list = new SequencedList<string>();
  for (const key of keys) list.add(key, key.toUpperCase());
  return list;
}

describe("SequencedList", () => {
  it("pages after a sequence, saying whether more follow", () => {
    const list = listOf("a", "b", "c", "d", "e");
    expect(list.after(0, 2)).toEqual({ items: ["A", "B"], lastSequence: 2, more: true });
    expect(list.after(4, 2)).toEqual({ items: ["E"], lastSequence: 5, more: false });
    expect(list.after(5, 2)).toEqual({ items: [], more: false });
  });

  it("keeps a checkpoint's place when items before it are removed", () => {
    const list = listOf("a", "b", "c", "d", "e");
    const first = list.after(0, 2);
    list.remove("a");
    list.remove("b");
    expect(list.after(first.lastSequence ?? 0, 2).items).toEqual(["C", "D"]);
  });

  it("keeps a checkpoint's place when the item it names is removed", () => {
    const list = listOf("a", "b", "c");
    list.remove("b");
    expect(list.after(2, 5).items).toEqual(["C"]);
  });

  it("refuses a key twice, and puts a key added again after removal at the end", () => {
    const list = listOf("a", "b");
    expect(list.add("a", "again")).toBeUndefined();
    expect(list.get("a")).toBe("A");
    list.remove("a");
    expect(list.add("a", "A2")).toBe(3);
    expect(list.keys()).toEqual(["b", "a"]);
    expect(list.size).toBe(2);
    expect(list.remove("missing")).toBe(false);
  });
});
