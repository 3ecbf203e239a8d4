import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { organizationSchema } from "../../src/api/schemas/index.ts";
import { SEED_FACTS, STABLE_ORGANIZATIONS } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const PATH = "/api/v2/organizations";
const [ACME] = STABLE_ORGANIZATIONS;
if (!ACME) throw new Error("the seed has no organizations");
const { enabled_connections: _, ...ACME_RESOURCE } = ACME;
const NOT_FOUND = "No organization found by that id or name";

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["read:organizations"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

describe("GET /api/v2/organizations/{id}", () => {
  it("answers the organization, its connections left to their own listing", async () => {
    const response = await t.call(`${PATH}/${ACME.id}`, { token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual(ACME_RESOURCE);
    organizationSchema.parse(body);
  });

  it("answers an unknown id with the recorded 404", async () => {
    await expectError(
      await t.call(`${PATH}/org_0000000000000000`, { token }),
      404,
      "inexistent_organization",
      NOT_FOUND,
    );
  });

  it.each([
    ["too short", "org_123"],
    ["another prefix", "con_Oa1dc7Xq2Lm9Pz4K"],
    ["empty", ""],
    ["a path trick", encodeURIComponent("../connections")],
  ])("refuses an id that is %s with a 400 on the path", async (_rule, id) => {
    await expectError(
      await t.call(`${PATH}/${id}`, { token }),
      400,
      "invalid_uri",
      `Path validation error: 'Must be "org_" followed by 16 letters or digits' on property id.`,
    );
  });

  it("asks for read:organizations or read:organizations_summary", async () => {
    await expectInsufficientScope(
      await t.call(`${PATH}/${ACME.id}`, { token: await t.token(["read:users"]) }),
      "read:organizations,read:organizations_summary",
    );
    const summary = await t.token(["read:organizations_summary"]);
    expect((await t.call(`${PATH}/${ACME.id}`, { token: summary })).status).toBe(200);
  });

  it("answers a method it does not serve with 405 and the three it does", async () => {
    const response = await t.call(`${PATH}/${ACME.id}`, { method: "POST", token, json: {} });
    expect(response.headers.get("allow")).toBe("GET, PATCH, DELETE");
    await expectError(response, 405, "method_not_allowed");
  });
});

describe("GET /api/v2/organizations/name/{name}", () => {
  it("finds an organization by its exact name", async () => {
    const response = await t.call(`${PATH}/name/${SEED_FACTS.takenOrganizationName}`, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ACME_RESOURCE);
  });

  it("finds a renamed organization by its new name only", async () => {
    await t.call(`${PATH}/${ACME.id}`, {
      method: "PATCH",
      token: await t.token(["update:organizations"]),
      json: { name: "acme-renamed" },
    });
    expect((await t.call(`${PATH}/name/acme-renamed`, { token })).status).toBe(200);
    await expectError(
      await t.call(`${PATH}/name/acme`, { token }),
      404,
      "inexistent_organization",
      NOT_FOUND,
    );
  });

  it("reads a name that is also a path word as a name", async () => {
    await expectError(
      await t.call(`${PATH}/name/members`, { token }),
      404,
      "inexistent_organization",
    );
  });

  it.each([
    ["a different case", "ACME"],
    ["a prefix", "acm"],
  ])("answers %s with 404: names match exactly", async (_rule, name) => {
    await expectError(
      await t.call(`${PATH}/name/${name}`, { token }),
      404,
      "inexistent_organization",
    );
  });

  it("refuses a name of 51 characters or none with a 400 on the path", async () => {
    await expectError(
      await t.call(`${PATH}/name/${"a".repeat(51)}`, { token }),
      400,
      "invalid_uri",
      "Path validation error: 'Must be at most 50 characters (it has 51)' on property name.",
    );
    await expectError(await t.call(`${PATH}/name/`, { token }), 400, "invalid_uri");
  });

  it("asks for read:organizations only", async () => {
    await expectInsufficientScope(
      await t.call(`${PATH}/name/acme`, { token: await t.token(["read:organizations_summary"]) }),
      "read:organizations",
    );
  });
});
