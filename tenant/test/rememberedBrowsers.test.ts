import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEED_FACTS, type TenantState } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const USER = SEED_FACTS.firstUser.userId;
const pathOf = (id: string) =>
  `/api/v2/users/${encodeURIComponent(id)}/multifactor/actions/invalidate-remember-browser`;

let t: TestTenant;
const state = async (): Promise<TenantState> => (await t.call("/__tenant/state")).json();
let token = "";

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["update:users"]);
});
beforeEach(() => t.tenant.reset());
afterAll(() => t.close());

describe("POST /api/v2/users/{id}/multifactor/actions/invalidate-remember-browser", () => {
  it("answers 204 with no body and records it for the user, each time", async () => {
    const first = await t.call(pathOf(USER), { token, method: "POST" });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe("");
    await t.call(pathOf(USER), { token, method: "POST" });
    expect((await state()).rememberedBrowsersInvalidated[USER]).toHaveLength(2);
  });

  it("answers an unknown user with the 404 of the user's other operations", async () => {
    const response = await t.call(pathOf("auth0|nobody"), { token, method: "POST" });
    await expectError(response, 404, "inexistent_user", "The user does not exist.");
    expect((await state()).rememberedBrowsersInvalidated).toEqual({});
  });

  it("refuses a body: the operation takes none", async () => {
    const response = await t.call(pathOf(USER), { token, method: "POST", json: { all: true } });
    await expectError(response, 400, "invalid_body");
  });

  it("refuses a token without update:users", async () => {
    const reader = await t.token(["read:users"]);
    const response = await t.call(pathOf(USER), { token: reader, method: "POST" });
    await expectInsufficientScope(response, "update:users");
  });
});
