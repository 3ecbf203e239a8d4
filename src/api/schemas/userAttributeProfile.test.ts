// Boundary tests for userAttributeProfile.ts: the PATCH body and the response. Covers the profile
// name (1..128), user_id (oidc_mapping only "sub", SAML/SCIM name bounds, strategy_overrides keyed
// by the eight strategies with oidc_mapping sub|oid|email), user_attributes (1..64 entries, names
// 1..50 code points, every value bound from service-facts.md, the four required members, closed
// attribute objects, strategy keys limited to the eight) and the response's id shape and
// required fields (a response's unknown attribute members are dropped, never a failure).
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { accepts, EMOJI, onlyIssue, tooLong, tooShort } from "./testSupport";
import {
  NATIVE_MAPPING,
  OVERRIDE_OIDC_MAPPINGS,
  REQUIRED_ATTRIBUTE_MEMBERS,
  STRATEGIES,
  USER_ID_OIDC_MAPPINGS,
  userAttributeProfilePatchSchema,
  userAttributeProfileSchema,
} from "./userAttributeProfile";

const L = LIMITS.userAttributeProfile;
const patch = userAttributeProfilePatchSchema;

/** The four required members, nothing else. */
const COMPLETE = {
  description: "Work e-mail",
  label: "E-mail",
  profile_required: true,
  [NATIVE_MAPPING]: "mail",
};

/** A PATCH body holding one attribute, "email": COMPLETE with `value` over it (or `value` raw). */
const attr = (value: unknown) => ({
  user_attributes: {
    email:
      typeof value === "object" && value !== null && !Array.isArray(value)
        ? { ...COMPLETE, ...value }
        : value,
  },
});
const AT = ["user_attributes", "email"] as const;

/** n distinct attribute names → a complete attribute each. */
const attributes = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`attr${i}`, COMPLETE]));

type LengthRule = {
  rule: string;
  bounds: { readonly min: number; readonly max: number };
  body: (value: string) => unknown;
  path: readonly PropertyKey[];
};

const LENGTH_RULES: LengthRule[] = [
  { rule: "name", bounds: L.name, body: (v) => ({ name: v }), path: ["name"] },
  {
    rule: "user_id.saml_mapping item",
    bounds: L.samlName,
    body: (v) => ({ user_id: { saml_mapping: [v] } }),
    path: ["user_id", "saml_mapping", 0],
  },
  {
    rule: "user_id.scim_mapping",
    bounds: L.scimMapping,
    body: (v) => ({ user_id: { scim_mapping: v } }),
    path: ["user_id", "scim_mapping"],
  },
  {
    rule: "user_id.strategy_overrides.<s>.saml_mapping item",
    bounds: L.samlName,
    body: (v) => ({ user_id: { strategy_overrides: { samlp: { saml_mapping: [v] } } } }),
    path: ["user_id", "strategy_overrides", "samlp", "saml_mapping", 0],
  },
  {
    rule: "user_id.strategy_overrides.<s>.scim_mapping",
    bounds: L.scimMapping,
    body: (v) => ({ user_id: { strategy_overrides: { oidc: { scim_mapping: v } } } }),
    path: ["user_id", "strategy_overrides", "oidc", "scim_mapping"],
  },
  {
    rule: "attribute description",
    bounds: L.description,
    body: (v) => attr({ description: v }),
    path: [...AT, "description"],
  },
  {
    rule: "attribute label",
    bounds: L.label,
    body: (v) => attr({ label: v }),
    path: [...AT, "label"],
  },
  {
    rule: "attribute native mapping",
    bounds: L.nativeMapping,
    body: (v) => attr({ native_mapping: v }),
    path: [...AT, "native_mapping"],
  },
  {
    rule: "attribute oidc_mapping.mapping",
    bounds: L.oidcMapping,
    body: (v) => attr({ oidc_mapping: { mapping: v } }),
    path: [...AT, "oidc_mapping", "mapping"],
  },
  {
    rule: "attribute oidc_mapping.display_name",
    bounds: L.oidcDisplayName,
    body: (v) => attr({ oidc_mapping: { mapping: "email", display_name: v } }),
    path: [...AT, "oidc_mapping", "display_name"],
  },
  {
    rule: "attribute saml_mapping item",
    bounds: L.samlName,
    body: (v) => attr({ saml_mapping: [v] }),
    path: [...AT, "saml_mapping", 0],
  },
  {
    rule: "attribute scim_mapping",
    bounds: L.scimMapping,
    body: (v) => attr({ scim_mapping: v }),
    path: [...AT, "scim_mapping"],
  },
  {
    rule: "attribute strategy_overrides.<s>.oidc_mapping.mapping",
    bounds: L.oidcMapping,
    body: (v) => attr({ strategy_overrides: { waad: { oidc_mapping: { mapping: v } } } }),
    path: [...AT, "strategy_overrides", "waad", "oidc_mapping", "mapping"],
  },
  {
    rule: "attribute strategy_overrides.<s>.saml_mapping item",
    bounds: L.samlName,
    body: (v) => attr({ strategy_overrides: { adfs: { saml_mapping: [v] } } }),
    path: [...AT, "strategy_overrides", "adfs", "saml_mapping", 0],
  },
  {
    rule: "attribute strategy_overrides.<s>.scim_mapping",
    bounds: L.scimMapping,
    body: (v) => attr({ strategy_overrides: { ad: { scim_mapping: v } } }),
    path: [...AT, "strategy_overrides", "ad", "scim_mapping"],
  },
];

