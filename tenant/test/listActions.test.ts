import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionListSchema, isDeployed } from "../../src/api/schemas/index.ts";
import { STABLE_ACTIONS, TOKEN_EXCHANGE_ACTION_IDS } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const PATH = "/api/v2/actions/actions";

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["read:actions"]);
});
afterAll(() => t.close());

async function list(query = "") {
  const response = await t.call(`${PATH}${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return actionListSchema.parse(await response.json());
}

describe("GET /api/v2/actions/actions", () => {
  it("answers the declared shape: total, page, per_page and the actions", async () => {
    const body = await list();
    expect(body).toMatchObject({ total: STABLE_ACTIONS.length, page: 0, per_page: 20 });
    expect(body.actions).toEqual(STABLE_ACTIONS);
  });

  it("offers exactly the deployed custom token exchange actions, as the new profile form asks", async () => {
    const body = await list("?triggerId=custom-token-exchange&deployed=true");
    expect(body.actions.map((action) => action.id)).toEqual(TOKEN_EXCHANGE_ACTION_IDS);
    expect(body.actions.every(isDeployed)).toBe(true);
  });

  it("keeps undeployed ones when deployed is not asked for, and leaves other triggers out", async () => {
    const names = (await list("?triggerId=custom-token-exchange")).actions.map((a) => a.name);
    expect(names).toContain("Mainframe ticket bridge (draft)");
    expect(names).not.toContain("Add roles to tokens");
  });

  it("finds an action by its exact name only", async () => {
    const exact = await list(`?actionName=${encodeURIComponent("Validate legacy session token")}`);
    expect(exact.actions).toHaveLength(1);
    expect((await list("?actionName=Validate")).actions).toEqual([]);
  });

  it("pages with page (0-based) and per_page", async () => {
    const first = await list("?per_page=4&page=0");
    const third = await list("?per_page=4&page=2");
    expect(first.actions.map((a) => a.id)).toEqual(STABLE_ACTIONS.slice(0, 4).map((a) => a.id));
    expect(third.actions.map((a) => a.id)).toEqual(STABLE_ACTIONS.slice(8).map((a) => a.id));
    expect(third.total).toBe(STABLE_ACTIONS.length);
  });

  it("holds no marketplace integrations: installed=true finds none", async () => {
    expect((await list("?installed=true")).actions).toEqual([]);
    expect((await list("?installed=false")).actions).toHaveLength(STABLE_ACTIONS.length);
  });

  it.each([
    ["?triggerId=on-coffee", /on property triggerId\.$/],
    [
      "?per_page=101",
      "Query validation error: 'per_page must be at most 100' on property per_page.",
    ],
    ["?deployed=yes", /deployed must be true or false/],
    ["?take=5", /Unrecognized key: "take"/],
  ])("answers 400 for %s", async (query, message) => {
    await expectError(
      await t.call(`${PATH}${query}`, { token }),
      400,
      "invalid_query_string",
      message,
    );
  });

  it("asks for read:actions", async () => {
    const other = await t.token(["read:token_exchange_profiles"]);
    await expectInsufficientScope(await t.call(PATH, { token: other }), "read:actions");
  });
});
