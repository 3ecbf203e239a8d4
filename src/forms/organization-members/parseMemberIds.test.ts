import { describe, expect, it } from "vitest";
import { parseMemberIds } from "./parseMemberIds";

describe("parseMemberIds", () => {
  it("reads ids one a line and comma-separated, each once", () => {
    expect(parseMemberIds("auth0|a\n auth0|b, auth0|c\n\nauth0|a").ids).toEqual([
      "auth0|a",
      "auth0|b",
      "auth0|c",
    ]);
  });

  it("names an entry longer than a user id may be", () => {
    const long = "x".repeat(1025);
    const parsed = parseMemberIds(`auth0|a\n${long}`);
    expect(parsed.ids).toEqual(["auth0|a"]);
    expect(parsed.invalid.map((item) => item.entry)).toEqual([long]);
  });
});
