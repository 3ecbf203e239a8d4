import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { addOrganizationMembers } from "./add";
import { listOrganizationMembers } from "./list";
import { removeOrganizationMembers } from "./remove";

const ORG = "org_abcdefghijklmnop";
const ids = (n: number) => Array.from({ length: n }, (_, i) => `auth0|user-${i}`);

describe("an organization's members", () => {
  it("lists them in the checkpoint form", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, { members: [{ user_id: "auth0|a", email: "a@example.com" }], next: "n" }),
    ]);
    const page = await listOrganizationMembers(client, { id: ORG, take: 100 });
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe(`/api/v2/organizations/${ORG}/members`);
    expect(url.searchParams.get("take")).toBe("100");
    expect(page.members[0]?.email).toBe("a@example.com");
  });

  it("adds 10 ids in one request", async () => {
    const { client, fetch } = setup([new Response(null, { status: 204 })]);
    await addOrganizationMembers(client, { id: ORG, members: ids(10) });
    expect(callOf(fetch).body).toEqual({ members: ids(10) });
  });

  it.each([0, 11])("refuses %i ids and sends nothing", async (count) => {
    const { client, fetch } = setup([]);
    const error = await rejectionOf(
      addOrganizationMembers(client, { id: ORG, members: ids(count) }),
    );
    expect(error).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("removes with a DELETE that carries the ids as JSON", async () => {
    const { client, fetch } = setup([new Response(null, { status: 204 })]);
    await removeOrganizationMembers(client, { id: ORG, members: ["auth0|a"] });
    const call = callOf(fetch);
    expect(call.init.method).toBe("DELETE");
    expect(call.body).toEqual({ members: ["auth0|a"] });
  });
});
