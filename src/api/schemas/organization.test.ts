// Boundary tests for organization.ts: the POST /organizations body (name 1..50 with the
// organization-name character rule and a message naming every offending character and its
// position; display_name 1..255; branding.logo_url https only; metadata ≤ 25 keys, values ≤ 255;
// enabled_connections ≤ 10, connection id shape, no duplicates, only connection_id required;
// token_quota.client_credentials with at least one property and integer per_day/per_hour in
// 1..2147483647; third_party_client_access block|allow; unknown properties rejected) and the
// created organization (id shape and max 50, hex colours, default third_party_client_access).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import {
  ORGANIZATION_NAME_PATTERN,
  organizationCreateSchema,
  organizationName,
  organizationNameProblem,
  organizationSchema,
  suggestOrganizationName,
  THIRD_PARTY_CLIENT_ACCESS,
} from "./organization";
import { accepts, EMOJI, issuesOf, onlyIssue, tooLong } from "./testSupport";

const L = LIMITS.organization;
const create = organizationCreateSchema;

/** The smallest valid body, plus the given properties. */
const body = (extra: Record<string, unknown> = {}) => ({ name: "acme", ...extra });

/** The i-th distinct, valid connection id: "con_" + 16 digits. */
const connection = (i: number) => `con_${String(i).padStart(16, "0")}`;
const connections = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ connection_id: connection(i) }));

const quota = (client_credentials: unknown) => body({ token_quota: { client_credentials } });
const QUOTA_PATH = ["token_quota", "client_credentials"] as const;

describe("create body", () => {
  it("a body with every property is inside", () => {
    const full = {
      name: "acme-corp_2",
      display_name: "Acme Corp",
      branding: { logo_url: "https://cdn.example.com/logo.png" },
      metadata: { region: "eu", tier: "gold" },
      enabled_connections: [
        {
          connection_id: connection(1),
          assign_membership_on_login: true,
          show_as_button: false,
          is_signup_enabled: true,
        },
      ],
      token_quota: { client_credentials: { enforce: true, per_day: 1000, per_hour: 100 } },
      third_party_client_access: "allow",
    };
    expect(create.parse(full)).toEqual(full);
  });

  it("required: name missing is outside", () => {
    const issue = onlyIssue(create, {});
    expect(issue.path).toEqual(["name"]);
    expect(issue.message).toBe("Required");
  });

  it.each([
    ["a misspelt property", { dispaly_name: "x" }, "dispaly_name"],
    ["a response-only property", { id: "org_0123456789abcdef" }, "id"],
  ])("strict: %s is outside, naming it", (_rule, extra, key) => {
    const issue = onlyIssue(create, body(extra));
    expect(issue.path).toEqual([]);
    expect(issue.code).toBe("unrecognized_keys");
    expect(issue.message).toContain(`"${key}"`);
  });

  it.each([
    [
      "branding.colors (response only)",
      { branding: { colors: { primary: "#000000" } } },
      ["branding"],
    ],
    [
      "enabled_connections[].connection (response only)",
      { enabled_connections: [{ connection_id: connection(1), connection: { name: "x" } }] },
      ["enabled_connections", 0],
    ],
    [
      "an unknown client_credentials property",
      { token_quota: { client_credentials: { enforce: true, per_minute: 1 } } },
      [...QUOTA_PATH],
    ],
    [
      "an unknown token_quota property",
      { token_quota: { client_credentials: { enforce: true }, other: {} } },
      ["token_quota"],
    ],
  ])("strict: %s is outside", (_rule, extra, path) => {
    const issue = onlyIssue(create, body(extra));
    expect(issue.path).toEqual(path);
    expect(issue.code).toBe("unrecognized_keys");
  });
});

describe("name: length 1..50", () => {
  const { min, max } = L.name;
  it("min: just inside", () => accepts(create, body({ name: "a".repeat(min) })));
  it("min: just outside is 'Required'", () => {
    const issue = onlyIssue(create, body({ name: "a".repeat(min - 1) }));
    expect(issue.path).toEqual(["name"]);
    expect(issue.message).toBe("Required");
  });
  it("max: just inside", () => accepts(create, body({ name: "a".repeat(max) })));
  it("max: just outside, naming the limit", () => {
    const issue = onlyIssue(create, body({ name: "a".repeat(max + 1) }));
    expect(issue.path).toEqual(["name"]);
    expect(issue.message).toBe(tooLong(max, max + 1));
  });
  it("code points: max + 1 emoji are counted as max + 1 (the length is reported first)", () => {
    const issue = onlyIssue(create, body({ name: EMOJI.repeat(max + 1) }));
    expect(issue.message).toBe(tooLong(max, max + 1));
  });
});

