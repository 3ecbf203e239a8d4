// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseMemberLines } from "./parseMemberLines";

describe("parseMemberLines", () => {
  it("reads ids and emails one a line and comma-separated, each once, with its line", () => {
    const parsed = parseMemberLines(
      "auth0|a\n auth0|b, Jane Cooper <jane@acme.example>\n\nauth0|a",
      true,
    );
    expect(parsed.entries).toEqual([
      { line: 1, value: "auth0|a" },
      { line: 2, value: "auth0|b" },
      { line: 2, value: "jane@acme.example" },
    ]);
    expect(parsed.invalid).toEqual([]);
  });

  it("marks on its line what no one means as a user, and an email the token cannot look up", () => {
    const long = `auth0|${"x".repeat(1020)}`;
    const parsed = parseMemberLines(`not an id\n@@@\n${long}\njane@acme.example`, false);
    expect(parsed.entries).toEqual([]);
    expect(parsed.invalid.map(({ line, reason }) => [line, reason])).toEqual([
      [1, "a line holds one id or one email, and this one has a space inside"],
      [2, "neither an email address nor a user id (<provider>|<id>)"],
      [3, expect.stringMatching(/1024/)],
      [4, expect.stringMatching(/needs read:users/)],
    ]);
  });
});
