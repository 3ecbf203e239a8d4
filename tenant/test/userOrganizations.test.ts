import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  userOrganizationArraySchema,
  userOrganizationTotalsSchema,
} from "../../src/api/schemas/index.ts";
import { SEED_FACTS, STABLE_USERS, STAFF_USER_IDS } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const ACME = "org_Ac3mEc0rp9Xw2Lq7";
const UMBRELLA = "org_Umbr3ll4Gr0up10C";
const BIG = SEED_FACTS.bigOrganization.id;
const path = (userId: string, query = "") =>
  `/api/v2/users/${encodeURIComponent(userId)}/organizations${query}`;
// A member of acme and of umbrella-group, which holds every stable user.
const IN_TWO = STABLE_USERS[1]?.user_id ?? "";

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["read:organizations", "create:organization_members"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function organizationsOf(userId: string, query = "?include_totals=true") {
  const response = await t.call(path(userId, query), { token });
  expect(response.status).toBe(200);
  return userOrganizationTotalsSchema.parse(await response.json());
}

describe("GET /users/{id}/organizations", () => {
  it("answers the organizations a user is a member of, each as GET /organizations/{id}", async () => {
    const body = await organizationsOf(IN_TWO);
    expect(body).toMatchObject({ start: 0, limit: 50, total: 2 });
    expect(body.organizations.map((organization) => organization.id)).toEqual([ACME, UMBRELLA]);
    const one = await t.call(`/api/v2/organizations/${ACME}`, { token });
    expect(body.organizations[0]).toEqual(await one.json());
  });

  it("answers a bare array without include_totals, and pages by offset", async () => {
    const bare = await t.call(path(IN_TWO, "?page=1&per_page=1"), { token });
    expect(userOrganizationArraySchema.parse(await bare.json()).map((o) => o.id)).toEqual([
      UMBRELLA,
    ]);
    await expectError(
      await t.call(path(IN_TWO, "?page=10&per_page=100"), { token }),
      400,
      "invalid_paging",
    );
  });

  it("sees a membership as soon as it is added", async () => {
    const staff = STAFF_USER_IDS[0] ?? "";
    expect((await organizationsOf(staff)).organizations.map((o) => o.id)).toEqual([BIG]);
    const added = await t.call(`/api/v2/organizations/${ACME}/members`, {
      method: "POST",
      token,
      json: { members: [staff] },
    });
    expect(added.status).toBe(204);
    expect((await organizationsOf(staff)).organizations.map((o) => o.id)).toEqual([ACME, BIG]);
  });

  it("answers a user it does not hold as a user in no organization, as no 404 is declared", async () => {
    expect(await organizationsOf("auth0|doesnotexist")).toMatchObject({
      total: 0,
      organizations: [],
    });
  });

  it("refuses a malformed id, an unknown parameter and a token without read:organizations", async () => {
    await expectError(await t.call(path("x".repeat(1025)), { token }), 400, "invalid_uri");
    await expectError(
      await t.call(path(IN_TWO, "?take=5"), { token }),
      400,
      "invalid_query_string",
    );
    await expectInsufficientScope(
      await t.call(path(IN_TWO), { token: await t.token(["read:users"]) }),
      "read:organizations",
    );
  });
});
