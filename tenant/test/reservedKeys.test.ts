import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONSOLE_SCOPES, SEED_FACTS, type TenantState } from "../index.ts";
import { clearPath, expectError, startTenant, type TestTenant } from "./harness.ts";

const { firstUser, userAttributeProfileId } = SEED_FACTS;
const PROFILE = `/api/v2/user-attribute-profiles/${userAttributeProfileId}`;
const PROTO =
  "Payload validation error: 'The property name __proto__ is not accepted' on property __proto__.";

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(CONSOLE_SCOPES);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

/** Raw text: an object literal's `__proto__` sets the prototype, it is no key to stringify. */
function send(method: string, path: string, body: string, type = "application/json") {
  return t.call(path, { method, token, headers: { "content-type": type }, body });
}

async function state(): Promise<TenantState> {
  return (await t.call("/__tenant/state")).json();
}

describe("keys that name the prototype machinery", () => {
  it.each([
    [
      "__proto__",
      "organizations",
      '{"name":"proto-1","metadata":{"__proto__":"x"}}',
      "metadata.__proto__",
    ],
    ["constructor", "organizations", '{"name":"proto-2","constructor":{"a":1}}', "constructor"],
    [
      "prototype",
      "organizations",
      '{"name":"proto-3","enabled_connections":[{"prototype":1}]}',
      "enabled_connections.0.prototype",
    ],
  ])(
    "refuses %s in a new organization with 400 naming where it was, and creates nothing",
    async (key, _, body, property) => {
      const before = (await state()).organizations.length;
      await expectError(
        await send("POST", "/api/v2/organizations", body),
        400,
        "invalid_body",
        `Payload validation error: 'The property name ${key} is not accepted' on property ${property}.`,
      );
      expect((await state()).organizations).toHaveLength(before);
    },
  );

  it("refuses a profile update with __proto__ deep inside and keeps the profile as it was", async () => {
    const profileBefore = await (await t.call(PROFILE, { token })).json();
    await expectError(
      await send(
        "PATCH",
        PROFILE,
        '{"name":"Renamed","user_attributes":{"email":{"__proto__":{"label":"x"}}}}',
      ),
      400,
      "invalid_body",
      "Payload validation error: 'The property name __proto__ is not accepted' on property user_attributes.email.__proto__.",
    );
    expect(await (await t.call(PROFILE, { token })).json()).toEqual(profileBefore);
  });

  it("refuses a clear with __proto__ as JSON or as a form field and clears nothing", async () => {
    const user = () => state().then((s) => s.users.find((u) => u.user_id === firstUser.userId));
    const before = (await user())?.assessments;
    const path = clearPath(firstUser.userId);
    const json = `{"connection":"${firstUser.connection}","assessors":["new-device"],"__proto__":{}}`;
    await expectError(await send("POST", path, json), 400, "invalid_body", PROTO);
    const form = `connection=${firstUser.connection}&assessors=new-device&__proto__=x`;
    const formType = "application/x-www-form-urlencoded";
    await expectError(await send("POST", path, form, formType), 400, "invalid_body", PROTO);
    expect((await user())?.assessments).toEqual(before);
  });

  it("refuses a token request with constructor as an OAuth invalid_request", async () => {
    const response = await send("POST", "/oauth/token", '{"grant_type":"x","constructor":1}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_request",
      error_description: expect.stringContaining("constructor"),
    });
  });

  it("still takes keys that merely contain those words", async () => {
    const response = await send(
      "POST",
      "/api/v2/organizations",
      '{"name":"proto-ok","metadata":{"constructor_id":"1","my_prototype":"2"}}',
    );
    expect(response.status, await response.clone().text()).toBe(201);
  });
});
