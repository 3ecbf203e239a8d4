import { describe, expect, it } from "vitest";
import { parseJsonText } from "./jsonText";

function messageOf(text: string): string {
  const result = parseJsonText(text);
  if (result.ok) throw new Error(`expected ${text} to be refused`);
  return result.message;
}

describe("parseJsonText", () => {
  it("parses valid JSON", () => {
    expect(parseJsonText('{"a": [1, "b\\u00e9", null, true]}')).toEqual({
      ok: true,
      value: { a: [1, "bé", null, true] },
    });
  });

  it.each([
    ['{"name": "x",}', 'line 1, column 14: expected a property name in double quotes, found "}"'],
    [
      '{\n  "name": "x"\n  "user_id": {}\n}',
      'line 3, column 3: expected "," or "}" after a property value, found "\\""',
    ],
    ["{'name': 'x'}", `line 1, column 2: expected a property name in double quotes, found "'"`],
    ['{"a": tru}', 'line 1, column 10: expected "true", found "}"'],
    ['{"a": 1', 'line 1, column 8: expected "," or "}" after a property value, the text ends'],
    ["[1 2]", 'line 1, column 4: expected "," or "]" after an array item, found "2"'],
    ['{"a": 1} x', 'line 1, column 10: expected nothing after the JSON value, found "x"'],
    ['{"a": "\\x"}', 'line 1, column 9: expected a valid escape after \\, found "x"'],
    ["", "line 1, column 1: expected a value, the text ends"],
  ])("names where %j goes wrong", (text, where) => {
    expect(messageOf(text)).toBe(`Not valid JSON at ${where}.`);
  });
});
