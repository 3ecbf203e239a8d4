import { describe, expect, it } from "vitest";
import { listConnections } from "./connections/list";
import { OPERATIONS, type OperationRoute } from "./operations";
import { createOrganization } from "./organizations/create";
import { clearRiskAssessments } from "./risk-assessments/clear";
import { OPERATION_SCOPES } from "./schemas/scopes";
import { callOf, jsonResponse, rejectionOf, setup } from "./testFetch";
import { listTokenExchangeProfiles } from "./token-exchange-profiles/list";
import { getUserAttributeProfile } from "./user-attribute-profiles/get";
import { listUserAttributeProfiles } from "./user-attribute-profiles/list";
import { patchUserAttributeProfile } from "./user-attribute-profiles/patch";
import { getUsersByEmail } from "./users/byEmail";
import { getUserIdentities } from "./users/get";
import { searchUsers } from "./users/search";

/** Whether a sent request fits a row: `{param}` stands for one non-empty path segment. */
function fits(route: OperationRoute, method: string, pathname: string): boolean {
  const pattern = route.path.replace(/\{[a-z]+\}/gi, "[^/]+");
  return route.method === method && new RegExp(`^/api/v2${pattern}$`).test(pathname);
}

const CALLS = {
  listTokenExchangeProfiles: (client) => listTokenExchangeProfiles(client, { take: 5 }),
  patchUserAttributeProfile: (client) =>
    patchUserAttributeProfile(client, { id: "uap_1234567890123456789012", body: {} }),
  clearRiskAssessments: (client) =>
    clearRiskAssessments(client, {
      userId: "auth0|a/../b",
      body: { connection: "Username-Password", assessors: ["new-device"] },
    }),
  createOrganization: (client) => createOrganization(client, { name: "acme" }),
  getUserAttributeProfile: (client) => getUserAttributeProfile(client, `uap_${"a".repeat(22)}`),
  listUserAttributeProfiles: (client) => listUserAttributeProfiles(client, { take: 5 }),
  listConnections: (client) => listConnections(client, { name: "corp", strategy: ["samlp"] }),
  getUser: (client) => getUserIdentities(client, "samlp|partners|ops/alex.kim@example.org"),
  getUsersByEmail: (client) => getUsersByEmail(client, "jane@acme.example"),
  searchUsers: (client) => searchUsers(client, { q: 'name:"jane"' }),
} satisfies Record<string, (client: ReturnType<typeof setup>["client"]) => Promise<unknown>>;

describe("the proxy allow-list", () => {
  it("names each scoped operation once", () => {
    expect(OPERATIONS.map((route) => route.name).sort()).toEqual(
      Object.keys(OPERATION_SCOPES).sort(),
    );
  });

  it.each(Object.entries(CALLS))("has a row that fits what %s sends", async (name, call) => {
    // A 400 ends each call after one request, whatever the operation expects back.
    const { client, fetch } = setup([jsonResponse(400, { statusCode: 400, message: "no" })]);
    await rejectionOf(call(client));
    const sent = callOf(fetch);
    const route = OPERATIONS.find((row) => row.name === name);
    expect(route, `a row for ${name}`).toBeDefined();
    expect(
      route && fits(route, sent.init.method ?? "GET", new URL(sent.url).pathname),
      `${sent.init.method} ${sent.url} fits ${route?.method} ${route?.path}`,
    ).toBe(true);
  });

  it("names a target only where the path has that parameter", () => {
    for (const route of OPERATIONS) {
      if (route.target) expect(route.path).toContain(`{${route.target}}`);
    }
  });
});
