// Boundary tests for connection.ts: a listed connection (id con_ + 16, any strategy name the
// real service uses, extra members kept), the list, and the listing's query (take 1..100, exact
// name 1..128 by the contract's pattern, strategy once or repeated from the neutral list,
// fields and include_fields).
import { describe, expect, it } from "vitest";
import {
  CONNECTION_FIELDS,
  connectionListQuerySchema,
  connectionListSchema,
  connectionSchema,
} from "./connection";
import { LIMITS } from "./limits";
import { accepts, onlyIssue, tooLong } from "./testSupport";
import { STRATEGIES } from "./userAttributeProfile";

const connection = { id: "con_Oa1dc7Xq2Lm9Pz4K", name: "corp-oidc", strategy: "oidc" };

describe("connection", () => {
  it("reads the trimmed answer the console asks for", () => {
    expect(connectionSchema.parse({ ...connection, display_name: "Corp" })).toEqual({
      ...connection,
      display_name: "Corp",
    });
    expect(CONNECTION_FIELDS).toEqual(["id", "name", "display_name", "strategy"]);
  });

  it("keeps members an untrimmed answer adds", () => {
    const whole = { ...connection, realms: ["corp-oidc"], is_domain_connection: false };
    expect(connectionSchema.parse(whole)).toEqual(whole);
  });

  it("accepts strategies beyond the neutral list, as real tenants hold them", () => {
    accepts(connectionSchema, { ...connection, strategy: "google-oauth2" });
  });

  it.each([
    ["15 characters after con_", "con_Oa1dc7Xq2Lm9Pz4"],
    ["17 characters after con_", "con_Oa1dc7Xq2Lm9Pz4KK"],
    ["another prefix", "org_Oa1dc7Xq2Lm9Pz4K"],
  ])("refuses an id of %s", (_case, id) => {
    const issue = onlyIssue(connectionSchema, { ...connection, id });
    expect(issue.path).toEqual(["id"]);
    expect(issue.message).toBe('Must be "con_" followed by 16 letters or digits');
  });

  it.each(["name", "strategy"])("needs %s", (member) => {
    const { [member as keyof typeof connection]: _left, ...rest } = connection;
    expect(onlyIssue(connectionSchema, rest).path).toEqual([member]);
  });
});

describe("connection list", () => {
  it("ends without next and continues with it", () => {
    expect(connectionListSchema.parse({ connections: [] })).toEqual({ connections: [] });
    accepts(connectionListSchema, { connections: [connection], next: "abc" });
  });

  it("refuses a list that is not one", () => {
    expect(onlyIssue(connectionListSchema, { connections: {} }).path).toEqual(["connections"]);
  });
});

describe("connection listing query", () => {
  const { min, max } = LIMITS.take;
  const parse = (query: Record<string, unknown>) => connectionListQuerySchema.parse(query);

  it("is all optional", () => expect(parse({})).toEqual({}));

  it.each([min, max])("take %s is inside", (take) => expect(parse({ take })).toEqual({ take }));
  it.each([
    [min - 1, `take must be at least ${min}`],
    [max + 1, `take must be at most ${max}`],
  ])("take %s is outside", (take, message) => {
    expect(onlyIssue(connectionListQuerySchema, { take }).message).toBe(message);
  });

  it("name: 1 and 128 characters of the pattern are inside, 129 is not", () => {
    expect(parse({ name: "a" })).toEqual({ name: "a" });
    accepts(connectionListQuerySchema, { name: "a".repeat(128) });
    expect(onlyIssue(connectionListQuerySchema, { name: "a".repeat(129) }).message).toBe(
      tooLong(128, 129),
    );
  });

  it.each([
    ["-corp", "Cannot start with a hyphen"],
    ["corp-", "Cannot end with a hyphen"],
    ["corp--oidc", "Cannot contain two hyphens in a row"],
    ["corp_oidc", '"_" is not allowed: use letters, digits and single hyphens'],
    ["", "Required"],
  ])("name %j breaks the pattern: %s", (name, message) => {
    const issue = onlyIssue(connectionListQuerySchema, { name });
    expect(issue.path).toEqual(["name"]);
    expect(issue.message).toBe(message);
  });

  it("strategy: one or several of the neutral list, a list either way", () => {
    expect(parse({ strategy: "samlp" })).toEqual({ strategy: ["samlp"] });
    expect(parse({ strategy: [...STRATEGIES] })).toEqual({ strategy: [...STRATEGIES] });
  });

  it.each([["auth0"], [["samlp", "auth0"]]])("strategy %j names the allowed ones", (strategy) => {
    const issue = onlyIssue(connectionListQuerySchema, { strategy });
    expect(issue.path).toEqual(["strategy"]);
    expect(issue.message).toBe(`strategy must be one of: ${STRATEGIES.join(", ")}`);
  });

  it("fields: names separated by commas, read as a list; include_fields true or false", () => {
    expect(parse({ fields: "id,name,strategy", include_fields: "false" })).toEqual({
      fields: ["id", "name", "strategy"],
      include_fields: "false",
    });
  });

  it.each(["", "id,", ",id", "id,,name", "id name", "id;name"])(
    "fields %j is refused",
    (fields) => {
      expect(onlyIssue(connectionListQuerySchema, { fields }).message).toBe(
        "fields must be property names separated by commas, such as id,name",
      );
    },
  );

  it("include_fields other than true or false is refused", () => {
    expect(onlyIssue(connectionListQuerySchema, { include_fields: "yes" }).message).toBe(
      "include_fields must be true or false",
    );
  });

  it("an unknown parameter is refused", () => {
    expect(onlyIssue(connectionListQuerySchema, { q: "corp" }).code).toBe("unrecognized_keys");
  });
});
