// Boundary tests for ids.ts: each identifier shape from service-facts.md ("org_", "tep_", "con_"
// + 16 letters/digits, "uap_" + 22) — exact length inside, one shorter and one longer outside,
// wrong prefix and a non-alphanumeric character outside — with a message naming prefix and length.
import { describe, expect, it } from "vitest";
import {
  connectionId,
  ID_PATTERNS,
  organizationId,
  tokenExchangeProfileId,
  userAttributeProfileId,
} from "./ids";
import { onlyIssue } from "./testSupport";

/** The table of service-facts.md, "Identifier shapes seen in real traffic". */
const SHAPES = [
  { thing: "organization id", schema: organizationId, prefix: "org_", length: 16 },
  {
    thing: "token exchange profile id",
    schema: tokenExchangeProfileId,
    prefix: "tep_",
    length: 16,
  },
  {
    thing: "user attribute profile id",
    schema: userAttributeProfileId,
    prefix: "uap_",
    length: 22,
  },
  { thing: "connection id", schema: connectionId, prefix: "con_", length: 16 },
] as const;

/** `length` letters and digits, mixed case, so the character class is exercised too. */
function body(length: number): string {
  return "aZ09".repeat(Math.ceil(length / 4)).slice(0, length);
}

describe.each(SHAPES)("$thing ($prefix + $length letters/digits)", ({ schema, prefix, length }) => {
  const message = `Must be "${prefix}" followed by ${length} letters or digits`;

  it("length: exactly the length is inside", () => {
    expect(schema.safeParse(prefix + body(length)).success).toBe(true);
  });

  it.each([
    ["length: one shorter", prefix + body(length - 1)],
    ["length: one longer", prefix + body(length + 1)],
    ["prefix: another prefix", `xxx_${body(length)}`],
    ["prefix: upper-case prefix", prefix.toUpperCase() + body(length)],
    ["prefix: missing", body(length + prefix.length)],
    ["charset: a hyphen", `${prefix}${body(length - 1)}-`],
    ["charset: an underscore", `${prefix}_${body(length - 1)}`],
    ["charset: a non-ASCII letter", `${prefix}${body(length - 1)}é`],
  ])("%s is outside, naming prefix and length", (_rule, value) => {
    const issue = onlyIssue(schema, value);
    expect(issue.path).toEqual([]);
    expect(issue.message).toBe(message);
  });
});

it("ID_PATTERNS is the table of service-facts.md", () => {
  expect(ID_PATTERNS).toEqual({
    organization: /^org_[A-Za-z0-9]{16}$/,
    tokenExchangeProfile: /^tep_[A-Za-z0-9]{16}$/,
    userAttributeProfile: /^uap_[A-Za-z0-9]{22}$/,
    connection: /^con_[A-Za-z0-9]{16}$/,
    role: /^rol_[A-Za-z0-9]{16}$/,
  });
});
