import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  organizationConnectionArraySchema,
  organizationConnectionSchema,
  organizationConnectionTotalsSchema,
} from "../../src/api/schemas/index.ts";
import { tenantControl } from "../control.ts";
import { SEED_FACTS, STABLE_CONNECTIONS, STABLE_ORGANIZATIONS } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const EMPTY = SEED_FACTS.emptyOrganization.id;
const FULL = SEED_FACTS.fullOrganization.id;
const ACME = STABLE_ORGANIZATIONS[0]?.id ?? "";
const [CORP_OIDC, CORP] = STABLE_CONNECTIONS;
const list = (id: string) => `/api/v2/organizations/${id}/enabled_connections`;
const item = (id: string, connectionId: string) => `${list(id)}/${connectionId}`;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token([
    "read:organization_connections",
    "create:organization_connections",
    "update:organization_connections",
    "delete:organization_connections",
  ]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function storedConnections(id: string) {
  const organization = (await tenantControl(t.url).state()).organizations.find((o) => o.id === id);
  return organization?.enabled_connections ?? [];
}

function add(id: string, json: unknown): Promise<Response> {
  return t.call(list(id), { method: "POST", token, json });
}

describe("GET …/enabled_connections", () => {
  it("lists the connections in the order enabled, with the service's defaults filled", async () => {
    const response = await t.call(list(ACME), { token });
    expect(response.status).toBe(200);
    expect(organizationConnectionArraySchema.parse(await response.json())).toEqual([
      {
        connection_id: CORP?.id,
        assign_membership_on_login: true,
        show_as_button: true,
        connection: { name: CORP?.name, strategy: CORP?.strategy },
      },
    ]);
  });

  it("pages by offset, the totals counting the page as recorded", async () => {
    const response = await t.call(`${list(FULL)}?page=1&per_page=4&include_totals=true`, { token });
    const body = organizationConnectionTotalsSchema.parse(await response.json());
    expect(body).toMatchObject({ start: 4, limit: 4, total: 10 });
    expect(body.enabled_connections.map((c) => c.connection_id)).toEqual(
      STABLE_CONNECTIONS.slice(4, 8).map((c) => c.id),
    );
    const empty = await t.call(`${list(EMPTY)}?include_totals=true`, { token });
    expect(await empty.json()).toEqual({ start: 0, limit: 0, total: 0, enabled_connections: [] });
  });

  it("refuses checkpoint paging and answers an unknown organization with 404", async () => {
    await expectError(
      await t.call(`${list(ACME)}?take=5`, { token }),
      400,
      "invalid_query_string",
      `Query validation error: 'Unrecognized key: "take"'.`,
    );
    await expectError(
      await t.call(list("org_0000000000000000"), { token }),
      404,
      "inexistent_organization",
    );
  });
});

describe("POST …/enabled_connections", () => {
  it("answers 201 with the item; with only connection_id the flags take their defaults", async () => {
    const response = await add(EMPTY, { connection_id: CORP_OIDC?.id });
    expect(response.status).toBe(201);
    expect(organizationConnectionSchema.parse(await response.json())).toEqual({
      connection_id: CORP_OIDC?.id,
      assign_membership_on_login: false,
      show_as_button: true,
      connection: { name: CORP_OIDC?.name, strategy: CORP_OIDC?.strategy },
    });
    expect(await storedConnections(EMPTY)).toEqual([
      { connection_id: CORP_OIDC?.id, connection: { name: "corp-oidc", strategy: "oidc" } },
    ]);
    const got = await t.call(item(EMPTY, CORP_OIDC?.id ?? ""), { token });
    expect(got.status).toBe(200);
  });

  it("keeps the flags sent, is_signup_enabled among them", async () => {
    const flags = {
      assign_membership_on_login: true,
      show_as_button: false,
      is_signup_enabled: true,
    };
    const response = await add(EMPTY, { connection_id: CORP_OIDC?.id, ...flags });
    expect(await response.json()).toMatchObject(flags);
  });

  it("refuses an 11th connection with 403, adding nothing", async () => {
    const extra = (await tenantControl(t.url).state()).connections.at(-1)?.id;
    await expectError(
      await add(FULL, { connection_id: extra }),
      403,
      "too_many_entities",
      "An organization can have at most 10 enabled connections; remove one before adding another.",
    );
    expect(await storedConnections(FULL)).toHaveLength(10);
  });

  it("answers 409 for a connection enabled already, and 404 for one the tenant lacks", async () => {
    await expectError(
      await add(ACME, { connection_id: CORP?.id }),
      409,
      "conflict",
      "The organization connection already exists.",
    );
    await expectError(
      await add(ACME, { connection_id: "con_0000000000000000" }),
      404,
      "inexistent_connection",
      "The connection con_0000000000000000 does not exist.",
    );
    expect(await storedConnections(ACME)).toHaveLength(1);
  });

  it.each([
    [{}, /on property connection_id\.$/],
    [{ connection_id: "corp" }, /on property connection_id\.$/],
    [{ connection_id: CORP_OIDC?.id, show_as_button: "yes" }, /on property show_as_button\.$/],
    [{ connection_id: CORP_OIDC?.id, organization_access_level: "full" }, /Unrecognized key/],
  ])("refuses %j with a 400", async (json, message) => {
    await expectError(await add(EMPTY, json), 400, "invalid_body", message);
  });

  it("reads a form body, its booleans as booleans", async () => {
    const response = await t.call(list(EMPTY), {
      method: "POST",
      token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `connection_id=${CORP_OIDC?.id}&assign_membership_on_login=true`,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ assign_membership_on_login: true });
  });
});

describe("PATCH …/enabled_connections/{connectionId}", () => {
  it("changes the flags sent and keeps the others", async () => {
    const response = await t.call(item(ACME, CORP?.id ?? ""), {
      method: "PATCH",
      token,
      json: { show_as_button: false },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      assign_membership_on_login: true,
      show_as_button: false,
    });
    expect(await storedConnections(ACME)).toMatchObject([
      { assign_membership_on_login: true, show_as_button: false },
    ]);
  });

  it("answers 404 for a connection not enabled there, and 400 for connection_id in the body", async () => {
    await expectError(
      await t.call(item(ACME, CORP_OIDC?.id ?? ""), { method: "PATCH", token, json: {} }),
      404,
      "inexistent_connection",
      "The organization connection does not exist.",
    );
    await expectError(
      await t.call(item(ACME, CORP?.id ?? ""), {
        method: "PATCH",
        token,
        json: { connection_id: CORP_OIDC?.id },
      }),
      400,
      "invalid_body",
    );
  });
});

describe("DELETE …/enabled_connections/{connectionId}", () => {
  it("removes the connection from the organization only", async () => {
    const response = await t.call(item(ACME, CORP?.id ?? ""), { method: "DELETE", token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await storedConnections(ACME)).toEqual([]);
    const state = await tenantControl(t.url).state();
    expect(state.connections.map((c) => c.id)).toContain(CORP?.id);
    await expectError(
      await t.call(item(ACME, CORP?.id ?? ""), { method: "DELETE", token }),
      404,
      "inexistent_connection",
    );
  });

  it("refuses a malformed connection id on the path", async () => {
    await expectError(
      await t.call(item(ACME, "corp"), { method: "DELETE", token }),
      400,
      "invalid_uri",
      `Path validation error: 'Must be "con_" followed by 16 letters or digits' on property connectionId.`,
    );
  });
});

describe("scopes", () => {
  it.each([
    ["GET", list(ACME), "read:organization_connections"],
    ["POST", list(ACME), "create:organization_connections"],
    ["GET", item(ACME, CORP?.id ?? ""), "read:organization_connections"],
    ["PATCH", item(ACME, CORP?.id ?? ""), "update:organization_connections"],
    ["DELETE", item(ACME, CORP?.id ?? ""), "delete:organization_connections"],
  ])("%s %s asks for %s and changes nothing without it", async (method, path, scope) => {
    const other = await t.token(["read:organizations", "update:organizations"]);
    const json =
      method === "POST" ? { connection_id: CORP_OIDC?.id } : method === "PATCH" ? {} : undefined;
    await expectInsufficientScope(await t.call(path, { method, token: other, json }), scope);
    expect(await storedConnections(ACME)).toEqual(STABLE_ORGANIZATIONS[0]?.enabled_connections);
  });
});
