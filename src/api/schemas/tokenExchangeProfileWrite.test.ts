// @vitest-environment node
// Boundary tests for tokenExchangeProfileWrite.ts: the create body (the four required fields,
// nothing else), subject_token_type's rules in order (8..100 code points, a URI, https:// or urn:,
// no reserved namespace, case ignored) and the PATCH body (name and subject_token_type only, at
// least one, action_id and type refused as fixed).
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { accepts, EMOJI, onlyIssue, tooLong, tooShort } from "./testSupport";
import {
  RESERVED_SUBJECT_TOKEN_TYPE_PREFIXES,
  subjectTokenTypeProblem,
  tokenExchangeProfileCreateSchema,
  tokenExchangeProfilePatchSchema,
} from "./tokenExchangeProfileWrite";

const L = LIMITS.tokenExchangeProfile;

const valid = {
  name: "Legacy session exchange",
  subject_token_type: "urn:acme:legacy-session",
  action_id: "8f2c1a3e-5b7d-4c9e-a1f3-2d4b6c8e0a12",
  type: "custom_authentication",
} as const;

const create = (field: string, value: unknown) => ({ ...valid, [field]: value });
const urn = (n: number, unit = "a") => `urn:x:${unit.repeat(n - "urn:x:".length)}`;

describe("subject_token_type", () => {
  it.each([
    ["min", urn(L.subjectTokenType.min)],
    ["max", urn(L.subjectTokenType.max)],
    ["max in emoji (code points)", urn(L.subjectTokenType.max, EMOJI)],
    ["an https URL", "https://acme.example/token-types/legacy"],
    ["a URN in upper case", "URN:ACME:LEGACY"],
  ])("accepts %s", (_case, value) => {
    expect(subjectTokenTypeProblem(value)).toBeUndefined();
  });

  it.each([
    ["min - 1", urn(L.subjectTokenType.min - 1), tooShort(L.subjectTokenType.min, 7)],
    ["max + 1", urn(L.subjectTokenType.max + 1), tooLong(L.subjectTokenType.max, 101)],
    ["text that is no URI", "legacy session token", /^Must be a URI, such as urn:example/],
    ["a URI with a space", "urn:acme:legacy token", /^Must be a URI/],
    ["plain http", "http://acme.example/token", /^Must start with https:\/\/ or urn:/],
    ["another scheme", "mailto:ops@acme.example", /^Must start with https:\/\/ or urn:/],
  ])("refuses %s, saying why", (_case, value, reason) => {
    const issue = onlyIssue(tokenExchangeProfileCreateSchema, create("subject_token_type", value));
    expect(issue.path).toEqual(["subject_token_type"]);
    if (typeof reason === "string") expect(issue.message).toBe(reason);
    else expect(issue.message).toMatch(reason);
  });

  it("lists the seven reserved namespaces of the public docs", () => {
    expect(RESERVED_SUBJECT_TOKEN_TYPE_PREFIXES).toHaveLength(7);
    expect(RESERVED_SUBJECT_TOKEN_TYPE_PREFIXES).toContain("urn:ietf");
  });

  it.each(RESERVED_SUBJECT_TOKEN_TYPE_PREFIXES.filter((prefix) => !prefix.startsWith("http://")))(
    "refuses the reserved namespace %s, in any case",
    (prefix) => {
      const inside = prefix.startsWith("urn:")
        ? `${prefix}:legacy-token`
        : `${prefix}/token-types/x`;
      for (const value of [inside, inside.toUpperCase()]) {
        const issue = onlyIssue(
          tokenExchangeProfileCreateSchema,
          create("subject_token_type", value),
        );
        expect(issue.message).toMatch(
          new RegExp(
            `^${prefix.replace(/[.:/]/g, "\\$&")} is reserved by the service: use a namespace you own`,
          ),
        );
      }
    },
  );

  it("refuses the reserved http:// namespaces too (by their scheme first)", () => {
    expect(subjectTokenTypeProblem("http://auth0.com/token")).toMatch(/^Must start with/);
  });

  it("accepts a namespace that only begins like a reserved one", () => {
    expect(subjectTokenTypeProblem("urn:ietfx-partner:token")).toBeUndefined();
    expect(subjectTokenTypeProblem("https://auth0.company.example/token")).toBeUndefined();
    expect(subjectTokenTypeProblem("urn:acme:ietf-token")).toBeUndefined();
  });
});

