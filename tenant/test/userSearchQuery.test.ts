import { describe, expect, it } from "vitest";
import { userMatches } from "../search/match.ts";
import { MAX_GROUP_DEPTH, MAX_TERMS, parseUserQuery, QuerySyntaxError } from "../search/query.ts";

const jane = {
  user_id: "samlp|corp|jane.doe@example.com",
  email: "Jane.Doe@Example.com",
  name: "Jane Doe",
  given_name: "Jane",
  family_name: "Doe",
  logins_count: 12,
  blocked: false,
  last_login: "2025-03-04T10:00:00.000Z",
  identities: [
    { connection: "corp", provider: "samlp", user_id: "corp|jane", isSocial: false },
    { connection: "corp-oidc", provider: "oidc", user_id: "corp|jane", isSocial: false },
  ],
};
const sam = {
  user_id: "oidc|1",
  email: "sam@acme.example",
  name: "Sam Lee",
  family_name: "Lee",
  blocked: true,
};

const matches = (q: string, user: Record<string, unknown> = jane) =>
  userMatches(parseUserQuery(q), user);

describe("user search query", () => {
  it.each([
    ['email:"jane.doe@example.com"', true],
    ["email:JANE.DOE@EXAMPLE.COM", true],
    ['name:"jane doe"', true],
    ["name:Jane\\ Doe", true],
    ['name:"Jane"', false],
    ['user_id:"SAMLP|corp|jane.doe@example.com"', false],
    ['user_id:"samlp|corp|jane.doe@example.com"', true],
  ])("%s: exact values, case ignored only on email and names → %s", (q, expected) => {
    expect(matches(q)).toBe(expected);
  });

  it.each([
    ["name:jan*", true],
    ["name:*doe", true],
    ["name:j?ne*", true],
    ["email:*@example.com", true],
    ["name:sam*", false],
  ])("%s: wildcards match the whole value → %s", (q, expected) => {
    expect(matches(q)).toBe(expected);
  });

  it("takes quoted wildcards literally", () => {
    expect(matches('name:"jan*"')).toBe(false);
  });

  it.each(["name:*ab", "*do", "name:?j"])(
    "refuses %s: a leading wildcard needs 3 characters",
    (q) => {
      expect(() => parseUserQuery(q)).toThrow(/leading wildcard needs at least 3 other characters/);
    },
  );

  it("reads every identity for identities.connection, and email.domain from the address", () => {
    expect(matches('identities.connection:"corp-oidc"')).toBe(true);
    expect(matches('identities.connection:"partners"')).toBe(false);
    expect(matches("email.domain:example.com")).toBe(true);
  });

  it("gives AND precedence over OR, and joins bare neighbours with OR", () => {
    expect(matches("blocked:true AND name:nobody OR name:jane*")).toBe(true);
    expect(matches("blocked:true AND (name:nobody OR name:jane*)")).toBe(false);
    expect(matches("name:nobody name:jane*")).toBe(true);
    expect(matches("NOT blocked:true && -name:sam*")).toBe(true);
    expect(matches("!blocked:false || name:nobody")).toBe(false);
  });

  it("groups values under one field", () => {
    expect(matches("name:(sam* OR jane*)")).toBe(true);
    expect(matches("name:(sam* OR lee*)")).toBe(false);
  });

  it("compares ranges as numbers or as text, with open and exclusive ends", () => {
    expect(matches("logins_count:[10 TO 12]")).toBe(true);
    expect(matches("logins_count:{10 TO 12}")).toBe(false);
    expect(matches("logins_count:[100 TO *]")).toBe(false);
    expect(matches("last_login:[* TO 2025-12-31]")).toBe(true);
    expect(matches("last_login:[2025-04-01 TO *]")).toBe(false);
  });

  it("checks presence with _exists_, and finds nothing on fields the service does not index", () => {
    expect(matches("_exists_:last_login")).toBe(true);
    expect(matches("_exists_:last_login", sam)).toBe(false);
    expect(matches('multifactor:"otp"', { ...jane, multifactor: ["otp"] })).toBe(false);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "identities.constructor"])(
    "finds no field %s: only a user's own properties are searched",
    (field) => {
      expect(matches(`_exists_:${field}`)).toBe(false);
      expect(matches(`${field}:*object*`)).toBe(false);
      expect(matches(`${field}:*function*`)).toBe(false);
      expect(matches(`NOT _exists_:${field}`)).toBe(true);
    },
  );

  it("looks for a term without a field in the names, address and id, each whole", () => {
    expect(matches("doe")).toBe(true);
    expect(matches("jane.doe@example.com")).toBe(true);
    expect(matches("lee", sam)).toBe(true);
    expect(matches("corp")).toBe(false);
    expect(matches("jan")).toBe(false);
  });

  it.each([
    ['name:"jane', "a quoted value is not closed"],
    ["(name:jane", "a ( is not closed"],
    ["name:jane)", "unexpected )"],
    ["name:", "name: has no value"],
    ["AND name:jane", "a value is missing before AND"],
    ["logins_count:[1 10]", "a range reads [low TO high]"],
    ["   ", "the query is empty"],
  ])("refuses %j, saying why", (q, reason) => {
    expect(() => parseUserQuery(q)).toThrow(QuerySyntaxError);
    expect(() => parseUserQuery(q)).toThrow(reason);
  });

  it("nests parentheses as deep as the limit and refuses one level more", () => {
    const nested = (depth: number) => `${"(".repeat(depth)}name:jane*${")".repeat(depth)}`;
    expect(matches(nested(MAX_GROUP_DEPTH))).toBe(true);
    expect(() => parseUserQuery(nested(MAX_GROUP_DEPTH + 1))).toThrow(
      `parentheses nest deeper than ${MAX_GROUP_DEPTH} levels`,
    );
  });

  it("keeps a long chain one level deep, however many terms or negations it holds", () => {
    const chain = parseUserQuery(Array.from({ length: MAX_TERMS }, () => "name:x").join(" AND "));
    expect(chain.kind === "and" && chain.nodes.length).toBe(MAX_TERMS);
    expect(parseUserQuery(`${"-".repeat(20_000)}name:jane*`)).toMatchObject({ kind: "term" });
    expect(parseUserQuery(`${"!".repeat(20_001)}name:jane*`)).toMatchObject({ kind: "not" });
  });
});
