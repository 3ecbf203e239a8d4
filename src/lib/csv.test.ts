import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it.each([
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["plain|id@example.com", "plain|id@example.com"],
  ])("quotes %j only when a delimiter is in it", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["=1,2", `"'=1,2"`],
  ])("keeps %j from running as a spreadsheet formula", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes a header, one line per row and CRLF line ends, each cell made safe", () => {
    expect(toCsv(["a", "b"], [["=1", "x,y"]])).toBe('a,b\r\n\'=1,"x,y"\r\n');
  });
});
