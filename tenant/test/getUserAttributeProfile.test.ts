import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userAttributeProfileSchema } from "../../src/api/schemas/index.ts";
import { SEED_FACTS, STABLE_USER_ATTRIBUTE_PROFILES } from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const ID = SEED_FACTS.userAttributeProfileId;
const PATH = `/api/v2/user-attribute-profiles/${ID}`;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token(["read:user_attribute_profiles", "update:user_attribute_profiles"]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

describe("GET /api/v2/user-attribute-profiles/{id}", () => {
  it("answers the whole seeded profile", async () => {
    const response = await t.call(PATH, { token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(userAttributeProfileSchema.parse(body)).toEqual(STABLE_USER_ATTRIBUTE_PROFILES[0]);
    expect(Object.keys(body).sort()).toEqual(["id", "name", "user_attributes", "user_id"]);
  });

  it("shows what a PATCH changed", async () => {
    const patched = await t.call(PATH, { method: "PATCH", token, json: { name: "Renamed" } });
    expect(patched.status).toBe(200);
    const read = await (await t.call(PATH, { token })).json();
    expect(read).toEqual(await patched.json());
    expect(read.name).toBe("Renamed");
  });

  it("answers 404 for a well-formed id that does not exist", async () => {
    const unknown = `uap_${"Z".repeat(22)}`;
    await expectError(
      await t.call(`/api/v2/user-attribute-profiles/${unknown}`, { token }),
      404,
      "inexistent_user_attribute_profile",
      `The user attribute profile ${unknown} does not exist.`,
    );
  });

  it.each([
    ["too short", "uap_123"],
    ["another prefix", `tep_${"a".repeat(22)}`],
    ["empty", ""],
  ])("answers 400 for an id that is %s", async (_case, id) => {
    await expectError(
      await t.call(`/api/v2/user-attribute-profiles/${id}`, { token }),
      400,
      "invalid_uri",
      /^Path validation error: 'Must be "uap_" followed by 22 letters or digits' on property id\.$/,
    );
  });

  it("asks for read:user_attribute_profiles, even of a token that may update", async () => {
    const writer = await t.token(["update:user_attribute_profiles"]);
    await expectInsufficientScope(
      await t.call(PATH, { token: writer }),
      "read:user_attribute_profiles",
    );
  });

  it("answers 401 without a token", async () => {
    await expectError(await t.call(PATH), 401, "invalid_token");
  });

  it("answers another method with 405, allowing GET, PATCH and DELETE", async () => {
    const response = await t.call(PATH, { method: "PUT", token });
    expect(response.headers.get("allow")).toBe("GET, PATCH, DELETE");
    await expectError(
      response,
      405,
      "method_not_allowed",
      "Method PUT is not allowed here; use GET or PATCH or DELETE",
    );
  });
});
