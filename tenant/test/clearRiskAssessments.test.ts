import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEED_FACTS, type TenantState } from "../index.ts";
import {
  clearPath,
  expectError,
  expectInsufficientScope,
  startTenant,
  type TestTenant,
} from "./harness.ts";

const { firstUser, userWithSlash, userInTwoConnections } = SEED_FACTS;
const CLEAR = { connection: firstUser.connection, assessors: ["new-device"] };

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["update:users"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function assessmentsOf(userId: string): Promise<Record<string, string[]>> {
  const state = (await (await t.call("/__tenant/state")).json()) as TenantState;
  const user = state.users.find((candidate) => candidate.user_id === userId);
  if (!user) throw new Error(`no user ${userId}`);
  return user.assessments;
}

function clear(userId: string, json: unknown): Promise<Response> {
  return t.call(clearPath(userId), { method: "POST", token, json });
}

describe("POST /api/v2/users/{id}/risk-assessments/clear", () => {
  it("answers 204 with an empty body and removes the new-device assessment", async () => {
    expect(await assessmentsOf(firstUser.userId)).toEqual({
      [firstUser.connection]: ["new-device"],
    });
    const response = await clear(firstUser.userId, CLEAR);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await assessmentsOf(firstUser.userId)).toEqual({ [firstUser.connection]: [] });
  });

  it("is idempotent", async () => {
    expect((await clear(firstUser.userId, CLEAR)).status).toBe(204);
    expect((await clear(firstUser.userId, CLEAR)).status).toBe(204);
  });

  it("clears only the connection named", async () => {
    const [first, second] = userInTwoConnections.connections;
    await clear(userInTwoConnections.userId, { connection: first, assessors: ["new-device"] });
    expect(await assessmentsOf(userInTwoConnections.userId)).toEqual({
      [first]: [],
      [second]: ["new-device"],
    });
  });

  it("accepts application/x-www-form-urlencoded with repeated assessors", async () => {
    const body = new URLSearchParams([
      ["connection", userWithSlash.connection],
      ["assessors", "new-device"],
      ["assessors", "new-device"],
    ]).toString();
    const response = await t.call(clearPath(userWithSlash.userId), {
      method: "POST",
      token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(response.status, await response.clone().text()).toBe(204);
    expect(await assessmentsOf(userWithSlash.userId)).toEqual({ [userWithSlash.connection]: [] });
  });

  it("reads a single form assessor as a list", async () => {
    const response = await t.call(clearPath(firstUser.userId), {
      method: "POST",
      token,
      headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
      body: `connection=${firstUser.connection}&assessors=new-device`,
    });
    expect(response.status).toBe(204);
  });

  it("says the user does not exist", async () => {
    await expectError(
      await clear("auth0|nobody", CLEAR),
      404,
      "inexistent_user",
      "The user does not exist.",
    );
  });

  it("says which connection is wrong", async () => {
    await expectError(
      await clear(firstUser.userId, { ...CLEAR, connection: "no-such-connection" }),
      404,
      "inexistent_connection",
      "The connection no-such-connection does not exist.",
    );
    await expectError(
      await clear(firstUser.userId, { ...CLEAR, connection: "partners" }),
      404,
      "inexistent_connection",
      "The user does not belong to the connection partners.",
    );
  });

  it("validates the user id: 1 to 1024 characters", async () => {
    await expectError(
      await t.call("/api/v2/users//risk-assessments/clear", { method: "POST", token, json: CLEAR }),
      400,
      "invalid_uri",
      "Path validation error: 'Required' on property id.",
    );
    await expectError(
      await clear("x".repeat(1025), CLEAR),
      400,
      "invalid_uri",
      "Path validation error: 'Must be at most 1024 characters (it has 1025)' on property id.",
    );
    await expectError(await clear("x".repeat(1024), CLEAR), 404, "inexistent_user");
  });

  it("validates the body with the contract's messages", async () => {
    await expectError(
      await clear(firstUser.userId, { connection: "bad--name", assessors: ["new-device"] }),
      400,
      "invalid_body",
      "Payload validation error: 'Cannot contain two hyphens in a row' on property connection.",
    );
    await expectError(
      await clear(firstUser.userId, { ...CLEAR, assessors: ["old-device"] }),
      400,
      "invalid_body",
      "Payload validation error: 'Allowed assessor: new-device' on property assessors.0.",
    );
    await expectError(
      await clear(firstUser.userId, { ...CLEAR, assessors: [] }),
      400,
      "invalid_body",
      "Payload validation error: 'Choose at least one assessor' on property assessors.",
    );
    await expectError(
      await clear(firstUser.userId, {}),
      400,
      "invalid_body",
      /on property connection\.$/,
    );
  });

  it("answers 415 for a body it cannot read", async () => {
    await expectError(
      await t.call(clearPath(firstUser.userId), {
        method: "POST",
        token,
        headers: { "content-type": "text/plain" },
        body: "connection=corp-oidc",
      }),
      415,
      "unsupported_media_type",
    );
  });

  it("asks for update:users", async () => {
    const response = await t.call(clearPath(firstUser.userId), {
      method: "POST",
      token: await t.token(["read:users"]),
      json: CLEAR,
    });
    await expectInsufficientScope(response, "update:users");
  });
});