describe("PATCH body", () => {
  it("optional: the empty body is inside", () => {
    expect(patch.parse({})).toEqual({});
  });

  it("user_id {} (reset to the service's defaults) is inside", () => {
    expect(patch.parse({ user_id: {} })).toEqual({ user_id: {} });
  });

  it("strict: an unknown top-level property is outside (console choice: the form cannot send one)", () => {
    const issue = onlyIssue(patch, { name: "n", id: "uap_0123456789012345678901" });
    expect(issue.path).toEqual([]);
    expect(issue.message).toContain('"id"');
  });

  const rows = LENGTH_RULES.map((row) => ({
    ...row,
    range: `${row.bounds.min}..${row.bounds.max}`,
  }));
  describe.each(rows)("$rule length $range", ({ bounds, body, path }) => {
    const { min, max } = bounds;
    it("min: just inside", () => accepts(patch, body("a".repeat(min))));
    it("min: just outside", () => {
      const issue = onlyIssue(patch, body("a".repeat(min - 1)));
      expect(issue.path).toEqual(path);
      expect(issue.message).toBe(tooShort(min, min - 1));
    });
    it("max: just inside", () => accepts(patch, body("a".repeat(max))));
    it("max: just outside, naming the limit", () => {
      const issue = onlyIssue(patch, body("a".repeat(max + 1)));
      expect(issue.path).toEqual(path);
      expect(issue.message).toBe(tooLong(max, max + 1));
    });
    it("code points: max emoji inside, max + 1 emoji outside", () => {
      accepts(patch, body(EMOJI.repeat(max)));
      const issue = onlyIssue(patch, body(EMOJI.repeat(max + 1)));
      expect(issue.path).toEqual(path);
      expect(issue.message).toBe(tooLong(max, max + 1));
    });
  });
});

