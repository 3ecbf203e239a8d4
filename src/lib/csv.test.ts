import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORMULA_PAYLOADS, formulaCellsIn, readCsv } from "../test/csvReaders";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it.each([
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["plain|id@example.com", "plain|id@example.com"],
    ["auth0|abc", "auth0|abc"],
    ["2025-01-02T03:04:05.000Z", "2025-01-02T03:04:05.000Z"],
  ])("quotes %j only when a quote or a separator is in it", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["=1,2", `"'=1,2"`],
    ["\t=1", `"'\t'=1"`],
    ["\rx", `"'\rx"`],
    ["a;=cmd|' /C calc'!A0", `"a;'=cmd|' /C calc'!A0"`],
    ["a\t@SUM(1)", `"a\t'@SUM(1)"`],
    ['a; "=1"', `"a; ""'=1"""`],
  ])("keeps %j from running as a spreadsheet formula", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes a header, one line per row and CRLF line ends, each cell made safe", () => {
    expect(toCsv(["a", "b"], [["=1", "x,y"]])).toBe('a,b\r\n\'=1,"x,y"\r\n');
  });

  it.each(FORMULA_PAYLOADS)("no reader finds a formula cell in %j", (payload) => {
    const csv = toCsv(["user_id", "reason"], [[`auth0|1${payload}`, payload]]);
    expect(formulaCellsIn(csv)).toEqual([]);
  });

  it("no reader finds a formula cell in any text, whatever separator it splits on", () => {
    const risky = fc.string({
      unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ";", ",", '"', " ", "'", "a"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.array(risky, { minLength: 1, maxLength: 3 }), (cells) => {
        expect(formulaCellsIn(toCsv(["h"], [cells]))).toEqual([]);
      }),
    );
  });

  it("reads back every ordinary value exactly", () => {
    const values = ["auth0|abc", "db|support|user-1", "a, b", 'say "hi"', "two\r\nlines", ""];
    expect(readCsv(toCsv(["v"], [values]), ",")).toEqual([["v"], values]);
  });
});
