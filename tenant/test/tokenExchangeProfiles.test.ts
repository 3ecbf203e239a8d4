import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  OPERATION_SCOPES as SCOPES,
  tokenExchangeProfileListSchema,
  tokenExchangeProfileSchema,
} from "../../src/api/schemas/index.ts";
import { LIMITS } from "../../src/api/schemas/limits.ts";
import {
  DEFAULT_PROFILE_COUNT,
  STABLE_ACTIONS,
  type TenantState,
  TOKEN_EXCHANGE_ACTION_IDS,
} from "../index.ts";
import {
  expectError,
  expectInsufficientScope,
  startTenant,
  TEST_EPOCH,
  type TestTenant,
} from "./harness.ts";

const LIST = "/api/v2/token-exchange-profiles";
const one = (id: string) => `${LIST}/${encodeURIComponent(id)}`;
const SEEDED = 20;
const [actionId = ""] = TOKEN_EXCHANGE_ACTION_IDS;
const actionNamed = (name: string) => STABLE_ACTIONS.find((action) => action.name === name)?.id;

const valid = {
  name: "Legacy session exchange",
  subject_token_type: "urn:northwind:legacy-session",
  action_id: actionId,
  type: "custom_authentication",
};

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token([
    SCOPES.createTokenExchangeProfile,
    SCOPES.getTokenExchangeProfile,
    SCOPES.updateTokenExchangeProfile,
    SCOPES.deleteTokenExchangeProfile,
  ]);
});
afterAll(() => t.close());
// Below the service's 100 profiles, so creating is possible.
beforeEach(() => t.tenant.reset({ profiles: SEEDED }));

const create = (json: unknown) => t.call(LIST, { method: "POST", token, json });
const patch = (id: string, json: unknown) => t.call(one(id), { method: "PATCH", token, json });
const remove = (id: string) => t.call(one(id), { method: "DELETE", token });
const state = async (): Promise<TenantState> => (await t.call("/__tenant/state")).json();

async function created(json: unknown = valid) {
  const response = await create(json);
  expect(response.status, await response.clone().text()).toBe(201);
  return tokenExchangeProfileSchema.parse(await response.json());
}

