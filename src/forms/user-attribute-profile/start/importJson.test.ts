import { describe, expect, it } from "vitest";
import { NATIVE_MAPPING } from "../../../api/schemas/userAttributeProfile";
import { workforceProfile } from "../testUserAttributeProfiles";
import { importProfileJson } from "./importJson";

const ID = "uap_1csDj3szFKM6gvVNJbQqYh";

describe("importProfileJson", () => {
  it("takes a whole profile as the tenant returns it, id apart", () => {
    const profile = { id: ID, ...workforceProfile() };
    expect(importProfileJson(JSON.stringify(profile, null, 2))).toEqual({
      ok: true,
      id: ID,
      profile: workforceProfile(),
    });
  });

  it("takes a PATCH body, which may hold any part", () => {
    expect(importProfileJson('{"name": "Partners"}')).toEqual({
      ok: true,
      id: undefined,
      profile: { name: "Partners" },
    });
  });

  it("names the line and column of a syntax error", () => {
    expect(importProfileJson('{\n  "name": "Partners",\n}')).toEqual({
      ok: false,
      message: "Not valid JSON at line 3, column 1: expected double-quoted property name.",
    });
  });

  it("names the path of each contract problem, the first few of them", () => {
    const body = {
      name: "",
      user_id: { oidc_mapping: "email" },
      user_attributes: {
        email: {
          description: "Mail",
          label: "Email",
          profile_required: true,
          [NATIVE_MAPPING]: "mail",
          saml_mapping: [],
        },
      },
      nickname: "x",
    };
    const result = importProfileJson(JSON.stringify(body));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^The JSON does not fit the contract at /);
    expect(result.message).toContain("at name: Required");
    expect(result.message).toContain("at user_id.oidc_mapping:");
    expect(result.message).toContain("and 1 more problem.");
  });

  it("refuses a profile whose id is not a user attribute profile id", () => {
    const result = importProfileJson(JSON.stringify({ ...workforceProfile(), id: "tep_x" }));
    expect(result).toEqual({
      ok: false,
      message:
        'The JSON does not fit the contract at id: Must be "uap_" followed by 22 letters or digits.',
    });
  });

  it.each([["[]"], ["null"], ['"uap"']])("refuses %s: not an object", (text) => {
    expect(importProfileJson(text)).toMatchObject({ ok: false, message: /must be an object/ });
  });

  it("asks for a paste when there is nothing", () => {
    expect(importProfileJson("  \n")).toEqual({
      ok: false,
      message: "Paste a profile JSON first.",
    });
  });
});
