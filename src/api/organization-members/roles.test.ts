import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { listRoles } from "../roles/list";
import { callOf, jsonResponse, rejectionOf, setup, textResponse } from "../testFetch";
import { assignMemberRoles, listMemberRoles, removeMemberRoles } from "./roles";

const ORG = "org_In1t3chSt4ff2k0A";
const USER = "auth0|5f7c/x";
const ADMIN = "rol_Adm1n1str4t0rR0l";
const MEMBER_ROLES = `/api/v2/organizations/${ORG}/members/auth0%7C5f7c%2Fx/roles`;

describe("an organization member's roles", () => {
  it("lists them, the user id one encoded segment, 100 a page", async () => {
    const { client, fetch } = setup([jsonResponse(200, [{ id: ADMIN, name: "Administrator" }])]);
    expect(await listMemberRoles(client, { id: ORG, userId: USER })).toEqual([
      { id: ADMIN, name: "Administrator" },
    ]);
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe(MEMBER_ROLES);
    expect(url.searchParams.get("per_page")).toBe("100");
  });

  it("assigns and removes with the role ids in the body", async () => {
    const { client, fetch } = setup([textResponse(204, null), textResponse(204, null)]);
    await assignMemberRoles(client, { id: ORG, userId: USER, roles: [ADMIN] });
    await removeMemberRoles(client, { id: ORG, userId: USER, roles: [ADMIN] });
    expect([callOf(fetch, 0).init.method, callOf(fetch, 1).init.method]).toEqual([
      "POST",
      "DELETE",
    ]);
    expect(callOf(fetch, 1).body).toEqual({ roles: [ADMIN] });
  });

  it.each([[[]], [["admin"]]])("sends nothing for roles %j", async (roles) => {
    const { client, fetch } = setup([]);
    const error = await rejectionOf(assignMemberRoles(client, { id: ORG, userId: USER, roles }));
    expect(error).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("listRoles", () => {
  it("asks for roles whose name holds the text, trimmed, and reads either answer", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, { start: 0, limit: 50, total: 1, roles: [{ id: ADMIN, name: "A" }] }),
    ]);
    const list = await listRoles(client, { nameFilter: " admin " });
    expect(Array.isArray(list) ? list : list.roles).toHaveLength(1);
    expect(new URL(callOf(fetch).url).searchParams.get("name_filter")).toBe("admin");
  });
});
