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

  it.each([
    ["right-to-left override", "x\u202Egnp.exe", "x<U+202E>gnp.exe"],
    ["left-to-right embedding and pop", "\u202Aid\u202C", "<U+202A>id<U+202C>"],
    ["right-to-left isolate", "a\u2067b\u2069", "a<U+2067>b<U+2069>"],
    ["right-to-left mark", "a\u200Fb", "a<U+200F>b"],
    ["zero-width space", "auth0|ab\u200Bc", "auth0|ab<U+200B>c"],
    ["zero-width joiner", "a\u200Db", "a<U+200D>b"],
    ["byte order mark", "\uFEFFid", "<U+FEFF>id"],
    ["soft hyphen", "a\u00ADb", "a<U+00AD>b"],
    ["next line (NEL)", "a\u0085b", "a<U+0085>b"],
    ["line separator", "a\u2028b", "a<U+2028>b"],
    ["NUL and escape", "a\u0000b\u001B[31m", "a<U+0000>b<U+001B>[31m"],
  ])("writes a %s as its code point, as the audit log does", (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes the code point before guarding formulas, so a hidden character cannot shield one", () => {
    expect(csvCell("\u200B=1+1")).toBe("<U+200B>=1+1");
    expect(csvCell("a,\u202E=1")).toBe('"a,<U+202E>=1"');
    expect(formulaCellsIn(toCsv(["h"], [["\u2066=cmd|' /C calc'!A0"]]))).toEqual([]);
  });

  it("keeps right-to-left letters, accents and emoji as they are", () => {
    for (const value of ["שלום", "مرحبا", "Zoë Ångström", "🙂"]) {
      expect(csvCell(value)).toBe(value);
    }
  });

  it("reads back every ordinary value exactly", () => {
    const values = ["auth0|abc", "db|support|user-1", "a, b", 'say "hi"', "two\r\nlines", ""];
    expect(readCsv(toCsv(["v"], [values]), ",")).toEqual([["v"], values]);
  });
});
