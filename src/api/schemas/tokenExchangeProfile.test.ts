// Boundary tests for tokenExchangeProfile.ts: every field rule of a token exchange profile
// (id shape, name 3..50, subject_token_type URL 8..100, action_id 1..36, type enum, ISO date-times,
// all fields required, extra properties kept), the list response (no extra properties, `next`
// optional, profiles required), the list query (take 1..100 integer, from non-empty, no unknown
// parameters) and `nextCursor` (no next page when `next` is absent or "").
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { accepts, EMOJI, onlyIssue, tooLong, tooShort } from "./testSupport";
import {
  nextCursor,
  TOKEN_EXCHANGE_PROFILE_TYPES,
  tokenExchangeProfileListQuerySchema,
  tokenExchangeProfileListSchema,
  tokenExchangeProfileSchema,
} from "./tokenExchangeProfile";

const L = LIMITS.tokenExchangeProfile;

const validProfile = {
  id: "tep_0123456789abcdEF",
  name: "Legacy token exchange",
  subject_token_type: "urn:acme:legacy-token",
  action_id: "3f1b8c1e-5c1d-4b7e-9a63-1f0c9e4d2a77",
  type: "custom_authentication",
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-02T10:20:30+02:00",
} as const;

const withField = (field: string, value: unknown) => ({ ...validProfile, [field]: value });

describe("token exchange profile", () => {
  it("a complete profile is inside", () => {
    expect(tokenExchangeProfileSchema.parse(validProfile)).toEqual(validProfile);
  });

  // Length rules in code points. `make(n, unit)` builds a value of n code points of `unit`
  // that satisfies the field's other rules.
  const URN = "urn:x:";
  const LENGTHS = [
    { field: "name", bounds: L.name, make: (n: number, unit: string) => unit.repeat(n) },
    {
      field: "subject_token_type",
      bounds: L.subjectTokenType,
      make: (n: number, unit: string) => URN + unit.repeat(n - URN.length),
    },
    { field: "action_id", bounds: L.actionId, make: (n: number, unit: string) => unit.repeat(n) },
  ];

  const rows = LENGTHS.map((row) => ({ ...row, range: `${row.bounds.min}..${row.bounds.max}` }));
  describe.each(rows)("$field length $range", ({ field, bounds, make }) => {
    const { min, max } = bounds;
    it("min: just inside", () =>
      accepts(tokenExchangeProfileSchema, withField(field, make(min, "a"))));
    it("min: just outside, naming the limit", () => {
      const issue = onlyIssue(tokenExchangeProfileSchema, withField(field, make(min - 1, "a")));
      expect(issue.path).toEqual([field]);
      expect(issue.message).toBe(tooShort(min, min - 1));
    });
    it("max: just inside", () =>
      accepts(tokenExchangeProfileSchema, withField(field, make(max, "a"))));
    it("max: just outside, naming the limit", () => {
      const issue = onlyIssue(tokenExchangeProfileSchema, withField(field, make(max + 1, "a")));
      expect(issue.path).toEqual([field]);
      expect(issue.message).toBe(tooLong(max, max + 1));
    });
    it("code points: max emoji inside, max + 1 emoji outside", () => {
      accepts(tokenExchangeProfileSchema, withField(field, make(max, EMOJI)));
      const issue = onlyIssue(tokenExchangeProfileSchema, withField(field, make(max + 1, EMOJI)));
      expect(issue.path).toEqual([field]);
      expect(issue.message).toBe(tooLong(max, max + 1));
    });
  });

  describe("subject_token_type format url", () => {
    it.each(["urn:ietf:params:oauth:token-type:jwt", "https://example.com/token-type"])(
      "inside: %s",
      (value) => accepts(tokenExchangeProfileSchema, withField("subject_token_type", value)),
    );
    it.each(["not a url", "legacy-token-type"])("outside: %s", (value) => {
      const issue = onlyIssue(tokenExchangeProfileSchema, withField("subject_token_type", value));
      expect(issue.path).toEqual(["subject_token_type"]);
      expect(issue.message).toBe("Must be a URL");
    });
  });

  describe("id format token-exchange-profile-id", () => {
    it("inside: tep_ + 16 letters/digits", () =>
      accepts(tokenExchangeProfileSchema, withField("id", "tep_ABCDEFGHabcdefgh")));
    it("outside: tep_ + 17", () => {
      const issue = onlyIssue(tokenExchangeProfileSchema, withField("id", "tep_ABCDEFGHabcdefgh1"));
      expect(issue.path).toEqual(["id"]);
      expect(issue.message).toBe('Must be "tep_" followed by 16 letters or digits');
    });
  });

  describe("type enum (length 1..21)", () => {
    it.each(TOKEN_EXCHANGE_PROFILE_TYPES)("inside: %s", (type) => {
      expect(type.length).toBeGreaterThanOrEqual(L.type.min);
      expect(type.length).toBeLessThanOrEqual(L.type.max);
      accepts(tokenExchangeProfileSchema, withField("type", type));
    });
    it("the allowed values are exactly the contract's", () => {
      expect(TOKEN_EXCHANGE_PROFILE_TYPES).toEqual(["custom_authentication"]);
    });
    it.each(["custom_authorization", "Custom_Authentication", ""])("outside: %j", (type) => {
      const issue = onlyIssue(tokenExchangeProfileSchema, withField("type", type));
      expect(issue.path).toEqual(["type"]);
      expect(issue.message).toContain('"custom_authentication"');
    });
  });

  describe.each(["created_at", "updated_at"])("%s format date-time", (field) => {
    it.each(["2025-01-01T00:00:00Z", "2025-01-01T00:00:00.123456Z", "2025-01-01T23:59:59-05:30"])(
      "inside: %s",
      (value) => accepts(tokenExchangeProfileSchema, withField(field, value)),
    );
    it.each([
      ["no offset", "2025-01-01T00:00:00"],
      ["date only", "2025-01-01"],
      ["month 13", "2025-13-01T00:00:00Z"],
      ["space instead of T", "2025-01-01 00:00:00Z"],
      ["epoch number", 1735689600],
    ])("outside: %s", (_rule, value) => {
      const issue = onlyIssue(tokenExchangeProfileSchema, withField(field, value));
      expect(issue.path).toEqual([field]);
      expect(issue.message).toMatch(/datetime|expected string/);
    });
  });

  it.each(Object.keys(validProfile))("required: a profile without %s is outside", (field) => {
    const { [field as keyof typeof validProfile]: _omitted, ...rest } = validProfile;
    const issue = onlyIssue(tokenExchangeProfileSchema, rest);
    expect(issue.path).toEqual([field]);
    // Missing enum → invalid_value, missing string → invalid_type; subject_token_type's own error
    // ("Must be a URL") replaces zod's. Each says what is expected.
    expect(issue.message).toMatch(/^Required$|^Invalid input: expected |^Must be a URL$/);
  });

  it("loose: properties beyond those listed are kept", () => {
    const withExtra = { ...validProfile, status: "enabled", metadata: { team: "id" } };
    expect(tokenExchangeProfileSchema.parse(withExtra)).toEqual(withExtra);
  });
});

