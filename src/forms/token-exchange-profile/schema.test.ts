import { describe, expect, it } from "vitest";
import { createBody, editProfileFormSchema, newProfileFormSchema, patchBody } from "./schema";

const valid = {
  name: "Legacy",
  subject_token_type: "urn:acme:legacy-token",
  action_id: "3b8f1c2e-6d4a-4f7b-a9e1-5c2d8b7a4f10",
};
const problems = (values: object) =>
  newProfileFormSchema
    .safeParse({ ...valid, ...values })
    .error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("the new profile form's rules (the contract's, checked before sending)", () => {
  it.each([
    ["3 characters", "abc"],
    ["50 characters", "n".repeat(50)],
  ])("takes a name of %s", (_, name) => expect(problems({ name })).toEqual([]));

  it.each([
    ["2 characters", "ab", /at least 3/],
    ["51 characters", "n".repeat(51), /at most 50/],
  ])("refuses a name of %s", (_, name, message) => {
    expect(problems({ name })).toEqual([["name", expect.stringMatching(message)]]);
  });

  it.each([
    ["new", newProfileFormSchema, valid],
    ["edit", editProfileFormSchema, { name: "", subject_token_type: valid.subject_token_type }],
  ])(
    "the %s form refuses a name of spaces only, which would show as nothing (a console rule)",
    (_, schema, values) => {
      const issues = schema.safeParse({ ...values, name: " \t  " }).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["name", "Must hold more than spaces"],
      ]);
      expect(schema.safeParse({ ...values, name: " a b " }).success).toBe(true);
    },
  );

  it.each([
    ["8 characters", "urn:a:bc"],
    ["100 characters", `https://acme.example/${"t".repeat(79)}`],
  ])("takes a subject token type of %s", (_, subject_token_type) => {
    expect(problems({ subject_token_type })).toEqual([]);
  });

  it.each([
    ["7 characters", "urn:a:b", /at least 8/],
    ["101 characters", `https://acme.example/${"t".repeat(80)}`, /at most 100/],
    ["no URI", "legacy token type", /Must be a URI/],
    ["another scheme", "http://acme.example/token", /start with https:\/\/ or urn:/],
    ["the IETF's namespace", "urn:ietf:params:oauth:token-type:jwt", /urn:ietf is reserved/],
    ["a vendor namespace", "https://auth0.com/token-types/x", /https:\/\/auth0.com is reserved/],
    ["a vendor URN, in capitals", "URN:OKTA:legacy", /urn:okta is reserved/],
  ])("refuses a subject token type of %s, saying why", (_, subject_token_type, message) => {
    expect(problems({ subject_token_type })).toEqual([
      ["subject_token_type", expect.stringMatching(message)],
    ]);
  });

  it("takes a namespace that only starts like a reserved one", () => {
    expect(problems({ subject_token_type: "urn:ietfx:acme" })).toEqual([]);
  });

  it.each([
    ["empty", "", /Required/],
    ["37 characters", "a".repeat(37), /at most 36/],
  ])("refuses an action id that is %s", (_, action_id, message) => {
    expect(problems({ action_id })).toEqual([["action_id", expect.stringMatching(message)]]);
  });
});

describe("the bodies sent", () => {
  it("creates with the four fixed fields, the type filled in", () => {
    expect(createBody({ ...valid, action_id: ` ${valid.action_id} ` })).toEqual({
      ...valid,
      type: "custom_authentication",
    });
  });

  it("edits only the name and the subject token type, and sends only what changed", () => {
    expect(Object.keys(editProfileFormSchema.shape)).toEqual(["name", "subject_token_type"]);
    const saved = { name: "Legacy", subject_token_type: "urn:acme:legacy-token" };
    expect(patchBody(saved, { ...saved, name: "Renamed" })).toEqual({ name: "Renamed" });
    expect(patchBody(saved, saved)).toEqual({});
  });
});
