import { describe, expect, it } from "vitest";
import { matchOperation } from "../../server/proxy/allowList";
import { listTokenExchangeActions } from "./actions/list";
import { listConnections } from "./connections/list";
import { OPERATIONS, type OperationRoute } from "./operations";
import { addOrganizationConnection } from "./organization-connections/add";
import { getOrganizationConnection } from "./organization-connections/get";
import { listOrganizationConnections } from "./organization-connections/list";
import { removeOrganizationConnection } from "./organization-connections/remove";
import { updateOrganizationConnection } from "./organization-connections/update";
import { addOrganizationMembers } from "./organization-members/add";
import { listOrganizationMembers } from "./organization-members/list";
import { removeOrganizationMembers } from "./organization-members/remove";
import { createOrganization } from "./organizations/create";
import { deleteOrganization } from "./organizations/delete";
import { getOrganization, getOrganizationByName } from "./organizations/get";
import { listOrganizations } from "./organizations/list";
import { updateOrganization } from "./organizations/update";
import { clearRiskAssessments } from "./risk-assessments/clear";
import { getNewDeviceSettings } from "./risk-assessments/newDeviceSettings";
import { OPERATION_SCOPES } from "./schemas/scopes";
import { callOf, jsonResponse, rejectionOf, setup } from "./testFetch";
import { createTokenExchangeProfile } from "./token-exchange-profiles/create";
import { deleteTokenExchangeProfile } from "./token-exchange-profiles/delete";
import { getTokenExchangeProfile } from "./token-exchange-profiles/get";
import { listTokenExchangeProfiles } from "./token-exchange-profiles/list";
import { updateTokenExchangeProfile } from "./token-exchange-profiles/update";
import { createUserAttributeProfile } from "./user-attribute-profiles/create";
import { deleteUserAttributeProfile } from "./user-attribute-profiles/delete";
import { getUserAttributeProfile } from "./user-attribute-profiles/get";
import { listUserAttributeProfiles } from "./user-attribute-profiles/list";
import { patchUserAttributeProfile } from "./user-attribute-profiles/patch";
import { listUserAttributeProfileTemplates } from "./user-attribute-profiles/templates";
import { getUsersByEmail } from "./users/byEmail";
import { getUserIdentities } from "./users/get";
import { listUserOrganizations } from "./users/organizations";
import { searchUsers } from "./users/search";

/** Whether a sent request fits a row: `{param}` stands for one non-empty path segment. */
function fits(route: OperationRoute, method: string, pathname: string): boolean {
  const pattern = route.path.replace(/\{[a-z]+\}/gi, "[^/]+");
  return route.method === method && new RegExp(`^/api/v2${pattern}$`).test(pathname);
}

const ORG = "org_abcdefghijklmnop";
const CONNECTION = { id: ORG, connectionId: "con_abcdefghijklmnop" };

