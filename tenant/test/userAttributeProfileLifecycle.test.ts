import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  OPERATION_SCOPES as SCOPES,
  userAttributeProfileListSchema,
  userAttributeProfileSchema,
  userAttributeProfileTemplateListSchema,
  userAttributeProfileTemplateSchema,
} from "../../src/api/schemas/index.ts";
import {
  DEFAULT_USER_ID_MAPPING,
  STABLE_USER_ATTRIBUTE_PROFILES,
  type TenantState,
  USER_ATTRIBUTE_PROFILE_TEMPLATES,
} from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const PATH = "/api/v2/user-attribute-profiles";
const TEMPLATES = `${PATH}/templates`;
const [workforce, scim] = USER_ATTRIBUTE_PROFILE_TEMPLATES;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token([
    "read:user_attribute_profiles",
    "update:user_attribute_profiles",
    SCOPES.createUserAttributeProfile,
    SCOPES.deleteUserAttributeProfile,
  ]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

const create = (json: unknown) => t.call(PATH, { method: "POST", token, json });
const state = async (): Promise<TenantState> => (await t.call("/__tenant/state")).json();

describe("templates", () => {
  it("lists every template at once, each a payload a create accepts", async () => {
    const response = await t.call(TEMPLATES, { token });
    expect(response.status).toBe(200);
    const body = userAttributeProfileTemplateListSchema.parse(await response.json());
    expect(body.user_attribute_profile_templates.map((tpl) => tpl.display_name)).toEqual([
      "Workforce directory",
      "SCIM provisioning",
      "Partner federation (SAML)",
    ]);
    expect(Object.keys(await (await t.call(TEMPLATES, { token })).json())).toEqual([
      "user_attribute_profile_templates",
    ]);
  });

  it("reads one template by id", async () => {
    const response = await t.call(`${TEMPLATES}/${scim?.id}`, { token });
    expect(userAttributeProfileTemplateSchema.parse(await response.json())).toEqual(scim);
  });

  it("answers 404 for an unknown template and 400 for an id no template has the shape of", async () => {
    await expectError(
      await t.call(`${TEMPLATES}/no-such-template`, { token }),
      404,
      "inexistent_user_attribute_profile_template",
      "User attribute profile template not found.",
    );
    await expectError(
      await t.call(`${TEMPLATES}/${encodeURIComponent("a b")}`, { token }),
      400,
      "invalid_uri",
    );
  });

  it("asks for read:user_attribute_profiles", async () => {
    const other = await t.token([SCOPES.createUserAttributeProfile]);
    await expectInsufficientScope(
      await t.call(TEMPLATES, { token: other }),
      "read:user_attribute_profiles",
    );
  });
});

describe("POST /api/v2/user-attribute-profiles", () => {
  it("creates from a template's payload with edits: 201, then listed last and readable", async () => {
    const payload = {
      ...workforce?.template,
      name: "Workforce EMEA",
      user_attributes: {
        ...workforce?.template.user_attributes,
        cost_centre: {
          description: "Cost centre code",
          label: "Cost centre",
          profile_required: false,
          native_mapping: "costCenter",
        },
      },
    };
    const response = await create(payload);
    expect(response.status, await response.clone().text()).toBe(201);
    const profile = userAttributeProfileSchema.parse(await response.json());
    expect(profile.id).toMatch(/^uap_[A-Za-z0-9]{22}$/);
    expect(profile).toEqual({ id: profile.id, ...payload });
    const listed = userAttributeProfileListSchema.parse(
      await (await t.call(`${PATH}?take=100`, { token })).json(),
    );
    expect(listed.user_attribute_profiles.at(-1)).toEqual(profile);
    const read = await t.call(`${PATH}/${profile.id}`, { token });
    expect(await read.json()).toEqual(profile);
    expect((await state()).userAttributeProfiles.at(-1)).toEqual(profile);
  });

  it("fills in the default user_id when the body has none", async () => {
    const response = await create({
      name: "Minimal",
      user_attributes: workforce?.template.user_attributes,
    });
    expect((await response.json()).user_id).toEqual(DEFAULT_USER_ID_MAPPING);
  });

  it("answers 409 for a name another profile has", async () => {
    const [taken] = STABLE_USER_ATTRIBUTE_PROFILES;
    await expectError(
      await create({ name: taken?.name, user_attributes: workforce?.template.user_attributes }),
      409,
      "user_attribute_profile_conflict",
      "User attribute profile conflict.",
    );
  });

  it.each([
    [
      "no attributes",
      { name: "Empty", user_attributes: {} },
      /Must have 1 to 64 attributes \(it has 0\)/,
    ],
    ["no name", { user_attributes: { email: { label: "x" } } }, /on property name\.$/],
    [
      "user_id: null",
      { name: "Null", user_id: null, user_attributes: {} },
      /on property user_id\.$/,
    ],
  ])("answers 400 for %s and stores nothing", async (_case, body, message) => {
    const before = (await state()).userAttributeProfiles;
    await expectError(await create(body), 400, "invalid_body", message);
    expect((await state()).userAttributeProfiles).toEqual(before);
  });

  it("refuses attributes sent in a form, which cannot nest", async () => {
    const response = await t.call(PATH, {
      method: "POST",
      token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Form&user_attributes[email][label]=Email",
    });
    await expectError(response, 400, "invalid_body", /holds nested values/);
  });
});

describe("DELETE /api/v2/user-attribute-profiles/{id}", () => {
  it("answers 204; the profile is gone from reads, the listing and the tenant", async () => {
    const [, target] = STABLE_USER_ATTRIBUTE_PROFILES;
    const response = await t.call(`${PATH}/${target?.id}`, { method: "DELETE", token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    await expectError(
      await t.call(`${PATH}/${target?.id}`, { token }),
      404,
      "inexistent_user_attribute_profile",
    );
    const ids = (await state()).userAttributeProfiles.map((profile) => profile.id);
    expect(ids).not.toContain(target?.id);
    await expectError(
      await t.call(`${PATH}/${target?.id}`, { method: "DELETE", token }),
      404,
      "inexistent_user_attribute_profile",
    );
  });

  it("keeps a next identifier issued before the delete right", async () => {
    const first = userAttributeProfileListSchema.parse(
      await (await t.call(`${PATH}?take=2`, { token })).json(),
    );
    const all = (await state()).userAttributeProfiles;
    await t.call(`${PATH}/${all[2]?.id}`, { method: "DELETE", token });
    const second = userAttributeProfileListSchema.parse(
      await (await t.call(`${PATH}?take=2&from=${first.next}`, { token })).json(),
    );
    expect(second.user_attribute_profiles.map((p) => p.id)).toEqual([all[3]?.id, all[4]?.id]);
  });

  it("asks for delete:user_attribute_profiles, and answers PUT with 405 and Allow", async () => {
    const [target] = STABLE_USER_ATTRIBUTE_PROFILES;
    const other = await t.token(["update:user_attribute_profiles"]);
    await expectInsufficientScope(
      await t.call(`${PATH}/${target?.id}`, { method: "DELETE", token: other }),
      SCOPES.deleteUserAttributeProfile,
    );
    const put = await t.call(`${PATH}/${target?.id}`, { method: "PUT", token });
    expect(put.headers.get("allow")).toBe("GET, PATCH, DELETE");
    await expectError(put, 405, "method_not_allowed");
  });
});
