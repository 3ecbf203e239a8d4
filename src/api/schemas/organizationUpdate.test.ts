// @vitest-environment node
// Boundary tests for organizationUpdate.ts: the PATCH /organizations/{id} body. Every property
// optional; name and display_name as on create; metadata ≤ 25 entries whose values are text of
// ≤ 255 or null; token_quota an object or null; branding colours both or neither; unknown
// properties (enabled_connections among them: connections have their own operations) refused.
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { organizationUpdateSchema as update } from "./organizationUpdate";
import { accepts, EMOJI, issuesOf, onlyIssue, tooLong } from "./testSupport";

const L = LIMITS.organization;
const entries = (n: number, value: string | null = "v") =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`key${i}`, value]));

describe("organization update body", () => {
  it("an empty body is inside: it changes nothing", () => {
    expect(update.parse({})).toEqual({});
  });

  it("every property at once is inside, and read back as sent", () => {
    const full = {
      name: "acme-renamed",
      display_name: "Acme Renamed",
      branding: {
        logo_url: "https://cdn.example.com/logo.png",
        colors: { primary: "#0059d6", page_background: "#fff" },
      },
      metadata: { tier: "gold", dropped: null },
      token_quota: { client_credentials: { per_hour: 10 } },
      third_party_client_access: "allow",
      is_app_entitlement_active: false,
    };
    expect(update.parse(full)).toEqual(full);
  });

  it("name: 50 characters are inside, 51 are not, and the character rule holds", () => {
    accepts(update, { name: "a".repeat(L.name.max) });
    expect(onlyIssue(update, { name: "a".repeat(L.name.max + 1) }).message).toBe(
      tooLong(L.name.max, L.name.max + 1),
    );
    expect(onlyIssue(update, { name: "Acme" }).path).toEqual(["name"]);
    expect(onlyIssue(update, { name: "" }).message).toBe("Required");
  });

  it("display_name: 255 emoji are inside, 256 are not", () => {
    accepts(update, { display_name: EMOJI.repeat(L.displayName.max) });
    expect(onlyIssue(update, { display_name: EMOJI.repeat(256) }).message).toBe(tooLong(255, 256));
  });

  it("metadata: 25 entries are inside, null values among them; 26 are not", () => {
    accepts(update, { metadata: entries(L.metadataEntries.max) });
    accepts(update, { metadata: entries(L.metadataEntries.max, null) });
    accepts(update, { metadata: {} });
    const issue = onlyIssue(update, { metadata: entries(L.metadataEntries.max + 1) });
    expect(issue.path).toEqual(["metadata"]);
    expect(issue.message).toBe("At most 25 metadata entries");
  });

  it("metadata values: 255 characters are inside, 256 and numbers are not", () => {
    accepts(update, { metadata: { note: "x".repeat(L.metadataValue.max) } });
    const long = onlyIssue(update, { metadata: { note: "x".repeat(256) } });
    expect(long.path).toEqual(["metadata", "note"]);
    expect(long.message).toBe(tooLong(255, 256));
    expect(onlyIssue(update, { metadata: { count: 3 } }).path).toEqual(["metadata", "count"]);
  });

  it("token_quota: null removes it; an object needs client_credentials with one value", () => {
    expect(update.parse({ token_quota: null })).toEqual({ token_quota: null });
    expect(onlyIssue(update, { token_quota: {} }).path).toEqual([
      "token_quota",
      "client_credentials",
    ]);
    expect(onlyIssue(update, { token_quota: { client_credentials: {} } }).message).toBe(
      "Set per day, per hour or enforce: a quota needs at least one",
    );
    const { max } = L.quota;
    accepts(update, { token_quota: { client_credentials: { per_day: max } } });
    expect(
      onlyIssue(update, { token_quota: { client_credentials: { per_day: max + 1 } } }).message,
    ).toBe(`Must be at most ${max}`);
  });

  it("branding: colours need both primary and page_background, each a hex colour", () => {
    accepts(update, { branding: {} });
    const missing = onlyIssue(update, { branding: { colors: { primary: "#000000" } } });
    expect(missing.path).toEqual(["branding", "colors", "page_background"]);
    const bad = onlyIssue(update, {
      branding: { colors: { primary: "blue", page_background: "#ffffff" } },
    });
    expect(bad.message).toBe("Must be a hex colour");
    expect(onlyIssue(update, { branding: { logo_url: "http://x.example/l.png" } }).path).toEqual([
      "branding",
      "logo_url",
    ]);
  });

  it("is_app_entitlement_active and third_party_client_access take only their values", () => {
    expect(onlyIssue(update, { is_app_entitlement_active: "true" }).path).toEqual([
      "is_app_entitlement_active",
    ]);
    expect(onlyIssue(update, { third_party_client_access: "deny" }).path).toEqual([
      "third_party_client_access",
    ]);
  });

  it.each([
    ["enabled_connections", { enabled_connections: [] }],
    ["id", { id: "org_0123456789abcdef" }],
    ["a misspelling", { dispaly_name: "x" }],
  ])("strict: %s is refused", (_rule, extra) => {
    const [issue] = issuesOf(update, extra);
    expect(issue?.code).toBe("unrecognized_keys");
  });

  it("null is refused where only token_quota takes it", () => {
    for (const field of ["name", "display_name", "branding", "metadata"]) {
      expect(onlyIssue(update, { [field]: null }).path).toEqual([field]);
    }
  });
});
