import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  NATIVE_MAPPING,
  REQUIRED_ATTRIBUTE_MEMBERS,
  type UserAttributeProfile,
  userAttributeProfileSchema,
} from "../../src/api/schemas/index.ts";
import { DEFAULT_USER_ID_MAPPING, SEED_FACTS, STABLE_USER_ATTRIBUTE_PROFILES } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const ID = SEED_FACTS.userAttributeProfileId;
const PATH = `/api/v2/user-attribute-profiles/${ID}`;
const seeded = STABLE_USER_ATTRIBUTE_PROFILES[0] as UserAttributeProfile;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["update:user_attribute_profiles"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function patch(json: unknown, path = PATH): Promise<Response> {
  return t.call(path, { method: "PATCH", token, json });
}

function patchForm(fields: Record<string, string>): Promise<Response> {
  return t.call(PATH, {
    method: "PATCH",
    token,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** An attribute with the four required members and nothing else. */
const complete = {
  description: "Cost centre of the user",
  label: "Cost centre",
  profile_required: false,
  [NATIVE_MAPPING]: "costCenter",
};

async function patched(json: unknown): Promise<UserAttributeProfile> {
  const response = await patch(json);
  expect(response.status, await response.clone().text()).toBe(200);
  const raw = await response.json();
  userAttributeProfileSchema.parse(raw);
  return raw as UserAttributeProfile;
}

describe("PATCH /api/v2/user-attribute-profiles/{id}", () => {
  it("answers an empty body with the whole, unchanged profile", async () => {
    expect(await patched({})).toEqual(seeded);
  });

  it("treats an empty request body like {}", async () => {
    const response = await t.call(PATH, { method: "PATCH", token });
    expect(response.status).toBe(200);
  });

  it("renames", async () => {
    expect((await patched({ name: "Renamed" })).name).toBe("Renamed");
  });

  it("replaces each attribute sent whole and leaves the others untouched", async () => {
    const email = { ...complete, label: "Work email" };
    const profile = await patched({ user_attributes: { email } });
    expect(profile.user_attributes.email).toEqual(email);
    expect(profile.user_attributes.given_name).toEqual(seeded.user_attributes.given_name);
    expect(Object.keys(profile.user_attributes)).toEqual(Object.keys(seeded.user_attributes));
  });

  it("adds a new attribute with the four required members and its mappings", async () => {
    const costCentre = { ...complete, saml_mapping: ["costCenter"], scim_mapping: "costCenter" };
    const profile = await patched({ user_attributes: { cost_centre: costCentre } });
    expect(profile.user_attributes.cost_centre).toEqual(costCentre);
  });

  it.each(REQUIRED_ATTRIBUTE_MEMBERS)(
    "refuses an attribute without %s, naming it, and changes nothing",
    async (member) => {
      const { [member]: _left, ...partial } = complete;
      await expectError(
        await patch({ user_attributes: { cost_centre: partial } }),
        400,
        "invalid_body",
        `Payload validation error: 'Required' on property user_attributes.cost_centre.${member}.`,
      );
      expect(await patched({})).toEqual(seeded);
    },
  );

  it("refuses an attribute member outside the documented list and stores nothing", async () => {
    await expectError(
      await patch({ user_attributes: { cost_centre: { ...complete, x_extra: "kept?" } } }),
      400,
      "invalid_body",
      `Payload validation error: 'Unrecognized key: "x_extra"' on property user_attributes.cost_centre.`,
    );
    expect((await patched({})).user_attributes).not.toHaveProperty("cost_centre");
  });

  it("refuses user_id.saml_mapping with no item", async () => {
    await expectError(
      await patch({ user_id: { saml_mapping: [] } }),
      400,
      "invalid_body",
      "Payload validation error: 'Add at least one SAML name' on property user_id.saml_mapping.",
    );
  });

  it("accepts user_id: null and leaves the mapping as it was", async () => {
    const profile = await patched({ name: "Renamed", user_id: null });
    expect(profile.name).toBe("Renamed");
    expect(profile.user_id).toEqual(seeded.user_id);
  });

  it("reads a form-encoded body with the same validation as JSON", async () => {
    const response = await patchForm({ name: "From a form" });
    expect(response.status).toBe(200);
    expect(userAttributeProfileSchema.parse(await response.json()).name).toBe("From a form");
    await expectError(
      await patchForm({ name: "" }),
      400,
      "invalid_body",
      "Payload validation error: 'Required' on property name.",
    );
    await expectError(
      await patchForm({ colour: "blue" }),
      400,
      "invalid_body",
      `Payload validation error: 'Unrecognized key: "colour"'.`,
    );
  });

  it.each([
    ["user_attributes", "x"],
    ["user_attributes[email][label]", "Mail"],
    ["user_id.scim_mapping", "userName"],
  ])("refuses the nested form field %s, saying why", async (field, value) => {
    const root = field.split(/[[.]/)[0];
    await expectError(
      await patchForm({ [field]: value }),
      400,
      "invalid_body",
      `Payload validation error: '${root} holds nested values, which a form field cannot express; send this body as application/json' on property ${root}.`,
    );
  });

  it("keeps the change for the next call", async () => {
    await patched({ name: "Kept" });
    expect((await patched({})).name).toBe("Kept");
    const state = await (await t.call("/__tenant/state")).json();
    expect(state.userAttributeProfiles[0].name).toBe("Kept");
  });

  it("refuses JSON nested deeper than 32 levels, and the profile and state still answer", async () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 2000; i++) deep = { x: deep };
    await expectError(
      await patch({ user_attributes: { email: { label: "Deep", x_custom: deep } } }),
      400,
      "invalid_body",
      "Invalid request payload: JSON nested deeper than 32 levels is not accepted",
    );
    let atCap: unknown = "leaf";
    for (let i = 0; i < 32; i++) atCap = [atCap];
    expect((await patch({ name: atCap })).status, "32 levels are read, then validated").toBe(400);
    expect((await patched({ name: "After the deep one" })).name).toBe("After the deep one");
    const state = await t.call("/__tenant/state");
    expect(state.status).toBe(200);
    expect((await state.json()).userAttributeProfiles[0].name).toBe("After the deep one");
  });

  it("resets user_id to the defaults when sent {}", async () => {
    expect((await patched({ user_id: {} })).user_id).toEqual(DEFAULT_USER_ID_MAPPING);
  });

  it("replaces user_id whole, and override values gain oidc_mapping", async () => {
    const profile = await patched({
      user_id: { scim_mapping: "userName", strategy_overrides: { oidc: { scim_mapping: "id" } } },
    });
    expect(profile.user_id).toEqual({
      ...DEFAULT_USER_ID_MAPPING,
      scim_mapping: "userName",
      strategy_overrides: { oidc: { oidc_mapping: "sub", scim_mapping: "id" } },
    });
  });

  it("names the field of a validation error", async () => {
    await expectError(
      await patch({ user_attributes: { email: { ...complete, label: "" } } }),
      400,
      "invalid_body",
      "Payload validation error: 'Required' on property user_attributes.email.label.",
    );
    await expectError(
      await patch({ user_id: { strategy_overrides: { oidc: { oidc_mapping: "upn" } } } }),
      400,
      "invalid_body",
      /^Payload validation error: '.+' on property user_id\.strategy_overrides\.oidc\.oidc_mapping\.$/,
    );
  });

  it("rejects unknown top-level properties without a property path", async () => {
    await expectError(
      await patch({ colour: "blue" }),
      400,
      "invalid_body",
      `Payload validation error: 'Unrecognized key: "colour"'.`,
    );
  });

  it("rejects a patch that would leave more than 64 attributes", async () => {
    const many = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`extra_${i}`, { ...complete, label: `Extra ${i}` }]),
    );
    const message = await expectError(await patch({ user_attributes: many }), 400, "invalid_body");
    expect(message).toMatch(/on property user_attributes\.$/);
  });

  it("rejects malformed JSON and content types other than JSON and form", async () => {
    await expectError(
      await t.call(PATH, {
        method: "PATCH",
        token,
        headers: { "content-type": "application/json" },
        body: "{",
      }),
      400,
      "invalid_body",
      "Invalid request payload JSON format",
    );
    await expectError(
      await t.call(PATH, {
        method: "PATCH",
        token,
        headers: { "content-type": "text/plain" },
        body: "name=x",
      }),
      415,
      "unsupported_media_type",
    );
  });

  it("answers 404 for an unknown profile and 400 for a malformed id", async () => {
    await expectError(
      await patch({}, "/api/v2/user-attribute-profiles/uap_0000000000000000000000"),
      404,
      "inexistent_user_attribute_profile",
    );
    await expectError(
      await patch({}, "/api/v2/user-attribute-profiles/not-an-id"),
      400,
      "invalid_uri",
      /^Path validation error: '.+' on property id\.$/,
    );
  });

  it("asks for update:user_attribute_profiles", async () => {
    const response = await t.call(PATH, {
      method: "PATCH",
      token: await t.token(["read:user_attribute_profiles"]),
      json: {},
    });
    await expectInsufficientScope(response, "update:user_attribute_profiles");
  });
});
