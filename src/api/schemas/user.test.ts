// Tests for user.ts: an identity (connection, user_id as text even when sent as a number,
// provider, isSocial; extra members kept), the identities answer and the user query.
import { describe, expect, it } from "vitest";
import { accepts, onlyIssue } from "./testSupport";
import { identitySchema, userIdentitiesSchema, userQuerySchema } from "./user";

const identity = { connection: "corp", user_id: "corp|jane", provider: "samlp", isSocial: false };

describe("identity", () => {
  it("reads an identity and keeps what else it carries", () => {
    const withData = { ...identity, profileData: { email: "jane@example.com" } };
    expect(identitySchema.parse(withData)).toEqual(withData);
  });

  it("reads a numeric user_id as text", () => {
    expect(identitySchema.parse({ ...identity, user_id: 12345 }).user_id).toBe("12345");
  });

  it.each(["connection", "user_id", "provider", "isSocial"])("needs %s", (member) => {
    const { [member as keyof typeof identity]: _left, ...rest } = identity;
    expect(onlyIssue(identitySchema, rest).path).toEqual([member]);
  });

  it("refuses an empty connection name, which no clear could use", () => {
    expect(onlyIssue(identitySchema, { ...identity, connection: "" }).path).toEqual(["connection"]);
  });
});

describe("identities answer", () => {
  it("accepts none, one or several identities, and extra members", () => {
    accepts(userIdentitiesSchema, { identities: [] });
    accepts(userIdentitiesSchema, { identities: [identity, identity], user_id: "x" });
  });

  it("needs the identities", () => {
    expect(onlyIssue(userIdentitiesSchema, { user_id: "x" }).path).toEqual(["identities"]);
  });
});

describe("user query", () => {
  it("takes fields and include_fields only", () => {
    expect(userQuerySchema.parse({ fields: "identities", include_fields: "true" })).toEqual({
      fields: ["identities"],
      include_fields: "true",
    });
    expect(onlyIssue(userQuerySchema, { take: "5" }).code).toBe("unrecognized_keys");
  });
});
