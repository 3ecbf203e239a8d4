import { describe, expect, it } from "vitest";
import { parseUserIds } from "./parseUserIds";

describe("parseUserIds", () => {
  it("reads one id per line, trimmed, dropping blank lines and repeats and counting them", () => {
    const parsed = parseUserIds("oidc|1\r\n\n  samlp|corp|a@example.com \n\t\noidc|1\noidc|2\n");
    expect(parsed.ids).toEqual(["oidc|1", "samlp|corp|a@example.com", "oidc|2"]);
    expect(parsed.blankLines).toBe(2);
    expect(parsed.duplicates).toBe(1);
    expect(parsed.invalid).toEqual([]);
  });

  it("lists each invalid line with its number and the reason", () => {
    const parsed = parseUserIds(`ok|1\n${"u".repeat(1025)}\n..\nok|2`);
    expect(parsed.ids).toEqual(["ok|1", "ok|2"]);
    expect(parsed.invalid).toEqual([
      { line: 2, value: "u".repeat(1025), reason: "Must be at most 1024 characters (it has 1025)" },
      { line: 3, value: "..", reason: expect.stringMatching(/cannot be sent as a user id/) },
    ]);
  });

  it("refuses a line of words or a stray @ before sending, rather than failing it as not found", () => {
    const parsed = parseUserIds("oidc|1\nnot an id at all\n@@@\njane@acme.example\nsamlp|a b");
    expect(parsed.ids).toEqual(["oidc|1", "jane@acme.example"]);
    expect(parsed.invalid).toEqual([
      { line: 2, value: "not an id at all", reason: expect.stringMatching(/has a space inside/) },
      { line: 3, value: "@@@", reason: expect.stringMatching(/neither an email address/) },
      { line: 5, value: "samlp|a b", reason: expect.stringMatching(/has a space inside/) },
    ]);
  });

  it('takes the address out of "Name <address>" and mailto:, as one user with the bare address', () => {
    const parsed = parseUserIds(
      "Jane Cooper <jane@acme.example>\nmailto:jane@acme.example\nMAILTO:sam.lee%2Bx@acme.example?subject=hi",
    );
    expect(parsed.ids).toEqual(["jane@acme.example", "sam.lee+x@acme.example"]);
    expect(parsed.duplicates).toBe(1);
    expect(parsed.emails).toBe(2);
  });

  it("counts characters as the tenant does, so 1024 emoji are one id", () => {
    expect(parseUserIds("😀".repeat(1024)).invalid).toEqual([]);
    expect(parseUserIds("😀".repeat(1025)).invalid).toHaveLength(1);
  });

  it("finds nothing in an empty box", () => {
    expect(parseUserIds("")).toEqual({
      ids: [],
      emails: 0,
      invalid: [],
      blankLines: 0,
      duplicates: 0,
    });
  });

  it("takes an email on a line of its own, kept as written, and counts the emails", () => {
    const parsed = parseUserIds(
      "oidc|1\nPriya.Raman@Contoso-Partner.example\nsamlp|corp|a@example.com\n",
    );
    expect(parsed.ids).toEqual([
      "oidc|1",
      "Priya.Raman@Contoso-Partner.example",
      "samlp|corp|a@example.com",
    ]);
    expect(parsed.emails).toBe(1);
    expect(parsed.invalid).toEqual([]);
  });

  it("refuses an email without read:users, saying why", () => {
    const parsed = parseUserIds("oidc|1\njane@acme.example", false);
    expect(parsed.ids).toEqual(["oidc|1"]);
    expect(parsed.invalid).toEqual([
      { line: 2, value: "jane@acme.example", reason: expect.stringMatching(/needs read:users/) },
    ]);
  });
});

describe("parseUserIds on a pasted list", () => {
  /** Counts the ids checked against the contract: the work of reading a list, not its time. */
  function countingCheck() {
    const checked = { count: 0 };
    const check = (value: string) => {
      checked.count++;
      return value.startsWith("bad") ? "not an id" : undefined;
    };
    return { checked, check };
  }
  const list = (lines: number) =>
    Array.from({ length: lines }, (_, i) => (i % 10 === 9 ? `bad-${i}` : `auth0|${i}`)).join("\n");

  it.each([1_000, 10_000])("checks each of %i lines once", (lines) => {
    const { checked, check } = countingCheck();
    const parsed = parseUserIds(list(lines), true, check);
    expect(checked.count).toBe(lines);
    expect(parsed.ids).toHaveLength(lines * 0.9);
    expect(parsed.invalid).toHaveLength(lines / 10);
  });

  it("checks a repeated id once, however often it is pasted", () => {
    const { checked, check } = countingCheck();
    const parsed = parseUserIds(
      Array.from({ length: 10_000 }, () => "auth0|same").join("\n"),
      true,
      check,
    );
    expect(checked.count).toBe(1);
    expect(parsed.duplicates).toBe(9_999);
  });

  it("reads the same paste once for the render, the form's check and the submit", () => {
    const { checked, check } = countingCheck();
    const text = list(10_000);
    const first = parseUserIds(text, true, check);
    expect(parseUserIds(text, true, check)).toBe(first);
    expect(parseUserIds(`${text}\n`, true, check).ids).toEqual(first.ids);
    expect(checked.count).toBe(20_000);
  });
});