describe("user_id", () => {
  it("oidc_mapping: the only value is sub", () => {
    expect(USER_ID_OIDC_MAPPINGS).toEqual(["sub"]);
    accepts(patch, { user_id: { oidc_mapping: "sub" } });
  });
  it.each(["email", "oid", "SUB"])("oidc_mapping: %j is outside", (value) => {
    const issue = onlyIssue(patch, { user_id: { oidc_mapping: value } });
    expect(issue.path).toEqual(["user_id", "oidc_mapping"]);
    expect(issue.message).toContain('"sub"');
  });

  it("saml_mapping: one name is inside, an empty list is outside", () => {
    accepts(patch, { user_id: { saml_mapping: ["nameid"] } });
    const issue = onlyIssue(patch, { user_id: { saml_mapping: [] } });
    expect(issue.path).toEqual(["user_id", "saml_mapping"]);
    expect(issue.message).toBe("Add at least one SAML name");
  });

  it("null is inside (the service accepts it)", () => {
    expect(patch.parse({ user_id: null })).toEqual({ user_id: null });
  });

  it("strategies are exactly the eight of the contract", () => {
    expect([...STRATEGIES]).toEqual([
      "federation-server",
      "ad",
      "adfs",
      "waad",
      "workspace-suite",
      "workforce-idp",
      "oidc",
      "samlp",
    ]);
  });

  it.each(STRATEGIES)("strategy_overrides: key %s is inside", (key) => {
    accepts(patch, { user_id: { strategy_overrides: { [key]: { scim_mapping: "userName" } } } });
  });
  it("strategy_overrides: all eight keys at once are inside", () => {
    const all = Object.fromEntries(STRATEGIES.map((key) => [key, {}]));
    accepts(patch, { user_id: { strategy_overrides: all } });
  });
  it.each(["saml", "AD", "oauth2", "federation_server"])(
    "strategy_overrides: key %j is outside, naming it",
    (key) => {
      const issue = onlyIssue(patch, { user_id: { strategy_overrides: { [key]: {} } } });
      expect(issue.path).toEqual(["user_id", "strategy_overrides"]);
      expect(issue.message).toContain(`"${key}"`);
    },
  );

  it.each(OVERRIDE_OIDC_MAPPINGS)("strategy_overrides.<s>.oidc_mapping: %s is inside", (value) => {
    accepts(patch, { user_id: { strategy_overrides: { oidc: { oidc_mapping: value } } } });
  });
  it("strategy_overrides.<s>.oidc_mapping: the values are exactly sub, oid, email", () => {
    expect([...OVERRIDE_OIDC_MAPPINGS]).toEqual(["sub", "oid", "email"]);
  });
  it.each(["upn", "preferred_username", ""])(
    "strategy_overrides.<s>.oidc_mapping: %j is outside",
    (value) => {
      const issue = onlyIssue(patch, {
        user_id: { strategy_overrides: { oidc: { oidc_mapping: value } } },
      });
      expect(issue.path).toEqual(["user_id", "strategy_overrides", "oidc", "oidc_mapping"]);
      expect(issue.message).toContain('"sub"|"oid"|"email"');
    },
  );

  it("strict: an unknown property in user_id is outside", () => {
    const issue = onlyIssue(patch, { user_id: { email_mapping: "x" } });
    expect(issue.path).toEqual(["user_id"]);
    expect(issue.message).toContain('"email_mapping"');
  });
  it("strict: an unknown property in an override is outside", () => {
    const issue = onlyIssue(patch, { user_id: { strategy_overrides: { ad: { upn: "x" } } } });
    expect(issue.path).toEqual(["user_id", "strategy_overrides", "ad"]);
    expect(issue.message).toContain('"upn"');
  });
});

