import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  USER_SEARCH_MESSAGES,
  type User,
  userSchema,
  userSearchPageSchema,
  usersByEmailSchema,
} from "../../src/api/schemas/index.ts";
import { tenantControl } from "../control.ts";
import { SUPPORT_DESK_FACTS as DESK } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["read:users"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function byEmail(email: string, extra = ""): Promise<User[]> {
  const response = await t.call(
    `/api/v2/users-by-email?email=${encodeURIComponent(email)}${extra}`,
    {
      token,
    },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return usersByEmailSchema.parse(await response.json());
}

const searchPath = (q: string, extra = "") =>
  `/api/v2/users?q=${encodeURIComponent(q)}&search_engine=v3${extra}`;

async function search(q: string, extra = "") {
  const response = await t.call(searchPath(q, `&include_totals=true${extra}`), { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return userSearchPageSchema.parse(await response.json());
}

const ids = (users: readonly { user_id: string }[]) => users.map((user) => user.user_id).sort();

describe("GET /api/v2/users-by-email", () => {
  it("finds the user by the exact address, with what a support agent reads", async () => {
    const [user, ...others] = await byEmail(DESK.exactEmail.email);
    expect(others).toEqual([]);
    expect(user).toMatchObject({
      user_id: DESK.exactEmail.userId,
      email: DESK.exactEmail.email,
      name: "Jane Cooper",
      identities: [expect.objectContaining({ connection: "corp-oidc" })],
    });
  });

  it("is case-sensitive: an external provider's mixed-case address needs its own case", async () => {
    const { email, userId } = DESK.mixedCaseEmail;
    expect(ids(await byEmail(email))).toEqual([userId]);
    expect(await byEmail(email.toLowerCase())).toEqual([]);
  });

  it("answers every user who shares an address, and an empty array for none", async () => {
    expect(ids(await byEmail(DESK.sharedEmail.email))).toEqual(
      [...DESK.sharedEmail.userIds].sort(),
    );
    expect(await byEmail("nobody@acme.example")).toEqual([]);
  });

  it("trims each user with fields", async () => {
    const users = await byEmail(DESK.blockedUser.email, "&fields=user_id,blocked");
    expect(users).toEqual([{ user_id: DESK.blockedUser.userId, blocked: true }]);
  });

  it("answers 400 without an email, and asks for read:users", async () => {
    await expectError(
      await t.call("/api/v2/users-by-email", { token }),
      400,
      "invalid_query_string",
      "Query validation error: 'email is required' on property email.",
    );
    const other = await t.token(["update:users"]);
    await expectInsufficientScope(
      await t.call("/api/v2/users-by-email?email=a%40b.example", { token: other }),
      "read:users",
    );
  });
});

describe("GET /api/v2/users (search)", () => {
  it("matches email without regard to case, as the search does", async () => {
    const page = await search(`email:"${DESK.mixedCaseEmail.email.toLowerCase()}"`);
    expect(ids(page.users)).toEqual([DESK.mixedCaseEmail.userId]);
  });

  it("finds several users by part of a name, with a wildcard", async () => {
    const page = await search("name:*jan*");
    const names = page.users.map((user) => user.name);
    for (const name of DESK.janes) expect(names).toContain(name);
    expect(page.total).toBe(page.users.length);
  });

  it("refuses a leading wildcard with fewer than 3 other characters", async () => {
    await expectError(
      await t.call(searchPath("name:*ja"), { token }),
      400,
      "invalid_query_string",
      "Query validation error: 'Invalid query: a leading wildcard needs at least 3 other characters, such as name:*abc' on property q.",
    );
  });

  it("combines terms with AND, OR and NOT, and reads identities.connection", async () => {
    const { userId, connections } = DESK.threeIdentities;
    const all = await search(
      connections.map((name) => `identities.connection:"${name}"`).join(" AND "),
    );
    expect(ids(all.users)).toEqual([userId]);
    const either = await search(
      `email:"${DESK.exactEmail.email}" OR email:"${DESK.blockedUser.email}"`,
    );
    expect(ids(either.users)).toEqual([DESK.exactEmail.userId, DESK.blockedUser.userId].sort());
    const blocked = `email:"${DESK.blockedUser.email}"`;
    expect(ids((await search(`${blocked} AND NOT blocked:false`)).users)).toEqual([
      DESK.blockedUser.userId,
    ]);
    expect((await search(`${blocked} AND NOT blocked:true`)).users).toEqual([]);
  });

  it("pages the matches, counts them all, and trims with fields", async () => {
    const q = 'identities.connection:"support-db"';
    const first = await search(q, "&per_page=7&page=0&fields=user_id");
    const second = await search(q, "&per_page=7&page=1&fields=user_id");
    expect(first).toMatchObject({ start: 0, limit: 7, length: 7 });
    expect(second).toMatchObject({ start: 7, limit: 7, total: first.total });
    expect(first.users[0]).toEqual({ user_id: expect.any(String) });
    expect(ids(first.users)).not.toEqual(ids(second.users));
  });

  it("answers a bare array without include_totals", async () => {
    const response = await t.call(searchPath(`email:"${DESK.exactEmail.email}"`), { token });
    const body = await response.json();
    expect(Array.isArray(body)).toBe(true);
    userSchema.parse(body[0]);
  });

  it.each(["constructor", "__proto__", "toString"])(
    "finds no user with _exists_:%s, a property every object inherits",
    async (field) => {
      expect((await search(`_exists_:${field}`)).total).toBe(0);
      expect((await search(`${field}:*function*`)).total).toBe(0);
      expect((await search(`_exists_:email AND NOT _exists_:${field}`)).total).toBe(
        (await search("_exists_:email")).total,
      );
    },
  );

  it.each([
    ["search_engine=v2", "/api/v2/users?q=name%3Ajane&search_engine=v2", USER_SEARCH_MESSAGES.v2],
    ["q without search_engine", "/api/v2/users?q=name%3Ajane", USER_SEARCH_MESSAGES.qWithoutEngine],
    [
      "a page past the first 1000 records",
      searchPath("name:*jan*", "&per_page=100&page=10"),
      USER_SEARCH_MESSAGES.pastCap,
    ],
    ["an unclosed quote", searchPath('name:"jane'), "Invalid query: a quoted value is not closed"],
  ])("answers 400 for %s, in the service's words", async (_case, path, text) => {
    const message = await expectError(await t.call(path, { token }), 400, "invalid_query_string");
    expect(message).toContain(text);
  });

  it("answers 503 while test control makes searches time out, and the exact read still works", async () => {
    const control = tenantControl(t.url);
    await control.userSearchTimesOut(true);
    await expectError(
      await t.call(searchPath("name:*jan*"), { token }),
      503,
      "operation_timed_out",
      USER_SEARCH_MESSAGES.timeout,
    );
    expect(await byEmail(DESK.exactEmail.email)).toHaveLength(1);
    expect((await control.state()).searchTimesOut).toBe(true);
    await control.userSearchTimesOut(false);
    expect((await search("name:*jan*")).total).toBeGreaterThan(0);
  });

  it("finds a user just created only after the index catches up; the exact read finds it at once", async () => {
    const control = tenantControl(t.url);
    const email = "new.starter@acme.example";
    const { user, searchableAt } = await control.addUser({
      email,
      connection: "corp",
      name: "New Starter",
      searchLagMs: 30_000,
    });
    expect(user.user_id).toBe(`samlp|corp|${email}`);
    expect(ids(await byEmail(email))).toEqual([user.user_id]);
    expect((await search(`email:"${email}"`)).users).toEqual([]);
    await control.advanceClock(searchableAt - t.tenant.clock.now());
    expect(ids((await search(`email:"${email}"`)).users)).toEqual([user.user_id]);
  });
});

describe("a directory of 10,000 users", () => {
  let big: TestTenant;
  beforeAll(async () => {
    big = await startTenant({ users: 10_000 });
  });
  afterAll(() => big.close());

  it("counts every match, serves the first 1,000 and refuses to page further", async () => {
    const bigToken = await big.token(["read:users"]);
    const q = encodeURIComponent("email.domain:acme.example");
    const last = await big.call(
      `/api/v2/users?q=${q}&search_engine=v3&include_totals=true&per_page=100&page=9&fields=user_id`,
      { token: bigToken },
    );
    const page = userSearchPageSchema.parse(await last.json());
    expect(page.total).toBeGreaterThan(1000);
    expect(page.users).toHaveLength(100);
    const past = await big.call(`/api/v2/users?q=${q}&search_engine=v3&per_page=100&page=10`, {
      token: bigToken,
    });
    await expectError(past, 400, "invalid_query_string", /first 1000 records/);
    const state = await (await big.call("/__tenant/state")).json();
    expect(state.users).toHaveLength(10_000);
  });
});
