import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEED_FACTS, SEED_ROLES } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const ORG = SEED_FACTS.bigOrganization.id;
const ADMIN = SEED_FACTS.roles.administrator.id;
const [, BILLING, SUPPORT] = SEED_ROLES.map((role) => role.id);

let t: TestTenant;
let token = "";
let member = "";

beforeAll(async () => {
  t = await startTenant();
  token = await t.token([
    "read:roles",
    "read:organization_members",
    "read:organization_member_roles",
    "create:organization_member_roles",
    "delete:organization_member_roles",
  ]);
});
beforeEach(async () => {
  t.tenant.reset();
  const members = await t.call(`/api/v2/organizations/${ORG}/members?take=1`, { token });
  member = ((await members.json()) as { members: { user_id: string }[] }).members[0]?.user_id ?? "";
});
afterAll(() => t.close());

const rolesPath = (userId = member, org: string = ORG) =>
  `/api/v2/organizations/${org}/members/${encodeURIComponent(userId)}/roles`;
const change = (method: "POST" | "DELETE", roles: unknown, userId = member) =>
  t.call(rolesPath(userId), { token, method, json: { roles } });
const heldRoles = async () =>
  ((await (await t.call(rolesPath(), { token })).json()) as { id: string }[]).map((r) => r.id);

describe("GET /api/v2/roles", () => {
  it("lists the tenant's roles, offset paged, with totals when asked", async () => {
    const first = await t.call("/api/v2/roles", { token });
    expect(await first.json(), "50 a page by default").toHaveLength(50);
    const all = await t.call("/api/v2/roles?per_page=100", { token });
    expect(await all.json()).toHaveLength(SEED_FACTS.roles.count);
    const page = await t.call("/api/v2/roles?page=1&per_page=3&include_totals=true", { token });
    const body = (await page.json()) as { start: number; total: number; roles: unknown[] };
    expect(body).toMatchObject({ start: 3, limit: 3, total: SEED_FACTS.roles.count });
    expect(body.roles).toHaveLength(3);
  });

  it("finds roles by a part of their name, in any case", async () => {
    const found = await t.call("/api/v2/roles?name_filter=ADMIN", { token });
    expect(((await found.json()) as { name: string }[]).map((role) => role.name)).toEqual([
      "Administrator",
      "Billing admin",
    ]);
  });

  it("refuses an unknown parameter and a token without read:roles", async () => {
    await expectError(await t.call("/api/v2/roles?q=x", { token }), 400, "invalid_query_string");
    const other = await t.token(["read:users"]);
    await expectInsufficientScope(await t.call("/api/v2/roles", { token: other }), "read:roles");
  });
});

describe("an organization member's roles", () => {
  it("assigns, lists, lists with the members (fields=roles) and removes", async () => {
    expect((await change("POST", [ADMIN, BILLING])).status).toBe(204);
    expect(await heldRoles()).toEqual([ADMIN, BILLING]);
    const listed = await t.call(
      `/api/v2/organizations/${ORG}/members?take=1&fields=user_id,roles`,
      {
        token,
      },
    );
    const first = ((await listed.json()) as { members: { roles?: { id: string }[] }[] }).members[0];
    expect(first?.roles?.map((role) => role.id)).toEqual([ADMIN, BILLING]);
    expect((await change("DELETE", [ADMIN, SUPPORT])).status).toBe(204);
    expect(await heldRoles(), "a role not held is passed over").toEqual([BILLING]);
  });

  it("assigns a role held already once, so a retry changes nothing", async () => {
    await change("POST", [ADMIN]);
    await change("POST", [ADMIN, ADMIN]);
    expect(await heldRoles()).toEqual([ADMIN]);
  });

  it("refuses an empty list, an id that is no role id, and another property", async () => {
    await expectError(await change("POST", []), 400, "invalid_body");
    await expectError(await change("POST", ["admin"]), 400, "invalid_body");
    const extra = await t.call(rolesPath(), {
      token,
      method: "POST",
      json: { roles: [ADMIN], x: 1 },
    });
    await expectError(extra, 400, "invalid_body");
  });

  it("answers 404 for a role the tenant lacks, a user who is not a member, an unknown organization", async () => {
    await expectError(await change("POST", ["rol_AAAAAAAAAAAAAAAA"]), 404, "inexistent_role");
    await expectError(await change("POST", [ADMIN], "auth0|nobody"), 404, "inexistent_member");
    const unknown = await t.call(rolesPath(member, "org_AAAAAAAAAAAAAAAA"), { token });
    await expectError(unknown, 404, "inexistent_organization");
  });

  it("refuses the 51st role with the service's 409, adding none of that request", async () => {
    const ids = SEED_ROLES.map((role) => role.id);
    expect((await change("POST", ids.slice(0, 50))).status).toBe(204);
    const refused = await change("POST", ids.slice(49, 52));
    await expectError(
      refused,
      409,
      "too_many_entities",
      "No more roles can be assigned to this organization member.",
    );
    expect(await heldRoles()).toHaveLength(50);
  });

  it("refuses a token without the member roles scopes", async () => {
    const reader = await t.token(["read:organization_members"]);
    await expectInsufficientScope(
      await t.call(rolesPath(), { token: reader }),
      "read:organization_member_roles",
    );
    const listed = await t.call(`/api/v2/organizations/${ORG}/members?take=1&fields=roles`, {
      token: reader,
    });
    await expectInsufficientScope(listed, "read:organization_member_roles");
  });
});
