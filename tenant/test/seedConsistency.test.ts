import { describe, expect, it } from "vitest";
import { CONNECTION_NAME_PATTERN, STRATEGIES } from "../../src/api/schemas/index.ts";
import { generateSeed } from "../index.ts";

/** What one read answers, another read or write must agree with, for every seed. */
describe.each([42, 7, 1_000_003])("seed %s", (seed) => {
  const data = generateSeed(seed, 10, 200);
  const byName = new Map(data.connections.map((connection) => [connection.name, connection]));
  const byId = new Map(data.connections.map((connection) => [connection.id, connection]));

  it("names connections by the contract's pattern, with its neutral strategies", () => {
    for (const connection of data.connections) {
      expect(connection.name).toMatch(CONNECTION_NAME_PATTERN);
      expect(STRATEGIES).toContain(connection.strategy);
    }
  });

  it("gives every user only connections that exist, each with its assessments", () => {
    for (const user of data.users) {
      expect(user.connections.length).toBeGreaterThan(0);
      for (const name of user.connections) expect(byName.has(name), name).toBe(true);
      expect(Object.keys(user.assessments).sort()).toEqual([...user.connections].sort());
    }
  });

  it("makes members of organizations only users that exist, each once", () => {
    const users = new Set(data.users.map((user) => user.user_id));
    for (const organization of data.organizations) {
      const members = data.organizationMembers[organization.id] ?? [];
      expect(new Set(members).size, organization.name).toBe(members.length);
      for (const userId of members) expect(users.has(userId), userId).toBe(true);
    }
  });

  it("enables in organizations only connections that exist, under their own name", () => {
    for (const organization of data.organizations) {
      for (const enabled of organization.enabled_connections ?? []) {
        const connection = byId.get(enabled.connection_id);
        expect(connection, enabled.connection_id).toBeDefined();
        expect(enabled.connection).toEqual({
          name: connection?.name,
          strategy: connection?.strategy,
        });
      }
    }
  });
});