describe("user_attributes", () => {
  describe("count 1..64", () => {
    const { min, max } = L.attributes;
    it("min: one attribute is inside", () => accepts(patch, { user_attributes: attributes(min) }));
    it("min: no attribute is outside", () => {
      const issue = onlyIssue(patch, { user_attributes: attributes(min - 1) });
      expect(issue.path).toEqual(["user_attributes"]);
      expect(issue.message).toBe(`Must have ${min} to ${max} attributes (it has ${min - 1})`);
    });
    it("max: 64 attributes are inside", () => accepts(patch, { user_attributes: attributes(max) }));
    it("max: 65 attributes are outside", () => {
      const issue = onlyIssue(patch, { user_attributes: attributes(max + 1) });
      expect(issue.path).toEqual(["user_attributes"]);
      expect(issue.message).toBe(`Must have ${min} to ${max} attributes (it has ${max + 1})`);
    });
  });

  describe("attribute names 1..50", () => {
    const { min, max } = L.attributeName;
    const named = (name: string) => ({ user_attributes: { [name]: COMPLETE } });

    it.each([
      ["min", "a".repeat(min)],
      ["max", "a".repeat(max)],
      ["max emoji (code points)", EMOJI.repeat(max)],
    ])("%s is inside", (_rule, name) => accepts(patch, named(name)));

    it.each([
      ["min - 1", "a".repeat(min - 1)],
      ["max + 1", "a".repeat(max + 1)],
      ["max + 1 emoji (code points)", EMOJI.repeat(max + 1)],
    ])("%s is outside, at the attribute's path", (_rule, name) => {
      const issue = onlyIssue(patch, named(name));
      expect(issue.path).toEqual(["user_attributes", name]);
    });

    it.each([
      ["min - 1", "a".repeat(min - 1), "Required"],
      ["max + 1", "a".repeat(max + 1), tooLong(max, max + 1)],
    ])("%s: the message names the limit", (_rule, name, message) => {
      const issue = onlyIssue(patch, named(name));
      expect(issue.message).toBe(`Attribute name: ${message}`);
    });
  });

  it.each([
    ["a string", "email"],
    ["null", null],
    ["an array", []],
  ])("each value must be an object: %s is outside", (_rule, value) => {
    const issue = onlyIssue(patch, attr(value));
    expect(issue.path).toEqual([...AT]);
    expect(issue.code).toBe("invalid_type");
  });

  it("a complete attribute with every known property is inside", () => {
    const value = {
      description: "Work e-mail",
      label: "E-mail",
      profile_required: true,
      [NATIVE_MAPPING]: "email",
      oidc_mapping: { mapping: "email", display_name: "E-mail" },
      saml_mapping: ["http://schemas.example.com/claims/emailaddress"],
      scim_mapping: "emails[primary eq true].value",
      strategy_overrides: {
        waad: { oidc_mapping: { mapping: "upn" }, saml_mapping: ["mail"], scim_mapping: "mail" },
      },
    };
    expect(patch.parse(attr(value))).toEqual(attr(value));
  });

  it("profile_required: a boolean is inside, a string is outside", () => {
    accepts(patch, attr({ profile_required: false }));
    const issue = onlyIssue(patch, attr({ profile_required: "true" }));
    expect(issue.path).toEqual([...AT, "profile_required"]);
    expect(issue.message).toBe("Must be true or false");
  });

  it.each(REQUIRED_ATTRIBUTE_MEMBERS)("%s is required, named at its path", (member) => {
    const { [member]: _left, ...partial } = COMPLETE;
    const issue = onlyIssue(patch, { user_attributes: { email: partial } });
    expect(issue.path).toEqual([...AT, member]);
    expect(issue.message).toBe("Required");
  });

  it("oidc_mapping.mapping is required", () => {
    const issue = onlyIssue(patch, attr({ oidc_mapping: { display_name: "E-mail" } }));
    expect(issue.path).toEqual([...AT, "oidc_mapping", "mapping"]);
    expect(issue.code).toBe("invalid_type");
  });

  it.each([
    ["saml_mapping", (list: string[]) => ({ saml_mapping: list }), [...AT, "saml_mapping"]],
    [
      "strategy_overrides.<s>.saml_mapping",
      (list: string[]) => ({ strategy_overrides: { samlp: { saml_mapping: list } } }),
      [...AT, "strategy_overrides", "samlp", "saml_mapping"],
    ],
  ])("%s: at least one name (1 inside, 0 outside)", (_rule, value, path) => {
    accepts(patch, attr(value(["mail"])));
    const issue = onlyIssue(patch, attr(value([])));
    expect(issue.path).toEqual(path);
    expect(issue.message).toBe("Add at least one SAML name");
  });

  it.each(STRATEGIES)("strategy_overrides: key %s is inside", (key) => {
    accepts(patch, attr({ strategy_overrides: { [key]: { scim_mapping: "mail" } } }));
  });
  it.each(["saml", "Oidc", "ldap"])("strategy_overrides: key %j is outside, naming it", (key) => {
    const issue = onlyIssue(patch, attr({ strategy_overrides: { [key]: {} } }));
    expect(issue.path).toEqual([...AT, "strategy_overrides"]);
    expect(issue.message).toContain(`"${key}"`);
  });

  describe("closed objects: a member outside the list is outside, at its object", () => {
    it.each([
      ["in the attribute", { future_flag: true }, [...AT]],
      [
        "in oidc_mapping",
        { oidc_mapping: { mapping: "email", claim_type: "s" } },
        [...AT, "oidc_mapping"],
      ],
      [
        "in a strategy override",
        { strategy_overrides: { oidc: { scim_mapping: "x", extra: 1 } } },
        [...AT, "strategy_overrides", "oidc"],
      ],
      [
        "in a strategy override's oidc_mapping",
        { strategy_overrides: { oidc: { oidc_mapping: { mapping: "email", extra: "y" } } } },
        [...AT, "strategy_overrides", "oidc", "oidc_mapping"],
      ],
    ])("%s", (_where, value, path) => {
      const issue = onlyIssue(patch, attr(value));
      expect(issue.path).toEqual(path);
      expect(issue.code).toBe("unrecognized_keys");
    });
  });
});