const CALLS = {
  listTokenExchangeProfiles: (client) =>
    listTokenExchangeProfiles(client, { from: "cursor+1/=", take: 100 }),
  patchUserAttributeProfile: (client) =>
    patchUserAttributeProfile(client, { id: "uap_1234567890123456789012", body: {} }),
  clearRiskAssessments: (client) =>
    clearRiskAssessments(client, {
      userId: "samlp|partners|ops/alex.kim@example.org",
      body: { connection: "Username-Password", assessors: ["new-device"] },
    }),
  createOrganization: (client) => createOrganization(client, { name: "acme" }),
  getUserAttributeProfile: (client) => getUserAttributeProfile(client, `uap_${"a".repeat(22)}`),
  listUserAttributeProfiles: (client) =>
    listUserAttributeProfiles(client, { from: "cursor-1", take: 5 }),
  listConnections: (client) =>
    listConnections(client, {
      from: "cursor-1",
      take: 100,
      name: "corp-oidc",
      strategy: ["samlp", "oidc"],
    }),
  getUser: (client) => getUserIdentities(client, "samlp|partners|ops/alex.kim@example.org"),
  listOrganizations: (client) => listOrganizations(client, { from: "cursor-1", take: 5 }),
  getOrganization: (client) => getOrganization(client, ORG),
  getOrganizationByName: (client) => getOrganizationByName(client, "acme"),
  updateOrganization: (client) => updateOrganization(client, { id: ORG, body: {} }),
  deleteOrganization: (client) => deleteOrganization(client, ORG),
  listOrganizationConnections: (client) => listOrganizationConnections(client, ORG),
  getOrganizationConnection: (client) => getOrganizationConnection(client, CONNECTION),
  addOrganizationConnection: (client) =>
    addOrganizationConnection(client, {
      id: ORG,
      body: { connection_id: CONNECTION.connectionId },
    }),
  updateOrganizationConnection: (client) =>
    updateOrganizationConnection(client, { ...CONNECTION, body: { show_as_button: true } }),
  removeOrganizationConnection: (client) => removeOrganizationConnection(client, CONNECTION),
  listOrganizationMembers: (client) =>
    listOrganizationMembers(client, { id: ORG, from: "cursor-1", take: 100 }),
  addOrganizationMembers: (client) => addOrganizationMembers(client, { id: ORG, members: ["a|b"] }),
  removeOrganizationMembers: (client) =>
    removeOrganizationMembers(client, { id: ORG, members: ["a|b"] }),
  getUsersByEmail: (client) => getUsersByEmail(client, "jane@acme.example"),
  searchUsers: (client) =>
    searchUsers(client, { q: 'name:"jane doe" AND email:*@acme.example', page: 9, perPage: 100 }),
  listUserOrganizations: (client) =>
    listUserOrganizations(client, {
      id: "samlp|partners|ops/alex.kim@example.org",
      page: 9,
      perPage: 100,
    }),
  getNewDeviceSettings: (client) => getNewDeviceSettings(client, undefined),
  createTokenExchangeProfile: (client) =>
    createTokenExchangeProfile(client, {
      name: "Legacy",
      subject_token_type: "urn:acme:legacy-token",
      action_id: "3b8f1c2e-6d4a-4f7b-a9e1-5c2d8b7a4f10",
      type: "custom_authentication",
    }),
  getTokenExchangeProfile: (client) => getTokenExchangeProfile(client, "tep_0000000000000001"),
  updateTokenExchangeProfile: (client) =>
    updateTokenExchangeProfile(client, { id: "tep_0000000000000001", body: { name: "Renamed" } }),
  deleteTokenExchangeProfile: (client) =>
    deleteTokenExchangeProfile(client, "tep_0000000000000001"),
  listActions: (client) => listTokenExchangeActions(client),
  listUserAttributeProfileTemplates: (client) =>
    listUserAttributeProfileTemplates(client, undefined),
  createUserAttributeProfile: (client) =>
    createUserAttributeProfile(client, {
      name: "Workforce",
      user_attributes: {
        email: {
          description: "Email",
          label: "Email",
          profile_required: true,
          native_mapping: "email",
        },
      },
    }),
  deleteUserAttributeProfile: (client) =>
    deleteUserAttributeProfile(client, `uap_${"a".repeat(22)}`),
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

  it.each(Object.entries(CALLS))(
    "lets %s through the proxy's checks, its query forwarded as the console wrote it (issue 33)",
    async (name, call) => {
      const { client, fetch } = setup([jsonResponse(400, { statusCode: 400, message: "no" })]);
      await rejectionOf(call(client));
      const sent = callOf(fetch);
      const url = new URL(sent.url);
      const allowed = matchOperation(sent.init.method ?? "GET", `${url.pathname}${url.search}`);
      expect(allowed.route.name).toBe(name);
      expect(allowed.search).toBe(url.search);
    },
  );

  it("gives every write's audit line a target: the path's id, a create's answered id and name, or the settings it changes", () => {
    const untargeted = OPERATIONS.filter(
      (route) =>
        route.method !== "GET" &&
        route.target === undefined &&
        !route.targetFromAnswer &&
        route.targetFixed === undefined,
    ).map((route) => route.name);
    expect(untargeted).toEqual([]);
  });

  it("reads a write's target before it with a read of the same target", () => {
    for (const route of OPERATIONS) {
      if (route.nameFrom === "readBefore") expect(route.readBefore, route.name).toBeDefined();
      const { readBefore } = route;
      if (readBefore === undefined) continue;
      const read = OPERATIONS.find((row) => row.name === readBefore);
      expect(read?.method, `${route.name} reads ${readBefore}`).toBe("GET");
      for (const param of read?.path.match(/\{\w+\}/g) ?? []) expect(route.path).toContain(param);
    }
  });

  it("reads the object before every PATCH and DELETE, for the store's audit entry", () => {
    const unread = OPERATIONS.filter(
      (route) => (route.method === "PATCH" || route.method === "DELETE") && !route.readBefore,
    ).map((route) => route.name);
    expect(unread).toEqual([]);
  });

  it("names a target only where the path has that parameter", () => {
    for (const route of OPERATIONS) {
      if (route.target) expect(route.path).toContain(`{${route.target}}`);
    }
  });
});