describe("name: format organization-name (lowercase letters, digits, _ and -)", () => {
  it.each([
    ["lowercase letters", "acme"],
    ["may start with a digit", "1acme"],
    ["only digits", "2024"],
    ["underscore and hyphen", "acme_corp-eu"],
    ["may start with _ or -", "-_acme"],
  ])("inside: %s (%s)", (_rule, name) => accepts(create, body({ name })));

  it.each([
    [
      "uppercase first",
      "Acme",
      'Not allowed: uppercase "A" at position 1 (use lowercase). Use lowercase letters, digits, _ and -',
    ],
    [
      "uppercase later",
      "acmE",
      'Not allowed: uppercase "E" at position 4 (use lowercase). Use lowercase letters, digits, _ and -',
    ],
    [
      "every offender at once",
      "Acme Corp!",
      'Not allowed: uppercase "A" at position 1 and "C" at position 6 (use lowercase); space at position 5 and "!" at position 10. Use lowercase letters, digits, _ and -',
    ],
    [
      "a space",
      "acme corp",
      "Not allowed: space at position 5. Use lowercase letters, digits, _ and -",
    ],
    ["a dot", "acme.io", 'Not allowed: "." at position 5. Use lowercase letters, digits, _ and -'],
    [
      "an accented letter",
      "café",
      'Not allowed: "é" at position 4. Use lowercase letters, digits, _ and -',
    ],
    [
      "an emoji",
      `acme${EMOJI}`,
      `Not allowed: "${EMOJI}" at position 5. Use lowercase letters, digits, _ and -`,
    ],
    [
      "many offenders, the first six named",
      "a.b.c.d.e.f.g.h",
      'Not allowed: "." at position 2, "." at position 4, "." at position 6, "." at position 8, "." at position 10 and "." at position 12; and 1 more. Use lowercase letters, digits, _ and -',
    ],
  ])("outside: %s (%j)", (_rule, name, message) => {
    const issue = onlyIssue(create, body({ name }));
    expect(issue.path).toEqual(["name"]);
    expect(issue.message).toBe(message);
  });

  it("organizationNameProblem agrees with ORGANIZATION_NAME_PATTERN on any non-empty string", () => {
    const alphabet = fc.constantFrom("a", "z", "0", "_", "-", "A", " ", ".", "é", EMOJI);
    fc.assert(
      fc.property(fc.array(alphabet, { minLength: 1, maxLength: 12 }), (chars) => {
        const value = chars.join("");
        expect(organizationNameProblem(value) === undefined).toBe(
          ORGANIZATION_NAME_PATTERN.test(value),
        );
      }),
    );
  });
});

describe("suggestOrganizationName", () => {
  it.each([
    ["Acme Corp!", "acme-corp"],
    ["  Café Zürich  ", "cafe-zurich"],
    ["acme_eu", "acme_eu"],
    ["ACME / EU (2024)", "acme-eu-2024"],
  ])("%j becomes %j", (text, name) => expect(suggestOrganizationName(text)).toBe(name));

  it("offers nothing when no letter or digit is left", () => {
    expect(suggestOrganizationName("!!! ???")).toBeUndefined();
    expect(suggestOrganizationName("")).toBeUndefined();
  });

  it("always offers a name the rule accepts, within its length", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const name = suggestOrganizationName(text);
        if (name !== undefined) expect(organizationName.safeParse(name).success).toBe(true);
      }),
    );
  });
});

describe("display_name: length 1..255", () => {
  const { min, max } = L.displayName;
  const at = (display_name: string) => body({ display_name });
  it("min: just inside", () => accepts(create, at("a".repeat(min))));
  it("min: just outside is 'Required'", () => {
    const issue = onlyIssue(create, at("a".repeat(min - 1)));
    expect(issue.path).toEqual(["display_name"]);
    expect(issue.message).toBe("Required");
  });
  it("max: just inside", () => accepts(create, at("a".repeat(max))));
  it("max: just outside, naming the limit", () => {
    const issue = onlyIssue(create, at("a".repeat(max + 1)));
    expect(issue.path).toEqual(["display_name"]);
    expect(issue.message).toBe(tooLong(max, max + 1));
  });
  it("code points: max emoji inside, max + 1 emoji outside", () => {
    accepts(create, at(EMOJI.repeat(max)));
    const issue = onlyIssue(create, at(EMOJI.repeat(max + 1)));
    expect(issue.path).toEqual(["display_name"]);
    expect(issue.message).toBe(tooLong(max, max + 1));
  });
});