describe("response: the whole profile", () => {
  const profile = {
    id: "uap_0123456789abcdefABCDEF",
    name: "Workforce",
    user_id: { oidc_mapping: "sub", saml_mapping: ["nameid"], scim_mapping: "userName" },
    user_attributes: { email: COMPLETE },
  };

  it("a complete profile is inside, attributes untouched", () => {
    expect(userAttributeProfileSchema.parse(profile)).toEqual(profile);
  });

  it("an attribute member the contract does not list is dropped, not a failure", () => {
    const extra = { ...COMPLETE, unknown_flag: 1, oidc_mapping: { mapping: "m", extra: 2 } };
    const parsed = userAttributeProfileSchema.parse({
      ...profile,
      user_attributes: { email: extra },
    });
    expect(parsed.user_attributes.email).toEqual({ ...COMPLETE, oidc_mapping: { mapping: "m" } });
  });

  it("id: uap_ + 22 inside, uap_ + 21 outside", () => {
    accepts(userAttributeProfileSchema, profile);
    const issue = onlyIssue(userAttributeProfileSchema, {
      ...profile,
      id: profile.id.slice(0, -1),
    });
    expect(issue.path).toEqual(["id"]);
    expect(issue.message).toBe('Must be "uap_" followed by 22 letters or digits');
  });

  it.each(["id", "name", "user_id", "user_attributes"])("required: %s", (field) => {
    const { [field as keyof typeof profile]: _omitted, ...rest } = profile;
    const issue = onlyIssue(userAttributeProfileSchema, rest);
    expect(issue.path).toEqual([field]);
    expect(issue.code).toBe("invalid_type");
  });

  it("overrides in responses carry oidc_mapping", () => {
    accepts(userAttributeProfileSchema, {
      ...profile,
      user_id: {
        strategy_overrides: { ad: { oidc_mapping: "oid", saml_mapping: [], scim_mapping: "x" } },
      },
    });
  });

  // The contract never says \"no additional properties\" for this response.
  it("loose response: an unknown property in user_id does not fail a successful update", () => {
    accepts(userAttributeProfileSchema, {
      ...profile,
      user_id: {
        ...profile.user_id,
        strategy_overrides: { ad: { oidc_mapping: "oid", upn: "x" } },
      },
    });
  });
});
