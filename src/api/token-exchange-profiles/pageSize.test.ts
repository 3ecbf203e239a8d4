// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageSize } from "../schemas/tokenExchangeProfile";
import { parsePageSize } from "./pageSize";

describe("parsePageSize", () => {
  it.each([
    ["1", 1],
    ["100", 100],
    [" 25 ", 25],
  ])("accepts %j", (text, expected) => {
    expect(parsePageSize(text)).toBe(expected);
  });

  it.each(["", "0", "101", "2.5", "ten", "-1"])("refuses %j", (text) => {
    expect(parsePageSize(text)).toBeUndefined();
  });

  it("reads what is kept as the contract's page size does, without zod", () => {
    for (const kept of [
      undefined,
      "",
      " ",
      "1",
      "100",
      "101",
      "0",
      "2.5",
      "abc",
      " 7 ",
      30,
      null,
    ]) {
      const contract = pageSize.safeParse(String(kept ?? ""));
      const expected =
        String(kept ?? "").trim() !== "" && contract.success ? contract.data : undefined;
      expect(parsePageSize(kept), `kept ${JSON.stringify(kept)}`).toBe(expected);
    }
  });
});