describe("branding.logo_url: https only", () => {
  const at = (logo_url: string) => body({ branding: { logo_url } });
  it.each([
    "https://cdn.example.com/logo.png",
    "https://example.com:8443/a/b.svg?v=2#x",
    "HTTPS://EXAMPLE.COM/LOGO.PNG",
  ])("inside: %s", (url) => accepts(create, at(url)));
  it("optional: branding without logo_url is inside", () =>
    accepts(create, body({ branding: {} })));
  it.each([
    ["http", "http://cdn.example.com/logo.png"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:image/png;base64,iVBORw0KGgo="],
    ["ftp", "ftp://example.com/logo.png"],
    ["protocol-relative", "//cdn.example.com/logo.png"],
    ["not a URL", "logo.png"],
    ["https without host", "https://"],
  ])("outside: %s", (_rule, url) => {
    const issue = onlyIssue(create, at(url));
    expect(issue.path).toEqual(["branding", "logo_url"]);
    expect(issue.message).toBe("Must be an https URL, such as https://example.com/logo.png");
  });
});

describe("metadata: at most 25 properties, string values at most 255", () => {
  const entries = (n: number) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`key${i}`, "v"]));
  const { max: maxEntries } = L.metadataEntries;
  const { max } = L.metadataValue;

  it("count: 25 keys are inside", () => accepts(create, body({ metadata: entries(maxEntries) })));
  it("count: 26 keys are outside, naming the limit", () => {
    const issue = onlyIssue(create, body({ metadata: entries(maxEntries + 1) }));
    expect(issue.path).toEqual(["metadata"]);
    expect(issue.message).toBe(`At most ${maxEntries} metadata entries`);
  });
  it("count: the empty object is inside", () => accepts(create, body({ metadata: {} })));

  it("value: 255 characters inside", () =>
    accepts(create, body({ metadata: { k: "v".repeat(max) } })));
  it("value: 256 characters outside, at the key's path, naming the limit", () => {
    const issue = onlyIssue(create, body({ metadata: { k: "v".repeat(max + 1) } }));
    expect(issue.path).toEqual(["metadata", "k"]);
    expect(issue.message).toBe(tooLong(max, max + 1));
  });
  it("value: code points, 255 emoji inside, 256 outside", () => {
    accepts(create, body({ metadata: { k: EMOJI.repeat(max) } }));
    expect(onlyIssue(create, body({ metadata: { k: EMOJI.repeat(max + 1) } })).message).toBe(
      tooLong(max, max + 1),
    );
  });
  it("value: the empty string is inside (no minimum)", () =>
    accepts(create, body({ metadata: { k: "" } })));
  it.each([
    ["a number", 1],
    ["a boolean", true],
    ["null", null],
    ["an object", { nested: "x" }],
  ])("value: %s is outside (string values only)", (_rule, value) => {
    const issue = onlyIssue(create, body({ metadata: { k: value } }));
    expect(issue.path).toEqual(["metadata", "k"]);
    expect(issue.message).toBe("Must be text");
  });
});

