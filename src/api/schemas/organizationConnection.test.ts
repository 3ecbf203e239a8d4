// @vitest-environment node
// Boundary tests for organizationConnection.ts: the add body (connection_id required, in the
// con_ shape, plus three optional booleans, nothing else), the update body (only the three
// booleans), the offset-only listing query and the item as answered.
import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import {
  organizationConnectionAddSchema as add,
  organizationConnectionListQuerySchema as listQuery,
  organizationConnectionSchema,
  organizationConnectionTotalsSchema,
  organizationConnectionUpdateSchema as update,
} from "./organizationConnection";
import { accepts, onlyIssue } from "./testSupport";

const ID = "con_Oa1dc7Xq2Lm9Pz4K";

describe("add body", () => {
  it("connection_id alone, or with the three flags, is inside", () => {
    accepts(add, { connection_id: ID });
    const full = {
      connection_id: ID,
      assign_membership_on_login: true,
      show_as_button: false,
      is_signup_enabled: true,
    };
    expect(add.parse(full)).toEqual(full);
  });

  it("connection_id is required and must be con_ and 16 letters or digits", () => {
    expect(onlyIssue(add, {}).path).toEqual(["connection_id"]);
    expect(onlyIssue(add, { connection_id: `${ID}x` }).message).toBe(
      'Must be "con_" followed by 16 letters or digits',
    );
  });

  it("refuses other properties and non-boolean flags", () => {
    expect(onlyIssue(add, { connection_id: ID, connection: { name: "x" } }).code).toBe(
      "unrecognized_keys",
    );
    expect(onlyIssue(add, { connection_id: ID, show_as_button: "true" }).path).toEqual([
      "show_as_button",
    ]);
  });
});

describe("update body", () => {
  it("takes the three flags, each optional", () => {
    expect(update.parse({})).toEqual({});
    expect(update.parse({ is_signup_enabled: false })).toEqual({ is_signup_enabled: false });
  });

  it("refuses connection_id: the path names the connection", () => {
    expect(onlyIssue(update, { connection_id: ID }).code).toBe("unrecognized_keys");
  });
});

describe("listing query: offset only", () => {
  const { perPage } = LIMITS.offset;
  it("takes page, per_page and include_totals", () => {
    expect(listQuery.parse({ page: "0", per_page: String(perPage.max) })).toEqual({
      page: 0,
      per_page: perPage.max,
    });
  });

  it.each([["from"], ["take"]])("refuses the checkpoint parameter %s", (name) => {
    expect(onlyIssue(listQuery, { [name]: "1" }).code).toBe("unrecognized_keys");
  });
});

describe("item as answered", () => {
  it("keeps what the service adds, and reads the totals form", () => {
    const item = {
      connection_id: ID,
      assign_membership_on_login: false,
      show_as_button: true,
      connection: { name: "corp-oidc", strategy: "oidc" },
    };
    expect(organizationConnectionSchema.parse(item)).toEqual(item);
    expect(
      organizationConnectionTotalsSchema.parse({
        start: 0,
        limit: 0,
        total: 0,
        enabled_connections: [],
      }).enabled_connections,
    ).toEqual([]);
  });
});
