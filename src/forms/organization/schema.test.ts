import { describe, expect, it } from "vitest";
import { LIMITS } from "../../api/schemas/limits";
import { type OrganizationFormValues, organizationFormSchema } from "./schema";
import { CONNECTION_A, connectionIds, connectionRow, formValues, quotaOn } from "./testValues";

const L = LIMITS.organization;

/** Each problem as "path: message", the way the form shows it beside an input. */
function problems(values: OrganizationFormValues): Record<string, string> {
  const result = organizationFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

const rows = (n: number, value = "v") =>
  Array.from({ length: n }, (_, i) => ({ key: `key${i}`, value }));

describe("organization form schema", () => {
  it("accepts a name alone, with everything else left empty", () => {
    expect(problems(formValues())).toEqual({});
  });

  it("reports every problem at once, rules across rows included", () => {
    const values = formValues({
      name: "Acme",
      metadata: [
        { key: "k", value: "" },
        { key: "k", value: "" },
      ],
      ...quotaOn({ per_hour: "0" }),
    });
    expect(Object.keys(problems(values))).toEqual([
      "name",
      "metadata.1.key",
      "token_quota.client_credentials.per_hour",
    ]);
  });

  describe("name", () => {
    it.each([
      ["1 character", "a"],
      [`${L.name.max} characters`, "a".repeat(L.name.max)],
      ["digits first, _ and -", "9to5_team-eu"],
    ])("accepts %s", (_, name) => {
      expect(problems(formValues({ name }))).toEqual({});
    });

    it.each([
      ["empty", "", "Required"],
      [
        `${L.name.max + 1} characters`,
        "a".repeat(L.name.max + 1),
        `Must be at most ${L.name.max} characters (it has ${L.name.max + 1})`,
      ],
      [
        "an uppercase letter",
        "acMe",
        `Not allowed: uppercase "M" at position 3 (use lowercase). Use lowercase letters, digits, _ and -`,
      ],
      [
        "a space",
        "acme eu",
        "Not allowed: space at position 5. Use lowercase letters, digits, _ and -",
      ],
      [
        "a dot",
        "acme.eu",
        `Not allowed: "." at position 5. Use lowercase letters, digits, _ and -`,
      ],
    ])("refuses %s and says what is wrong", (_, name, message) => {
      expect(problems(formValues({ name }))).toEqual({ name: message });
    });
  });

  describe("display name", () => {
    it.each([
      ["empty (not sent)", ""],
      ["1 character", "A"],
      [`${L.displayName.max} characters`, "x".repeat(L.displayName.max)],
      [`${L.displayName.max} emoji, counted as characters`, "😀".repeat(L.displayName.max)],
    ])("accepts %s", (_, display_name) => {
      expect(problems(formValues({ display_name }))).toEqual({});
    });

    it(`refuses ${L.displayName.max + 1} characters`, () => {
      expect(problems(formValues({ display_name: "😀".repeat(L.displayName.max + 1) }))).toEqual({
        display_name: `Must be at most ${L.displayName.max} characters (it has ${L.displayName.max + 1})`,
      });
    });
  });

  describe("logo URL", () => {
    it.each(["", "https://cdn.example.com/logo.png"])("accepts %j", (logo_url) => {
      expect(problems(formValues({ branding: { logo_url } }))).toEqual({});
    });

    it.each([
      "http://cdn.example.com/logo.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "https:logo.png",
      "https://",
    ])("refuses %j", (logo_url) => {
      expect(problems(formValues({ branding: { logo_url } }))).toEqual({
        "branding.logo_url": "Must be an https URL, such as https://example.com/logo.png",
      });
    });
  });

  describe("metadata", () => {
    it(`accepts ${L.metadataEntries.max} entries with values of ${L.metadataValue.max} characters`, () => {
      const metadata = rows(L.metadataEntries.max, "v".repeat(L.metadataValue.max));
      expect(problems(formValues({ metadata }))).toEqual({});
    });

    it("accepts an empty value", () => {
      expect(problems(formValues({ metadata: [{ key: "flag", value: "" }] }))).toEqual({});
    });

    it(`refuses ${L.metadataEntries.max + 1} entries`, () => {
      expect(problems(formValues({ metadata: rows(L.metadataEntries.max + 1) }))).toEqual({
        metadata: `At most ${L.metadataEntries.max} metadata entries`,
      });
    });

    it(`refuses a value of ${L.metadataValue.max + 1} characters, on that row's value`, () => {
      const metadata = [
        { key: "a", value: "ok" },
        { key: "b", value: "v".repeat(L.metadataValue.max + 1) },
      ];
      expect(problems(formValues({ metadata }))).toEqual({
        "metadata.1.value": `Must be at most ${L.metadataValue.max} characters (it has ${L.metadataValue.max + 1})`,
      });
    });

    it("refuses an empty key and a repeated key, naming the entry that has it first", () => {
      const metadata = [
        { key: "tier", value: "gold" },
        { key: "", value: "orphan" },
        { key: "tier", value: "silver" },
      ];
      expect(problems(formValues({ metadata }))).toEqual({
        "metadata.1.key": "Enter a key, or remove this entry",
        "metadata.2.key": 'Key "tier" is already used by entry 1',
      });
    });
  });

  describe("enabled connections", () => {
    it(`accepts ${L.enabledConnections.max} distinct connections`, () => {
      const enabled_connections = connectionIds(L.enabledConnections.max).map((id) =>
        connectionRow(id, { show_as_button: true }),
      );
      expect(problems(formValues({ enabled_connections }))).toEqual({});
    });

    it(`refuses ${L.enabledConnections.max + 1} connections`, () => {
      const enabled_connections = connectionIds(L.enabledConnections.max + 1).map((id) =>
        connectionRow(id),
      );
      expect(problems(formValues({ enabled_connections }))).toEqual({
        enabled_connections: `At most ${L.enabledConnections.max} enabled connections`,
      });
    });

    it("requires the id, in the contract's shape, once per connection", () => {
      const enabled_connections = [
        connectionRow(""),
        connectionRow("con_short"),
        connectionRow(CONNECTION_A),
        connectionRow(CONNECTION_A),
      ];
      expect(problems(formValues({ enabled_connections }))).toEqual({
        "enabled_connections.0.connection_id": "Required",
        "enabled_connections.1.connection_id": 'Must be "con_" followed by 16 letters or digits',
        "enabled_connections.3.connection_id": "This connection is already in the list",
      });
    });
  });

  describe("token quota", () => {
    const perDay = "token_quota.client_credentials.per_day";
    const perHour = "token_quota.client_credentials.per_hour";

    it("is not checked while switched off, whatever its inputs hold", () => {
      const values = formValues({ ...quotaOn({ per_day: "1.5" }), token_quota_enabled: false });
      expect(problems(values)).toEqual({});
    });

    it.each([
      ["the smallest per day", { per_day: String(L.quota.min) }],
      ["the largest per hour", { per_hour: String(L.quota.max) }],
      ["enforce alone", { enforce: true }],
    ])("accepts %s", (_, quota) => {
      expect(problems(formValues(quotaOn(quota)))).toEqual({});
    });

    it.each([String(L.quota.min - 1), String(L.quota.max + 1), "1.5", "1e3", "-1", " 5", "ten"])(
      "refuses %j, saying what a quota must be",
      (text) => {
        const message = "Must be a whole number from 1 to 2,147,483,647";
        expect(problems(formValues(quotaOn({ per_day: text, per_hour: text })))).toEqual({
          [perDay]: message,
          [perHour]: message,
        });
      },
    );

    it("needs at least one of enforce, per day or per hour when switched on", () => {
      expect(problems(formValues(quotaOn({})))).toEqual({
        [perDay]: "Set per day, per hour or enforce: a quota needs at least one",
      });
    });
  });

  describe("third-party client access", () => {
    it.each(["block", "allow"] as const)("accepts %s", (access) => {
      expect(problems(formValues({ third_party_client_access: access }))).toEqual({});
    });

    it("refuses anything else", () => {
      const values = { ...formValues(), third_party_client_access: "open" };
      expect(Object.keys(problems(values as OrganizationFormValues))).toEqual([
        "third_party_client_access",
      ]);
    });
  });
});
