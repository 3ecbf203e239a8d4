import { describe, expect, it } from "vitest";
import { consoleSetup } from "./consoleSetup.ts";

describe("consoleSetup", () => {
  it("tells the page whether its origin proxies a tenant, and in which mode", () => {
    expect(consoleSetup({ proxy: null, tokens: null })).toEqual({ proxy: null });
    expect(consoleSetup({ proxy: () => {}, tokens: null })).toEqual({ proxy: "pass-through" });
    expect(consoleSetup({ proxy: () => {}, tokens: {} })).toEqual({ proxy: "credentials" });
  });
});