describe("POST /api/v2/token-exchange-profiles", () => {
  it("answers 201 with the profile as the service records it, and lists it last", async () => {
    const response = await create(valid);
    expect(response.status).toBe(201);
    const raw = await response.json();
    const profile = tokenExchangeProfileSchema.parse(raw);
    const at = new Date(TEST_EPOCH).toISOString();
    expect(profile).toEqual({ id: profile.id, ...valid, created_at: at, updated_at: at });
    // The order recorded traffic shows.
    expect(Object.keys(raw)).toEqual([
      "id",
      "name",
      "type",
      "subject_token_type",
      "action_id",
      "created_at",
      "updated_at",
    ]);
    expect(profile.id).toMatch(/^tep_[A-Za-z0-9]{16}$/);
    const { tokenExchangeProfiles } = await state();
    expect(tokenExchangeProfiles).toHaveLength(SEEDED + 1);
    expect(tokenExchangeProfiles.at(-1)).toEqual(profile);
  });

  it("takes the same body form-encoded", async () => {
    const response = await t.call(LIST, {
      method: "POST",
      token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(valid).toString(),
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ["that does not exist", "00000000-0000-4000-a000-000000000000", "Action not found"],
    [
      "that is not deployed",
      actionNamed("Mainframe ticket bridge (draft)"),
      "Action is not deployed",
    ],
    ["whose build failed", actionNamed("Kiosk badge exchange"), "Action is not deployed"],
    [
      "bound to another trigger",
      actionNamed("Add roles to tokens"),
      "Action must have supported_triggers: custom-token-exchange",
    ],
  ])("answers 400, not 404, on action_id for an action %s", async (_case, action, text) => {
    await expectError(
      await create({ ...valid, action_id: action }),
      400,
      "invalid_body",
      `Payload validation error: '${text}' on property action_id.`,
    );
    expect((await state()).profileCount).toBe(SEEDED);
  });

  it.each([
    [
      "a reserved namespace",
      { subject_token_type: "urn:ietf:params:oauth:token-type:jwt" },
      /^Payload validation error: 'urn:ietf is reserved by the service.*' on property subject_token_type\.$/,
    ],
    [
      "a type other than custom_authentication",
      { type: "custom" },
      "Payload validation error: 'Type field must be custom_authentication' on property type.",
    ],
    ["a name of 2 characters", { name: "ab" }, /on property name\.$/],
    ["an id, which the service assigns", { id: "tep_AAAAAAAAAAAAAAAA" }, /Unrecognized key: "id"/],
  ])("answers 400 for %s", async (_case, change, message) => {
    await expectError(await create({ ...valid, ...change }), 400, "invalid_body", message);
  });

  it("answers 409 when the subject_token_type is another profile's, and keeps the first", async () => {
    const first = await created();
    await expectError(
      await create({ ...valid, name: "Second" }),
      409,
      "token_exchange_profile_conflict",
      "subject_token_type already exists for tenant",
    );
    const profiles = (await state()).tokenExchangeProfiles;
    expect(profiles.filter((p) => p.subject_token_type === valid.subject_token_type)).toEqual([
      first,
    ]);
  });

  it("answers 403 once the tenant holds 100 profiles, however they came", async () => {
    t.tenant.reset({ profiles: 99 });
    const last = await created();
    await expectError(
      await create({ ...valid, subject_token_type: "urn:northwind:one-too-many" }),
      403,
      "too_many_entities",
      "You reached the limit of entities of this type for this tenant.",
    );
    expect(await remove(last.id)).toHaveProperty("status", 204);
    await created({ ...valid, subject_token_type: "urn:northwind:room-again" });
  });

  it("creates in the default tenant, whose seed leaves room under the limit", async () => {
    t.tenant.reset();
    expect((await state()).tokenExchangeProfiles).toHaveLength(DEFAULT_PROFILE_COUNT);
    expect(DEFAULT_PROFILE_COUNT).toBeLessThan(LIMITS.tokenExchangeProfile.perTenant);
    await created();
  });
});

describe("GET /api/v2/token-exchange-profiles/{id}", () => {
  it("reads any profile by id, however far down the list", async () => {
    t.tenant.reset({ profiles: 1000 });
    const far = (await state()).tokenExchangeProfiles[987];
    expect(far).toBeDefined();
    const response = await t.call(one(far?.id ?? ""), { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(far);
  });

  it("answers the recorded 404 for an unknown id, 400 for a malformed one", async () => {
    await expectError(
      await t.call(one("tep_AAAAAAAAAAAAAAAA"), { token }),
      404,
      "inexistent_token_exchange_profile",
      "Token exchange profile not found.",
    );
    await expectError(
      await t.call(one("tep_short"), { token }),
      400,
      "invalid_uri",
      `Path validation error: 'Must be "tep_" followed by 16 letters or digits' on property id.`,
    );
  });
});

describe("PATCH /api/v2/token-exchange-profiles/{id}", () => {
  it("renames, answers the whole profile with updated_at advanced, and keeps its place", async () => {
    const [, target] = (await state()).tokenExchangeProfiles;
    t.tenant.clock.advance(60_000);
    const response = await patch(target?.id ?? "", { name: "Renamed exchange" });
    expect(response.status).toBe(200);
    const body = tokenExchangeProfileSchema.parse(await response.json());
    expect(body).toEqual({
      ...target,
      name: "Renamed exchange",
      updated_at: new Date(TEST_EPOCH + 60_000).toISOString(),
    });
    expect((await state()).tokenExchangeProfiles[1]).toEqual(body);
  });

  it("changes the subject_token_type, freeing the old one", async () => {
    const profile = await created();
    await patch(profile.id, { subject_token_type: "urn:northwind:renamed" });
    await created({ ...valid, name: "Takes the old type" });
  });

  it("answers 409 for another profile's subject_token_type, 200 for its own", async () => {
    const [first, second] = (await state()).tokenExchangeProfiles;
    await expectError(
      await patch(second?.id ?? "", { subject_token_type: first?.subject_token_type }),
      409,
      "token_exchange_profile_conflict",
      "Token exchange profile with the same subject_token_type already exists",
    );
    const own = await patch(first?.id ?? "", { subject_token_type: first?.subject_token_type });
    expect(own.status).toBe(200);
  });

  it.each([
    [
      "action_id",
      { action_id: actionId },
      /Unable to update field action_id: it is fixed after creation/,
    ],
    ["type", { type: "custom_authentication" }, /Unable to update field type/],
    [
      "nothing",
      {},
      "Payload validation error: 'Send at least one of name and subject_token_type'.",
    ],
  ])("answers 400 when it sends %s, and changes nothing", async (_case, body, message) => {
    const before = await state();
    const [target] = before.tokenExchangeProfiles;
    await expectError(await patch(target?.id ?? "", body), 400, "invalid_body", message);
    expect((await state()).tokenExchangeProfiles).toEqual(before.tokenExchangeProfiles);
  });

  it("answers 404 for an unknown profile", async () => {
    await expectError(
      await patch("tep_AAAAAAAAAAAAAAAA", { name: "Anything" }),
      404,
      "inexistent_token_exchange_profile",
    );
  });
});

describe("DELETE /api/v2/token-exchange-profiles/{id}", () => {
  it("answers 204 with no body; the profile is gone from the list and the tenant", async () => {
    const [, target] = (await state()).tokenExchangeProfiles;
    const response = await remove(target?.id ?? "");
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const reader = await t.token(["read:token_exchange_profiles"]);
    const page = tokenExchangeProfileListSchema.parse(
      await (await t.call(`${LIST}?take=100`, { token: reader })).json(),
    );
    expect(page.token_exchange_profiles.map((p) => p.id)).not.toContain(target?.id);
    expect((await state()).profileCount).toBe(SEEDED - 1);
    await expectError(await remove(target?.id ?? ""), 404, "inexistent_token_exchange_profile");
  });

  it("keeps a next identifier issued before the delete right: nothing repeated or skipped", async () => {
    const reader = await t.token(["read:token_exchange_profiles"]);
    const read = async (query: string) =>
      tokenExchangeProfileListSchema.parse(
        await (await t.call(`${LIST}?${query}`, { token: reader })).json(),
      );
    const first = await read("take=5");
    const all = (await state()).tokenExchangeProfiles;
    await remove(all[3]?.id ?? "");
    await remove(all[6]?.id ?? "");
    const second = await read(`take=5&from=${encodeURIComponent(first.next ?? "")}`);
    expect(second.token_exchange_profiles.map((p) => p.id)).toEqual(
      [all[5], all[7], all[8], all[9], all[10]].map((p) => p?.id),
    );
  });
});

describe("scopes and methods", () => {
  it.each([
    ["POST", LIST, SCOPES.createTokenExchangeProfile],
    ["GET", one("tep_AAAAAAAAAAAAAAAA"), SCOPES.getTokenExchangeProfile],
    ["PATCH", one("tep_AAAAAAAAAAAAAAAA"), SCOPES.updateTokenExchangeProfile],
    ["DELETE", one("tep_AAAAAAAAAAAAAAAA"), SCOPES.deleteTokenExchangeProfile],
  ])("%s %s asks for %s", async (method, path, scope) => {
    const others = await t.token(Object.values(SCOPES).filter((candidate) => candidate !== scope));
    const body = method === "GET" ? {} : { json: valid };
    await expectInsufficientScope(await t.call(path, { method, token: others, ...body }), scope);
  });

  it("answers another method on a profile with 405 and Allow", async () => {
    const response = await t.call(one("tep_AAAAAAAAAAAAAAAA"), { method: "PUT", token });
    expect(response.headers.get("allow")).toBe("GET, PATCH, DELETE");
    await expectError(response, 405, "method_not_allowed");
  });
});
