import { describe, expect, it } from "vitest";
import { LIMITS, organizationSchema } from "../../src/api/schemas/index.ts";
import {
  createTenant,
  DEFAULT_ORGANIZATION_COUNT,
  generateSeed,
  SEED_FACTS,
  STABLE_ORGANIZATIONS,
  STAFF_CONNECTION,
} from "../index.ts";
import { expectError, startTenant } from "./harness.ts";

describe("seeded organizations", () => {
  const data = generateSeed(42, 0);
  const users = new Map(data.users.map((user) => [user.user_id, user]));

  it("are the fixed ones by default, each valid", () => {
    expect(data.organizations).toEqual(STABLE_ORGANIZATIONS);
    expect(data.organizations).toHaveLength(DEFAULT_ORGANIZATION_COUNT);
    for (const organization of data.organizations) organizationSchema.parse(organization);
  });

  it("hold one with 2,000 members, each a user of its connection with an email and a name", () => {
    const { id, members } = SEED_FACTS.bigOrganization;
    const memberIds = data.organizationMembers[id] ?? [];
    expect(memberIds).toHaveLength(members);
    for (const userId of memberIds) {
      const user = users.get(userId) as { email?: string; name?: string; connections: string[] };
      expect(user.connections).toEqual([STAFF_CONNECTION]);
      expect(user.email).toMatch(/^[a-z]+\.[a-z]+\.\d{4}@initech\.example$/);
      expect(user.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    }
    const emails = memberIds.map((userId) => (users.get(userId) as { email?: string }).email);
    expect(new Set(emails).size).toBe(members);
  });

  it("hold one with the maximum of 10 enabled connections, and one with none and no members", () => {
    const full = data.organizations.find((o) => o.id === SEED_FACTS.fullOrganization.id);
    expect(full?.enabled_connections).toHaveLength(LIMITS.organization.enabledConnections.max);
    const empty = data.organizations.find((o) => o.id === SEED_FACTS.emptyOrganization.id);
    expect(empty?.enabled_connections).toBeUndefined();
    expect(data.organizationMembers[SEED_FACTS.emptyOrganization.id]).toEqual([]);
    const withBoth = data.organizations.filter(
      (o) =>
        (o.enabled_connections?.length ?? 0) > 0 &&
        (data.organizationMembers[o.id]?.length ?? 0) > 0,
    );
    expect(withBoth.length).toBeGreaterThanOrEqual(4);
  });

  it("grow to 10,000 on request, names and ids unique, the first ones kept", () => {
    const large = generateSeed(42, 0, 10_000);
    expect(large.organizations).toHaveLength(10_000);
    expect(new Set(large.organizations.map((o) => o.id)).size).toBe(10_000);
    expect(new Set(large.organizations.map((o) => o.name)).size).toBe(10_000);
    for (const organization of large.organizations) organizationSchema.parse(organization);
    expect(generateSeed(42, 0, 100).organizations).toEqual(large.organizations.slice(0, 100));
    expect(generateSeed(43, 0, 100).organizations[50]?.id).not.toBe(large.organizations[50]?.id);
  });
});

describe("the organizations option", () => {
  it("seeds a tenant with 10,000 organizations", async () => {
    const tenant = createTenant({ organizations: 10_000 });
    const origin = "http://tenant.test";
    const token = await tenant.mintToken({ scopes: ["read:organizations"], origin });
    const response = await tenant.app.fetch(
      new Request(`${origin}/api/v2/organizations?include_totals=true&per_page=1`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(await response.json()).toMatchObject({ total: 10_000 });
  });

  it("refuses fewer than the fixed ones, more than the cap, and fractions", () => {
    expect(() => createTenant({ organizations: DEFAULT_ORGANIZATION_COUNT - 1 })).toThrow(
      `organizations must be at least ${DEFAULT_ORGANIZATION_COUNT} (the fixed ones), got ${DEFAULT_ORGANIZATION_COUNT - 1}`,
    );
    expect(() => createTenant({ organizations: 101, limits: { organizations: 100 } })).toThrow(
      "organizations must be at most limits.organizations (100), got 101",
    );
    expect(() => createTenant({ organizations: 7.5 })).toThrow(RangeError);
  });

  it("is taken by a reset through test control, within the same bounds", async () => {
    const t = await startTenant({ limits: { organizations: 100 } });
    try {
      const reset = (json: unknown) => t.call("/__tenant/reset", { method: "POST", json });
      expect((await reset({ organizations: 100 })).status).toBe(200);
      const state = await (await t.call("/__tenant/state")).json();
      expect(state.organizations).toHaveLength(100);
      await expectError(await reset({ organizations: 101 }), 400, "invalid_body", /organizations/);
      await expectError(await reset({ organizations: 2 }), 400, "invalid_body", /organizations/);
      expect((await reset({})).status, "back to the tenant's own count").toBe(200);
      expect((await (await t.call("/__tenant/state")).json()).organizations).toHaveLength(
        DEFAULT_ORGANIZATION_COUNT,
      );
    } finally {
      await t.close();
    }
  });
});