describe("token exchange profile list response", () => {
  it("inside: profiles and next", () => {
    const page = { next: "opaque-cursor", token_exchange_profiles: [validProfile] };
    expect(tokenExchangeProfileListSchema.parse(page)).toEqual(page);
  });
  it("optional next: a last page without next is inside", () => {
    accepts(tokenExchangeProfileListSchema, { token_exchange_profiles: [] });
  });
  it("strict: an additional property is outside, naming it", () => {
    const issue = onlyIssue(tokenExchangeProfileListSchema, {
      token_exchange_profiles: [],
      total: 3,
    });
    expect(issue.path).toEqual([]);
    expect(issue.code).toBe("unrecognized_keys");
    expect(issue.message).toContain('"total"');
  });
  it("required: token_exchange_profiles missing is outside", () => {
    const issue = onlyIssue(tokenExchangeProfileListSchema, { next: "x" });
    expect(issue.path).toEqual(["token_exchange_profiles"]);
    expect(issue.code).toBe("invalid_type");
  });
  it("type: next must be a string", () => {
    const issue = onlyIssue(tokenExchangeProfileListSchema, {
      next: 5,
      token_exchange_profiles: [],
    });
    expect(issue.path).toEqual(["next"]);
  });
  it("entries are profiles: a bad entry is reported at its index and field", () => {
    const issue = onlyIssue(tokenExchangeProfileListSchema, {
      token_exchange_profiles: [validProfile, withField("name", "ab")],
    });
    expect(issue.path).toEqual(["token_exchange_profiles", 1, "name"]);
    expect(issue.message).toBe(tooShort(L.name.min, 2));
  });
});

describe("nextCursor", () => {
  it.each([
    ["absent next: no more pages", { token_exchange_profiles: [] }, undefined],
    ["empty next: no more pages", { next: "", token_exchange_profiles: [] }, undefined],
    ["non-empty next: the cursor", { next: "abc", token_exchange_profiles: [] }, "abc"],
  ])("%s", (_rule, page, expected) => {
    expect(nextCursor(tokenExchangeProfileListSchema.parse(page))).toBe(expected);
  });
});

describe("list query", () => {
  const { min, max } = LIMITS.take;

  it("optional: the first call sends neither from nor take (the service defaults take)", () => {
    expect(tokenExchangeProfileListQuerySchema.parse({})).toEqual({});
  });
  it.each([
    ["min", min],
    ["max", max],
    ["default", LIMITS.take.default],
  ])("take: %s is inside", (_rule, take) => {
    expect(tokenExchangeProfileListQuerySchema.parse({ take })).toEqual({ take });
  });
  it("take: a query-string value is coerced", () => {
    expect(tokenExchangeProfileListQuerySchema.parse({ take: String(max) })).toEqual({ take: max });
  });
  it.each([
    ["min - 1", min - 1, `take must be at least ${min}`],
    ["max + 1", max + 1, `take must be at most ${max}`],
    ["a fraction", 1.5, "take must be a whole number"],
    ["not a number", "ten", "take must be a whole number"],
  ])("take: %s is outside, naming the rule", (_rule, take, message) => {
    const issue = onlyIssue(tokenExchangeProfileListQuerySchema, { take });
    expect(issue.path).toEqual(["take"]);
    expect(issue.message).toBe(message);
  });
  it("from: a cursor is inside, the empty string is outside", () => {
    accepts(tokenExchangeProfileListQuerySchema, { from: "opaque" });
    const issue = onlyIssue(tokenExchangeProfileListQuerySchema, { from: "" });
    expect(issue.path).toEqual(["from"]);
    expect(issue.message).toBe("from must not be empty");
  });
  it("strict: an unknown query parameter is outside", () => {
    const issue = onlyIssue(tokenExchangeProfileListQuerySchema, { page: 2 });
    expect(issue.code).toBe("unrecognized_keys");
    expect(issue.message).toContain('"page"');
  });
});
