import { describe, expect, it } from "vitest";
import {
  CONNECTION_NAME_PATTERN,
  connectionId,
  organizationSchema,
  STRATEGIES,
  tokenExchangeProfileListSchema,
  userAttributeProfileSchema,
  userAttributeSchema,
  userId,
} from "../../src/api/schemas/index.ts";
import {
  BULK_CONNECTION,
  BULK_USER_IDS,
  DEFAULT_USER_COUNT,
  generateSeed,
  SEED_FACTS,
  STABLE_CONNECTIONS,
  STAFF_USER_IDS,
  USER_COUNT,
} from "../index.ts";

describe("seed data", () => {
  const seed = generateSeed(42, 300);

  it("is the same for the same seed and differs for another", () => {
    expect(generateSeed(42, 300)).toEqual(seed);
    expect(generateSeed(43, 300).tokenExchangeProfiles[0]?.id).not.toBe(
      seed.tokenExchangeProfiles[0]?.id,
    );
  });

  it("starts seed 42 with the profile the README names", () => {
    expect(seed.tokenExchangeProfiles[0]?.id).toBe("tep_DEBOkFloT62emczN");
  });

  it("keeps the first profiles when more are seeded", () => {
    expect(generateSeed(42, 120).tokenExchangeProfiles).toEqual(
      seed.tokenExchangeProfiles.slice(0, 120),
    );
  });

  it("satisfies the contract's schemas", () => {
    tokenExchangeProfileListSchema.parse({ token_exchange_profiles: seed.tokenExchangeProfiles });
    for (const profile of seed.userAttributeProfiles) userAttributeProfileSchema.parse(profile);
    for (const organization of seed.organizations) organizationSchema.parse(organization);
    for (const connection of seed.connections) {
      connectionId.parse(connection.id);
      expect(connection.name).toMatch(CONNECTION_NAME_PATTERN);
      expect(STRATEGIES).toContain(connection.strategy);
    }
    for (const user of seed.users) userId.parse(user.user_id);
  });

  it("has unique ids, names and subject token types", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(seed.tokenExchangeProfiles.map((p) => p.id))).toBe(true);
    expect(unique(seed.tokenExchangeProfiles.map((p) => p.subject_token_type))).toBe(true);
    expect(unique(seed.connections.map((c) => c.id))).toBe(true);
    expect(unique(seed.connections.map((c) => c.name))).toBe(true);
    expect(unique(seed.users.map((u) => u.user_id))).toBe(true);
  });

  it("has the variety the console needs", () => {
    expect(seed.tokenExchangeProfiles.some((p) => "metadata" in p)).toBe(true);
    expect(seed.userAttributeProfiles.length).toBeGreaterThanOrEqual(4);
    expect(new Set(seed.connections.map((c) => c.strategy))).toEqual(new Set(STRATEGIES));
    expect(seed.users).toHaveLength(DEFAULT_USER_COUNT);
    // The support desk's people come on top of the generated, bulk and staff users.
    expect(DEFAULT_USER_COUNT).toBeGreaterThan(
      USER_COUNT + BULK_USER_IDS.length + STAFF_USER_IDS.length,
    );
    const bulk = seed.users.filter((u) => u.connections.includes(BULK_CONNECTION));
    expect(bulk.length, "a batch of 50 fits in one connection").toBeGreaterThanOrEqual(50);
    expect(seed.users.some((u) => u.user_id.includes("/"))).toBe(true);
    const names = new Set(seed.connections.map((c) => c.name));
    for (const user of seed.users) {
      expect(user.connections.length).toBeGreaterThanOrEqual(1);
      // Three for the support desk's user with several identities.
      expect(user.connections.length).toBeLessThanOrEqual(3);
      for (const name of user.connections) expect(names).toContain(name);
    }
    const assessed = seed.users.filter((u) =>
      Object.values(u.assessments).some((list) => list.includes("new-device")),
    );
    expect(assessed.length).toBeGreaterThan(seed.users.length / 2);
    for (const profile of seed.userAttributeProfiles) {
      const count = Object.keys(profile.user_attributes).length;
      expect(count).toBeGreaterThanOrEqual(3);
      // Ten at most: "Cloud directory sync" has ten, for the editor's 10-attribute layout check.
      expect(count).toBeLessThanOrEqual(10);
    }
    // As the real service stores them: the four required members, nothing outside the list.
    for (const profile of seed.userAttributeProfiles) {
      for (const attribute of Object.values(profile.user_attributes)) {
        expect(userAttributeSchema.safeParse(attribute).error).toBeUndefined();
      }
    }
  });

  it("holds the documented facts for every seed", () => {
    for (const data of [seed, generateSeed(1, 5)]) {
      const first = data.users[0];
      expect(first?.user_id).toBe(SEED_FACTS.firstUser.userId);
      expect(first?.connections[0]).toBe(SEED_FACTS.firstUser.connection);
      expect(data.connections[0]).toEqual(SEED_FACTS.firstConnection);
      expect(data.connections.slice(0, STABLE_CONNECTIONS.length)).toEqual(STABLE_CONNECTIONS);
      expect(data.userAttributeProfiles[0]?.id).toBe(SEED_FACTS.userAttributeProfileId);
      expect(data.organizations.map((o) => o.name)).toContain(SEED_FACTS.takenOrganizationName);
      const users = new Map(data.users.map((u) => [u.user_id, u]));
      expect(users.get(SEED_FACTS.userWithSlash.userId)?.connections).toEqual([
        SEED_FACTS.userWithSlash.connection,
      ]);
      expect(users.get(SEED_FACTS.userInTwoConnections.userId)?.connections).toEqual(
        SEED_FACTS.userInTwoConnections.connections,
      );
    }
  });
});
