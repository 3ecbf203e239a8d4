import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userIdentitiesSchema, userSchema } from "../../src/api/schemas/index.ts";
import { SEED_FACTS } from "../index.ts";
import {
  clearPath,
  expectError,
  expectInsufficientScope,
  startTenant,
  type TestTenant,
} from "./harness.ts";

const userPath = (id: string, query = "") => `/api/v2/users/${encodeURIComponent(id)}${query}`;
const IDENTITIES = "?fields=identities&include_fields=true";

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["read:users", "read:connections", "update:users"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function identitiesOf(userId: string) {
  const response = await t.call(userPath(userId, IDENTITIES), { token });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = await response.json();
  expect(Object.keys(body)).toEqual(["identities"]);
  return userIdentitiesSchema.parse(body).identities;
}

describe("GET /api/v2/users/{id}", () => {
  it("answers only the identities when asked, one per connection of the user", async () => {
    const { userId, connections } = SEED_FACTS.userInTwoConnections;
    expect(await identitiesOf(userId)).toEqual([
      {
        connection: "corp",
        user_id: "corp|jane.doe@example.com",
        provider: "samlp",
        isSocial: false,
      },
      {
        connection: "corp-oidc",
        user_id: "corp|jane.doe@example.com",
        provider: "oidc",
        isSocial: false,
      },
    ]);
    expect(connections).toEqual(["corp", "corp-oidc"]);
  });

  it("answers the whole user without fields: what a support agent reads", async () => {
    const { userId } = SEED_FACTS.firstUser;
    const response = await t.call(userPath(userId), { token });
    const user = userSchema.parse(await response.json());
    expect(user).toMatchObject({
      user_id: userId,
      email: "jane@acme.example",
      name: "Jane Cooper",
      blocked: false,
      identities: [
        {
          connection: "corp-oidc",
          user_id: "5f7c8ec7c33c6c004bbafe82",
          provider: "oidc",
          isSocial: false,
        },
      ],
    });
    for (const member of ["created_at", "last_login", "logins_count", "email_verified"]) {
      expect(user, member).toHaveProperty(member);
    }
    const without = await t.call(userPath(userId, "?fields=identities&include_fields=false"), {
      token,
    });
    const rest = await without.json();
    expect(rest).not.toHaveProperty("identities");
    expect(rest).toMatchObject({ user_id: userId, email: "jane@acme.example" });
  });

  it("finds a user whose id holds a slash, sent as %2F", async () => {
    const { userId, connection } = SEED_FACTS.userWithSlash;
    expect((await identitiesOf(userId)).map((identity) => identity.connection)).toEqual([
      connection,
    ]);
  });

  it("names connections that exist and that a clear accepts", async () => {
    const state = await (await t.call("/__tenant/state")).json();
    const listed = await (await t.call("/api/v2/connections?fields=name", { token })).json();
    const names = new Set(listed.connections.map((c: { name: string }) => c.name));
    for (const user of state.users.slice(0, 10)) {
      for (const identity of await identitiesOf(user.user_id)) {
        expect(names).toContain(identity.connection);
      }
    }
    const { userId } = SEED_FACTS.firstUser;
    const [identity] = await identitiesOf(userId);
    const cleared = await t.call(clearPath(userId), {
      method: "POST",
      token,
      json: { connection: identity?.connection, assessors: ["new-device"] },
    });
    expect(cleared.status).toBe(204);
  });

  it("answers 404 for a user that does not exist", async () => {
    await expectError(
      await t.call(userPath("oidc|nobody", IDENTITIES), { token }),
      404,
      "inexistent_user",
      "The user does not exist.",
    );
  });

  it.each([
    [
      "an empty id",
      "/api/v2/users/",
      "invalid_uri",
      /^Path validation error: 'Required' on property id\.$/,
    ],
    [
      "an id over 1024 characters",
      userPath("x".repeat(1025)),
      "invalid_uri",
      /^Path validation error: 'Must be at most 1024 characters \(it has 1025\)' on property id\.$/,
    ],
    [
      "fields that are not names",
      userPath(SEED_FACTS.firstUser.userId, "?fields=identities;drop"),
      "invalid_query_string",
      /on property fields\.$/,
    ],
    [
      "an unknown parameter",
      userPath(SEED_FACTS.firstUser.userId, "?connection=corp"),
      "invalid_query_string",
      /Unrecognized key: "connection"/,
    ],
  ])("answers 400 for %s", async (_case, path, errorCode, message) => {
    await expectError(await t.call(path, { token }), 400, errorCode, message);
  });

  it("asks for read:users, even of a token that may update users", async () => {
    const writer = await t.token(["update:users"]);
    await expectInsufficientScope(
      await t.call(userPath(SEED_FACTS.firstUser.userId, IDENTITIES), { token: writer }),
      "read:users",
    );
  });

  it("answers another method with 405 and Allow: GET", async () => {
    const response = await t.call(userPath(SEED_FACTS.firstUser.userId), {
      method: "DELETE",
      token,
    });
    expect(response.headers.get("allow")).toBe("GET");
    await expectError(response, 405, "method_not_allowed");
  });
});
