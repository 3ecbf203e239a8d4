import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  organizationMemberArraySchema,
  organizationMemberPageSchema,
  organizationMemberTotalsSchema,
} from "../../src/api/schemas/index.ts";
import { tenantControl } from "../control.ts";
import {
  BULK_USER_IDS,
  SEED_FACTS,
  STABLE_ORGANIZATION_MEMBERS,
  STAFF_USER_IDS,
} from "../index.ts";
import { expectError, expectInsufficientScope, startTenant, type TestTenant } from "./harness.ts";

const BIG = SEED_FACTS.bigOrganization.id;
const EMPTY = SEED_FACTS.emptyOrganization.id;
const ACME = "org_Ac3mEc0rp9Xw2Lq7";
const path = (id: string) => `/api/v2/organizations/${id}/members`;

let t: TestTenant;
let token: string;

beforeAll(async () => {
  t = await startTenant();
  token = await t.token([
    "read:organization_members",
    "create:organization_members",
    "delete:organization_members",
  ]);
});
afterAll(() => t.close());
beforeEach(() => t.tenant.reset());

async function members(id: string): Promise<string[]> {
  return (await tenantControl(t.url).state()).organizationMembers[id] ?? [];
}

function change(method: "POST" | "DELETE", id: string, userIds: unknown): Promise<Response> {
  return t.call(path(id), { method, token, json: { members: userIds } });
}

async function walk(id: string, take: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let next: string | undefined;
  let pages = 0;
  do {
    const from = next ? `&from=${encodeURIComponent(next)}` : "";
    const response = await t.call(`${path(id)}?take=${take}${from}`, { token });
    expect(response.status).toBe(200);
    const page = organizationMemberPageSchema.parse(await response.json());
    ids.push(...page.members.map((member) => member.user_id));
    next = page.next;
    pages++;
  } while (next);
  return { ids, pages };
}

describe("GET …/members", () => {
  it("walks 2,000 members in the order they joined; the last page still has next, the one after is empty", async () => {
    const { ids, pages } = await walk(BIG, 100);
    expect(ids).toEqual(STAFF_USER_IDS);
    expect(pages, "20 full pages, then an empty one").toBe(21);
  });

  it("shows each member's email and name, as the user holds them", async () => {
    const response = await t.call(`${path(BIG)}?take=1`, { token });
    const page = organizationMemberPageSchema.parse(await response.json());
    expect(page.members).toEqual([
      {
        user_id: STAFF_USER_IDS[0],
        email: "ada.abbott.0001@initech.example",
        name: "Ada Abbott",
      },
    ]);
  });

  it("pages by offset too, up to the 1,000th member", async () => {
    const response = await t.call(`${path(BIG)}?page=3&per_page=25&include_totals=true`, { token });
    const body = organizationMemberTotalsSchema.parse(await response.json());
    expect(body).toMatchObject({ start: 75, limit: 25, total: 2000 });
    expect(body.members[0]?.user_id).toBe(STAFF_USER_IDS[75]);
    const bare = await t.call(`${path(EMPTY)}`, { token });
    expect(organizationMemberArraySchema.parse(await bare.json())).toEqual([]);
    await expectError(
      await t.call(`${path(BIG)}?page=40&per_page=25`, { token }),
      400,
      "invalid_paging",
    );
  });

  it("trims members by fields; roles need their own scope and are empty", async () => {
    const trimmed = await t.call(`${path(BIG)}?take=2&fields=email`, { token });
    expect(((await trimmed.json()) as { members: object[] }).members).toEqual([
      { email: "ada.abbott.0001@initech.example" },
      { email: "bruno.abbott.0002@initech.example" },
    ]);
    await expectInsufficientScope(
      await t.call(`${path(BIG)}?take=1&fields=user_id,roles`, { token }),
      "read:organization_member_roles",
    );
    const withRoles = await t.call(`${path(BIG)}?take=1&fields=user_id,roles`, {
      token: await t.token(["read:organization_members", "read:organization_member_roles"]),
    });
    expect(await withRoles.json()).toMatchObject({
      members: [{ user_id: STAFF_USER_IDS[0], roles: [] }],
    });
  });

  it("refuses a next of another organization's members", async () => {
    const first = await t.call(`${path(BIG)}?take=1`, { token });
    const { next } = (await first.json()) as { next: string };
    await expectError(
      await t.call(`${path(ACME)}?take=1&from=${encodeURIComponent(next)}`, { token }),
      400,
      "invalid_query_string",
      /on property from\.$/,
    );
  });

  it("answers an unknown organization with 404", async () => {
    await expectError(
      await t.call(path("org_0000000000000000"), { token }),
      404,
      "inexistent_organization",
    );
  });
});

