// @vitest-environment jsdom
// What this file tests is kept in sessionStorage.
import { describe, expect, it } from "vitest";
import { forgetTab, readTab, removeTab, STORAGE_PREFIX, tabKey, writeTab } from "./tabStorage";

describe("tab storage", () => {
  it("keeps JSON under the prefix and reads it back", () => {
    const key = tabKey("draft", "organization", "http://127.0.0.1:4010");
    expect(key).toBe("tenant-console.draft.organization.http://127.0.0.1:4010");
    writeTab(key, { name: "acme" });
    expect(readTab(key)).toEqual({ name: "acme" });
    removeTab(key);
    expect(readTab(key)).toBeUndefined();
  });

  it("drops what it cannot parse", () => {
    const key = tabKey("broken");
    sessionStorage.setItem(key, "{not json");
    expect(readTab(key)).toBeUndefined();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it("forgets everything under the prefix and nothing else", () => {
    writeTab(tabKey("a"), 1);
    writeTab(tabKey("b"), 2);
    sessionStorage.setItem("other-app.key", "kept");
    forgetTab();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith(STORAGE_PREFIX))).toEqual([]);
    expect(sessionStorage.getItem("other-app.key")).toBe("kept");
  });
});