describe("enabled_connections", () => {
  const { max } = L.enabledConnections;
  it("count: 10 are inside", () =>
    accepts(create, body({ enabled_connections: connections(max) })));
  it("count: 11 are outside, naming the limit", () => {
    const issue = onlyIssue(create, body({ enabled_connections: connections(max + 1) }));
    expect(issue.path).toEqual(["enabled_connections"]);
    expect(issue.message).toBe(`At most ${max} enabled connections`);
  });
  it("count: the empty list is inside", () => accepts(create, body({ enabled_connections: [] })));

  it("unique: a duplicate is outside, at the path of the duplicate (not the first)", () => {
    const list = [...connections(3), { connection_id: connection(1), show_as_button: true }];
    const issue = onlyIssue(create, body({ enabled_connections: list }));
    expect(issue.path).toEqual(["enabled_connections", 3, "connection_id"]);
    expect(issue.message).toBe("This connection is already in the list");
  });
  it("unique: every repeat is reported", () => {
    const id = { connection_id: connection(7) };
    const issues = issuesOf(create, body({ enabled_connections: [id, id, id] }));
    expect(issues.map((issue) => issue.path)).toEqual([
      ["enabled_connections", 1, "connection_id"],
      ["enabled_connections", 2, "connection_id"],
    ]);
  });

  it("required: only connection_id is required per item", () => {
    accepts(create, body({ enabled_connections: [{ connection_id: connection(0) }] }));
    const issue = onlyIssue(create, body({ enabled_connections: [{ show_as_button: true }] }));
    expect(issue.path).toEqual(["enabled_connections", 0, "connection_id"]);
  });
  it("connection_id: con_ + 16 inside, con_ + 15 outside", () => {
    const issue = onlyIssue(
      create,
      body({ enabled_connections: [{ connection_id: connection(0).slice(0, -1) }] }),
    );
    expect(issue.path).toEqual(["enabled_connections", 0, "connection_id"]);
    expect(issue.message).toBe('Must be "con_" followed by 16 letters or digits');
  });
  it.each(["assign_membership_on_login", "show_as_button", "is_signup_enabled"])(
    'type: %s is a boolean (true inside, "true" outside)',
    (flag) => {
      accepts(
        create,
        body({ enabled_connections: [{ connection_id: connection(0), [flag]: true }] }),
      );
      const issue = onlyIssue(
        create,
        body({ enabled_connections: [{ connection_id: connection(0), [flag]: "true" }] }),
      );
      expect(issue.path).toEqual(["enabled_connections", 0, flag]);
      expect(issue.message).toMatch(/expected boolean/);
    },
  );
});

describe("token_quota.client_credentials", () => {
  it("required: token_quota without client_credentials is outside", () => {
    const issue = onlyIssue(create, body({ token_quota: {} }));
    expect(issue.path).toEqual([...QUOTA_PATH]);
    expect(issue.code).toBe("invalid_type");
  });

  it.each([
    ["enforce alone", { enforce: false }],
    ["per_day alone", { per_day: 10 }],
    ["per_hour alone", { per_hour: 1 }],
  ])("at least one property: %s is inside", (_rule, value) => accepts(create, quota(value)));
  it("at least one property: the empty object is outside", () => {
    const issue = onlyIssue(create, quota({}));
    expect(issue.path).toEqual([...QUOTA_PATH]);
    expect(issue.message).toBe("Set per day, per hour or enforce: a quota needs at least one");
  });

  // A form that clears its fields produces { per_day: undefined }, which JSON drops to {}.
  it("at least one property: only undefined values are outside", () => {
    const issue = onlyIssue(create, quota({ enforce: undefined, per_day: undefined }));
    expect(issue.path).toEqual([...QUOTA_PATH]);
  });

  it("enforce: a boolean is inside, a string is outside", () => {
    accepts(create, quota({ enforce: true }));
    const issue = onlyIssue(create, quota({ enforce: "yes" }));
    expect(issue.path).toEqual([...QUOTA_PATH, "enforce"]);
  });

  describe.each(["per_day", "per_hour"])("%s: integer 1..2147483647", (field) => {
    const { min, max } = L.quota;
    it.each([
      ["min", min],
      ["max", max],
    ])("%s is inside", (_rule, n) => {
      expect(create.parse(quota({ [field]: n }))).toEqual(quota({ [field]: n }));
    });
    it.each([
      ["min - 1", min - 1, `Must be at least ${min}`],
      ["negative", -1, `Must be at least ${min}`],
      ["max + 1", max + 1, `Must be at most ${max}`],
      ["a fraction just above min", min + 0.5, "Must be a whole number"],
      ["a fraction just below max", max - 0.5, "Must be a whole number"],
      ["a numeric string", String(min), "Must be a whole number"],
      ["NaN", Number.NaN, "Must be a whole number"],
      ["Infinity", Number.POSITIVE_INFINITY, "Must be a whole number"],
    ])("%s is outside, naming the rule", (_rule, n, message) => {
      const issue = onlyIssue(create, quota({ [field]: n }));
      expect(issue.path).toEqual([...QUOTA_PATH, field]);
      expect(issue.message).toBe(message);
    });
  });
});

