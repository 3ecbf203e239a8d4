import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizationSchema } from "../../src/api/schemas/index.ts";
import { SEED_FACTS, STABLE_CONNECTIONS } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const PATH = "/api/v2/organizations";
const [first, second] = STABLE_CONNECTIONS;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["create:organizations"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

function create(json: unknown): Promise<Response> {
  return t.call(PATH, { method: "POST", token, json });
}

function createForm(fields: Record<string, string>): Promise<Response> {
  return t.call(PATH, {
    method: "POST",
    token,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("POST /api/v2/organizations", () => {
  it("answers 201 with only the fields set, plus third_party_client_access", async () => {
    const response = await create({ name: "northwind" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["id", "name", "third_party_client_access"]);
    expect(body).toMatchObject({ name: "northwind", third_party_client_access: "block" });
    expect(body.id).toMatch(/^org_[A-Za-z0-9]{16}$/);
  });

  it("echoes every field and names each enabled connection", async () => {
    const request = {
      name: "contoso_2",
      display_name: "Contoso ✨",
      branding: { logo_url: "https://contoso.example/logo.svg" },
      metadata: { region: "eu", tier: "gold" },
      enabled_connections: [
        { connection_id: first.id, assign_membership_on_login: true },
        { connection_id: second.id, show_as_button: false, is_signup_enabled: true },
      ],
      token_quota: { client_credentials: { enforce: true, per_day: 1000, per_hour: 100 } },
      third_party_client_access: "allow",
    };
    const response = await create(request);
    expect(response.status).toBe(201);
    const body = organizationSchema.parse(await response.json());
    expect(body).toEqual({
      ...request,
      id: body.id,
      enabled_connections: [
        {
          ...request.enabled_connections[0],
          connection: { name: first.name, strategy: first.strategy },
        },
        {
          ...request.enabled_connections[1],
          connection: { name: second.name, strategy: second.strategy },
        },
      ],
    });
    const state = await (await t.call("/__tenant/state")).json();
    expect(state.organizations.map((o: { name: string }) => o.name)).toContain("contoso_2");
  });

  it("answers 409 when the name is taken", async () => {
    await expectError(
      await create({ name: SEED_FACTS.takenOrganizationName }),
      409,
      "organization_conflict",
    );
  });

  it("lets exactly one of many concurrent creates of a name win", async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => create({ name: "race" })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
  });

  it("rejects unknown properties without a property path", async () => {
    await expectError(
      await create({ name: "x", colour: "blue" }),
      400,
      "invalid_body",
      `Payload validation error: 'Unrecognized key: "colour"'.`,
    );
  });

  it("names nested fields in validation errors", async () => {
    await expectError(
      await create({
        name: "ok",
        enabled_connections: [{ connection_id: first.id }, { connection_id: "con_short" }],
      }),
      400,
      "invalid_body",
      `Payload validation error: 'Must be "con_" followed by 16 letters or digits' on property enabled_connections.1.connection_id.`,
    );
    await expectError(
      await create({ name: "Upper Case" }),
      400,
      "invalid_body",
      /^Payload validation error: '.+' on property name\.$/,
    );
    await expectError(
      await create({ name: "ok", branding: { logo_url: "http://insecure.example/logo.png" } }),
      400,
      "invalid_body",
      /on property branding\.logo_url\.$/,
    );
    await expectError(
      await create({ name: "ok", token_quota: { client_credentials: { per_day: 0 } } }),
      400,
      "invalid_body",
      /on property token_quota\.client_credentials\.per_day\.$/,
    );
  });

  it("rejects a connection id the tenant does not have, on that item's field", async () => {
    await expectError(
      await create({
        name: "ghost",
        enabled_connections: [
          { connection_id: first.id },
          { connection_id: "con_0000000000000000" },
        ],
      }),
      400,
      "invalid_body",
      "Payload validation error: 'No connection with id con_0000000000000000 exists' on property enabled_connections.1.connection_id.",
    );
  });

  it("requires a name", async () => {
    await expectError(await create({}), 400, "invalid_body", /on property name\.$/);
  });

  it("answers 400 for malformed JSON and 413 past 64 KiB", async () => {
    await expectError(
      await t.call(PATH, {
        method: "POST",
        token,
        headers: { "content-type": "application/json" },
        body: '{"name": "x",',
      }),
      400,
      "invalid_body",
      "Invalid request payload JSON format",
    );
    await expectError(
      await create({ name: "big", display_name: "x".repeat(70_000) }),
      413,
      "payload_too_large",
    );
  });

  it("answers 413 for a large body sent without Content-Length", async () => {
    const chunk = new TextEncoder().encode(`{"name":"stream","display_name":"${"y".repeat(1024)}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${t.url}${PATH}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expectError(response, 413, "payload_too_large");
  });

  it("reads a form-encoded body with the same validation as JSON", async () => {
    const response = await createForm({
      name: "form_made",
      display_name: "Made by a form",
      third_party_client_access: "allow",
    });
    expect(response.status).toBe(201);
    expect(organizationSchema.parse(await response.json())).toMatchObject({
      name: "form_made",
      display_name: "Made by a form",
      third_party_client_access: "allow",
    });
    await expectError(
      await createForm({ name: "Form Made" }),
      400,
      "invalid_body",
      /^Payload validation error: '.+' on property name\.$/,
    );
    await expectError(
      await createForm({ name: SEED_FACTS.takenOrganizationName }),
      409,
      "organization_conflict",
    );
  });

  it.each([
    ["branding[logo_url]", "https://x.example/logo.png", "branding"],
    ["metadata.region", "eu", "metadata"],
    ["enabled_connections", "con_x", "enabled_connections"],
    ["token_quota", "1", "token_quota"],
  ])("refuses the nested form field %s, saying why", async (field, value, root) => {
    await expectError(
      await createForm({ name: "nested_form", [field]: value }),
      400,
      "invalid_body",
      `Payload validation error: '${root} holds nested values, which a form field cannot express; send this body as application/json' on property ${root}.`,
    );
  });

  it("answers 415 for a body neither JSON nor a form", async () => {
    await expectError(
      await t.call(PATH, {
        method: "POST",
        token,
        headers: { "content-type": "text/plain" },
        body: "name=x",
      }),
      415,
      "unsupported_media_type",
    );
  });

  it("asks for create:organizations", async () => {
    const response = await t.call(PATH, {
      method: "POST",
      token: await t.token(["read:organizations"]),
      json: { name: "x" },
    });
    await expectInsufficientScope(response, "create:organizations");
  });
});