describe("create body", () => {
  it("accepts the four fields", () => {
    expect(tokenExchangeProfileCreateSchema.parse(valid)).toEqual(valid);
  });

  it.each(Object.keys(valid))("needs %s", (field) => {
    const { [field as keyof typeof valid]: _left, ...rest } = valid;
    const issue = onlyIssue(tokenExchangeProfileCreateSchema, rest);
    expect(issue.path).toEqual([field]);
    expect(issue.message).toBe("Required");
  });

  it.each([
    ["name", L.name, (n: number) => "n".repeat(n)],
    ["action_id", L.actionId, (n: number) => "a".repeat(n)],
  ] as const)("bounds %s's length", (field, bounds, make) => {
    accepts(tokenExchangeProfileCreateSchema, create(field, make(bounds.min)));
    accepts(tokenExchangeProfileCreateSchema, create(field, make(bounds.max)));
    const short = onlyIssue(tokenExchangeProfileCreateSchema, create(field, make(bounds.min - 1)));
    expect(short.message).toBe(tooShort(bounds.min, bounds.min - 1));
    const long = onlyIssue(tokenExchangeProfileCreateSchema, create(field, make(bounds.max + 1)));
    expect(long.message).toBe(tooLong(bounds.max, bounds.max + 1));
  });

  it("takes only custom_authentication as its type", () => {
    const issue = onlyIssue(tokenExchangeProfileCreateSchema, create("type", "custom"));
    expect(issue.path).toEqual(["type"]);
    expect(issue.message).toBe("Type field must be custom_authentication");
  });

  it("refuses a property the operation does not take", () => {
    const issue = onlyIssue(tokenExchangeProfileCreateSchema, { ...valid, id: "tep_x" });
    expect(issue.code).toBe("unrecognized_keys");
  });
});

describe("PATCH body", () => {
  it.each([
    [{ name: "Renamed" }],
    [{ subject_token_type: "urn:acme:renamed" }],
    [{ name: "Renamed", subject_token_type: "urn:acme:renamed" }],
  ])("accepts %j", (body) => {
    expect(tokenExchangeProfilePatchSchema.parse(body)).toEqual(body);
  });

  it("needs at least one field", () => {
    expect(onlyIssue(tokenExchangeProfilePatchSchema, {}).message).toBe(
      "Send at least one of name and subject_token_type",
    );
  });

  it.each(["action_id", "type"])("refuses %s, which is fixed after creation", (field) => {
    const issue = onlyIssue(tokenExchangeProfilePatchSchema, { name: "Renamed", [field]: "x" });
    expect(issue.message).toBe(
      `Unable to update field ${field}: it is fixed after creation; only name and subject_token_type can change`,
    );
  });

  it("refuses any other property, naming it", () => {
    const issue = onlyIssue(tokenExchangeProfilePatchSchema, { name: "Renamed", colour: "red" });
    expect(issue.message).toBe(
      'Unrecognized key: "colour"; only name and subject_token_type can change',
    );
  });

  it("applies the create rules to what it changes", () => {
    expect(onlyIssue(tokenExchangeProfilePatchSchema, { name: "ab" }).message).toBe(
      tooShort(L.name.min, 2),
    );
    expect(
      onlyIssue(tokenExchangeProfilePatchSchema, { subject_token_type: "urn:okta:x" }).path,
    ).toEqual(["subject_token_type"]);
  });
});