describe("third_party_client_access: block | allow", () => {
  it("the allowed values are exactly the contract's", () => {
    expect([...THIRD_PARTY_CLIENT_ACCESS]).toEqual(["block", "allow"]);
  });
  it.each(THIRD_PARTY_CLIENT_ACCESS)("inside: %s", (value) =>
    accepts(create, body({ third_party_client_access: value })),
  );
  it.each(["deny", "Block", ""])("outside: %j, naming the allowed values", (value) => {
    const issue = onlyIssue(create, body({ third_party_client_access: value }));
    expect(issue.path).toEqual(["third_party_client_access"]);
    expect(issue.message).toContain('"block"|"allow"');
  });
  it("no default in the request: absent stays absent (the service applies block)", () => {
    expect(create.parse(body())).toEqual(body());
  });
});

describe("response: the created organization", () => {
  const created = { id: "org_0123456789abcdEF", name: "acme" };

  it("default: third_party_client_access is block when absent", () => {
    expect(organizationSchema.parse(created)).toEqual({
      ...created,
      third_party_client_access: "block",
    });
  });
  it("default: an explicit allow is kept", () => {
    expect(organizationSchema.parse({ ...created, third_party_client_access: "allow" })).toEqual({
      ...created,
      third_party_client_access: "allow",
    });
  });
  it("enum: an unknown third_party_client_access is outside", () => {
    const issue = onlyIssue(organizationSchema, { ...created, third_party_client_access: "deny" });
    expect(issue.path).toEqual(["third_party_client_access"]);
  });

  it("id: org_ + 16 inside, org_ + 17 outside", () => {
    accepts(organizationSchema, created);
    const issue = onlyIssue(organizationSchema, { ...created, id: `${created.id}x` });
    expect(issue.path).toEqual(["id"]);
    expect(issue.message).toBe('Must be "org_" followed by 16 letters or digits');
  });
  it("id: max 50, 51 characters are outside at path id", () => {
    // The org_ + 16 shape (20 characters) is stricter than the contract's max 50, so no id of
    // 21..50 characters is inside and the "too long" check can only add a second issue.
    const id = `org_${"a".repeat(L.id.max + 1 - 4)}`;
    const issues = issuesOf(organizationSchema, { ...created, id });
    expect(issues.map((issue) => issue.path)).toEqual([["id"], ["id"]]);
    expect(issues.map((issue) => issue.message)).toContain(
      'Must be "org_" followed by 16 letters or digits',
    );
  });

  it.each(["id", "name"])("required: %s", (field) => {
    const { [field as keyof typeof created]: _omitted, ...rest } = created;
    const issue = onlyIssue(organizationSchema, rest);
    expect(issue.path).toEqual([field]);
  });

  it("loose top level: unknown properties are dropped, not rejected", () => {
    expect(organizationSchema.parse({ ...created, created_at: "x" })).toEqual({
      ...created,
      third_party_client_access: "block",
    });
  });

  it.each(["#e3e2ff", "#E3E2FF", "#fff"])("branding.colors: %s is inside", (colour) => {
    accepts(organizationSchema, {
      ...created,
      branding: { colors: { primary: colour, page_background: colour } },
    });
  });
  it.each(["e3e2ff", "#e3e2f", "#e3e2ffa", "#ggg", "red"])(
    "branding.colors: %j is outside",
    (colour) => {
      const issue = onlyIssue(organizationSchema, {
        ...created,
        branding: { colors: { page_background: colour } },
      });
      expect(issue.path).toEqual(["branding", "colors", "page_background"]);
      expect(issue.message).toBe("Must be a hex colour");
    },
  );

  it("response enabled_connections items may carry connection { name, strategy }", () => {
    accepts(organizationSchema, {
      ...created,
      enabled_connections: [
        { connection_id: connection(0), connection: { name: "db", strategy: "ad" } },
      ],
    });
  });

  it("response token_quota numbers keep the 1..2147483647 integer rule", () => {
    accepts(organizationSchema, {
      ...created,
      token_quota: { client_credentials: { per_day: L.quota.max } },
    });
    const issue = onlyIssue(organizationSchema, {
      ...created,
      token_quota: { client_credentials: { per_day: L.quota.max + 1 } },
    });
    expect(issue.path).toEqual(["token_quota", "client_credentials", "per_day"]);
    expect(issue.message).toBe(`Must be at most ${L.quota.max}`);
  });

  // A 201 rejected for an extra property would look failed, and a retry would hit 409.
  it("loose response: an unknown property in an enabled_connections item is tolerated", () => {
    accepts(organizationSchema, {
      ...created,
      enabled_connections: [{ connection_id: connection(0), is_enabled: true }],
    });
  });
});
