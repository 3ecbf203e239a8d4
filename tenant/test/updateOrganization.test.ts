import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizationSchema } from "../../src/api/schemas/index.ts";
import { tenantControl } from "../control.ts";
import { STABLE_ORGANIZATIONS } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const [ACME, GLOBEX, , , HOOLI] = STABLE_ORGANIZATIONS;
const path = (id = ACME?.id) => `/api/v2/organizations/${id}`;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["update:organizations", "read:organizations"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function patch(json: unknown, id = ACME?.id): Promise<Record<string, unknown>> {
  const response = await t.call(path(id), { method: "PATCH", token, json });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return organizationSchema.parse(JSON.parse(text));
}

async function stored(id = ACME?.id) {
  return (await tenantControl(t.url).state()).organizations.find((o) => o.id === id);
}

describe("PATCH /api/v2/organizations/{id}", () => {
  it("changes what is sent and keeps what is not, answering the whole organization", async () => {
    const body = await patch({ display_name: "Acme Worldwide" });
    expect(body).toEqual({
      id: ACME?.id,
      name: "acme",
      display_name: "Acme Worldwide",
      branding: ACME?.branding,
      metadata: ACME?.metadata,
      third_party_client_access: "block",
    });
    expect(await stored()).toMatchObject({
      display_name: "Acme Worldwide",
      branding: ACME?.branding,
      enabled_connections: ACME?.enabled_connections,
    });
  });

  it("replaces metadata whole: a key not sent is gone, a null value is left out", async () => {
    await patch({ metadata: { tier: "gold", region: "eu" } });
    const body = await patch({ metadata: { region: "us", tier: null } });
    expect(body.metadata).toEqual({ region: "us" });
    expect((await stored())?.metadata).toEqual({ region: "us" });
  });

  it("removes metadata with {} and the quota with null", async () => {
    const body = await patch({ metadata: {}, token_quota: null }, HOOLI?.id);
    expect(body).not.toHaveProperty("metadata");
    expect(body).not.toHaveProperty("token_quota");
    const kept = await stored(HOOLI?.id);
    expect(kept).not.toHaveProperty("token_quota");
    expect(kept?.branding).toEqual(HOOLI?.branding);
  });

  it("replaces the quota and the branding whole; {} removes the branding", async () => {
    const quota = { client_credentials: { per_hour: 7 } };
    expect((await patch({ token_quota: quota }, HOOLI?.id)).token_quota).toEqual(quota);
    const branding = { logo_url: "https://acme.example/new.png" };
    expect((await patch({ branding })).branding).toEqual(branding);
    expect(await patch({ branding: {} })).not.toHaveProperty("branding");
  });

  it("renames, freeing the old name", async () => {
    expect((await patch({ name: "acme-2" })).name).toBe("acme-2");
    const created = await t.call("/api/v2/organizations", {
      method: "POST",
      token: await t.token(["create:organizations"]),
      json: { name: "acme" },
    });
    expect(created.status, "the old name is free again").toBe(201);
  });

  it("answers a name another organization holds with 409, changing nothing", async () => {
    await expectError(
      await t.call(path(), {
        method: "PATCH",
        token,
        json: { name: GLOBEX?.name, display_name: "X" },
      }),
      409,
      "organization_conflict",
      `An organization with the name ${GLOBEX?.name} already exists.`,
    );
    expect((await stored())?.display_name).toBe(ACME?.display_name);
    expect((await patch({ name: "acme" })).name, "its own name is no conflict").toBe("acme");
  });

  it("answers an empty body with the organization unchanged", async () => {
    const { enabled_connections: _, ...resource } = ACME ?? { id: "", name: "" };
    expect(await patch({})).toEqual(resource);
    const empty = await t.call(path(), { method: "PATCH", token });
    expect(empty.status).toBe(200);
  });

  it("answers an unknown organization with the 404 of a read", async () => {
    await expectError(
      await t.call(path("org_0000000000000000"), { method: "PATCH", token, json: {} }),
      404,
      "inexistent_organization",
      "No organization found by that id or name",
    );
  });

  it.each([
    [{ name: "Acme" }, /on property name\.$/],
    [
      { enabled_connections: [] },
      `Payload validation error: 'Unrecognized key: "enabled_connections"'.`,
    ],
    [{ metadata: { a: 1 } }, /on property metadata\.a\.$/],
    [
      { branding: { colors: { primary: "#000" } } },
      /on property branding\.colors\.page_background\.$/,
    ],
    [{ token_quota: {} }, /on property token_quota\.client_credentials\.$/],
  ])("refuses %j, changing nothing", async (json, message) => {
    await expectError(
      await t.call(path(), { method: "PATCH", token, json }),
      400,
      "invalid_body",
      message,
    );
    expect(await stored()).toEqual(ACME);
  });

  it("reads a form body, its booleans included, and refuses nested fields in a form", async () => {
    const form = (body: string) =>
      t.call(path(), {
        method: "PATCH",
        token,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    const response = await form("display_name=Form+Made&is_app_entitlement_active=true");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      display_name: "Form Made",
      is_app_entitlement_active: true,
    });
    await expectError(
      await form("is_app_entitlement_active=yes"),
      400,
      "invalid_body",
      /on property is_app_entitlement_active\.$/,
    );
    await expectError(
      await form("metadata%5Btier%5D=gold"),
      400,
      "invalid_body",
      /metadata holds nested values/,
    );
  });

  it("asks for update:organizations", async () => {
    await expectInsufficientScope(
      await t.call(path(), {
        method: "PATCH",
        token: await t.token(["read:organizations"]),
        json: {},
      }),
      "update:organizations",
    );
  });
});