describe("POST …/members", () => {
  it("adds up to 10 existing users with 204, after the members already there", async () => {
    const added = BULK_USER_IDS.slice(20, 30);
    const response = await change("POST", ACME, added);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await members(ACME)).toEqual([...(STABLE_ORGANIZATION_MEMBERS[ACME] ?? []), ...added]);
  });

  it("refuses 11 ids and an empty list, adding nobody", async () => {
    await expectError(
      await change("POST", EMPTY, BULK_USER_IDS.slice(0, 11)),
      400,
      "invalid_body",
      "Payload validation error: 'At most 10 user ids a request' on property members.",
    );
    await expectError(await change("POST", EMPTY, []), 400, "invalid_body");
    expect(await members(EMPTY)).toEqual([]);
  });

  it("refuses a user the tenant lacks on that item, adding nobody of the request", async () => {
    await expectError(
      await change("POST", EMPTY, [BULK_USER_IDS[0], "db|support|nobody"]),
      400,
      "invalid_body",
      "Payload validation error: 'No user with id db|support|nobody exists' on property members.1.",
    );
    expect(await members(EMPTY)).toEqual([]);
  });

  it("adds a member already there again without error, keeping their place", async () => {
    const before = await members(ACME);
    expect((await change("POST", ACME, [before[0], before[0]])).status).toBe(204);
    expect(await members(ACME)).toEqual(before);
  });

  it("reads a form body with the ids repeated", async () => {
    const body = new URLSearchParams([
      ["members", BULK_USER_IDS[0] ?? ""],
      ["members", BULK_USER_IDS[1] ?? ""],
    ]);
    const response = await t.call(path(EMPTY), {
      method: "POST",
      token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    expect(response.status).toBe(204);
    expect(await members(EMPTY)).toEqual(BULK_USER_IDS.slice(0, 2));
  });
});

describe("DELETE …/members", () => {
  it("removes the members named in the JSON body; the users stay", async () => {
    const [gone, ...kept] = STABLE_ORGANIZATION_MEMBERS[ACME] ?? [];
    const response = await change("DELETE", ACME, [gone]);
    expect(response.status).toBe(204);
    expect(await members(ACME)).toEqual(kept);
    const users = (await tenantControl(t.url).state()).users.map((user) => user.user_id);
    expect(users).toContain(gone);
  });

  it("passes over ids that are not members, so a retry changes nothing", async () => {
    const before = await members(ACME);
    expect((await change("DELETE", ACME, ["db|support|nobody", BULK_USER_IDS[40]])).status).toBe(
      204,
    );
    expect(await members(ACME)).toEqual(before);
  });

  it("needs the body: without it, a 400 naming members", async () => {
    await expectError(
      await t.call(path(ACME), { method: "DELETE", token }),
      400,
      "invalid_body",
      "Payload validation error: 'members must be a list of user ids' on property members.",
    );
  });
});

describe("scopes", () => {
  it.each([
    ["GET", "read:organization_members"],
    ["POST", "create:organization_members"],
    ["DELETE", "delete:organization_members"],
  ])("%s asks for %s and changes nothing without it", async (method, scope) => {
    const other = await t.token(["read:organizations", "update:organizations"]);
    const json = method === "GET" ? undefined : { members: [BULK_USER_IDS[0]] };
    await expectInsufficientScope(await t.call(path(ACME), { method, token: other, json }), scope);
    expect(await members(ACME)).toEqual(STABLE_ORGANIZATION_MEMBERS[ACME]);
  });
});
