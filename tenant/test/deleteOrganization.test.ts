import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tenantControl } from "../control.ts";
import { SEED_FACTS, STABLE_ORGANIZATION_MEMBERS } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const BIG = SEED_FACTS.bigOrganization;
const path = (id: string) => `/api/v2/organizations/${id}`;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["delete:organizations", "read:organizations", "read:users"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

describe("DELETE /api/v2/organizations/{id}", () => {
  it("answers 204 with no body; the organization is gone, its members' users stay", async () => {
    const response = await t.call(path(BIG.id), { method: "DELETE", token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");

    await expectError(await t.call(path(BIG.id), { token }), 404, "inexistent_organization");
    const state = await tenantControl(t.url).state();
    expect(state.organizations.map((o) => o.id)).not.toContain(BIG.id);
    expect(state.organizationMembers).not.toHaveProperty(BIG.id);
    const users = new Set(state.users.map((user) => user.user_id));
    for (const userId of STABLE_ORGANIZATION_MEMBERS[BIG.id] ?? []) {
      expect(users.has(userId), userId).toBe(true);
    }
    const member = encodeURIComponent(STABLE_ORGANIZATION_MEMBERS[BIG.id]?.[0] ?? "");
    expect((await t.call(`/api/v2/users/${member}`, { token })).status).toBe(200);
  });

  it("frees the name, and a new organization of that name starts empty", async () => {
    await t.call(path(BIG.id), { method: "DELETE", token });
    const created = await t.call("/api/v2/organizations", {
      method: "POST",
      token: await t.token(["create:organizations"]),
      json: { name: BIG.name },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await tenantControl(t.url).state()).organizationMembers[id]).toEqual([]);
  });

  it("answers 404 for an organization deleted already, and 400 for a malformed id", async () => {
    expect((await t.call(path(BIG.id), { method: "DELETE", token })).status).toBe(204);
    await expectError(
      await t.call(path(BIG.id), { method: "DELETE", token }),
      404,
      "inexistent_organization",
      "No organization found by that id or name",
    );
    await expectError(
      await t.call(path("initech"), { method: "DELETE", token }),
      400,
      "invalid_uri",
    );
  });

  it("asks for delete:organizations and deletes nothing without it", async () => {
    await expectInsufficientScope(
      await t.call(path(BIG.id), {
        method: "DELETE",
        token: await t.token(["update:organizations"]),
      }),
      "delete:organizations",
    );
    expect((await t.call(path(BIG.id), { token })).status).toBe(200);
  });
});
