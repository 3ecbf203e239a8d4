import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { deleteOrganization } from "./delete";
import { getOrganization, getOrganizationByName } from "./get";
import { listOrganizations } from "./list";
import { updateOrganization } from "./update";

const ORG = "org_abcdefghijklmnop";
const acme = { id: ORG, name: "acme", display_name: "Acme" };

describe("organization operations", () => {
  it("lists in the checkpoint form, so the offset form's 1,000-record cap never applies", async () => {
    const { client, fetch } = setup([jsonResponse(200, { organizations: [acme], next: "c2" })]);
    const page = await listOrganizations(client, { from: "c1", take: 100 });
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe("/api/v2/organizations");
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: "c1", take: "100" });
    expect(page.next).toBe("c2");
  });

  it("refuses a take of 101 and sends nothing", async () => {
    const { client, fetch } = setup([]);
    expect(await rejectionOf(listOrganizations(client, { take: 101 }))).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads one by id and one by name, and sends no name the rule refuses", async () => {
    const { client, fetch } = setup([jsonResponse(200, acme), jsonResponse(200, acme)]);
    await getOrganization(client, ORG);
    await getOrganizationByName(client, "acme");
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      `/api/v2/organizations/${ORG}`,
      "/api/v2/organizations/name/acme",
    ]);
    expect(await rejectionOf(getOrganizationByName(client, "Acme"))).toBeInstanceOf(ZodError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("PATCHes only the body it is given, null quota included", async () => {
    const { client, fetch } = setup([jsonResponse(200, acme)]);
    await updateOrganization(client, {
      id: ORG,
      body: { display_name: "Acme", metadata: { tier: "gold" }, token_quota: null },
    });
    const call = callOf(fetch);
    expect(call.init.method).toBe("PATCH");
    expect(call.body).toEqual({
      display_name: "Acme",
      metadata: { tier: "gold" },
      token_quota: null,
    });
  });

  it("refuses to PATCH enabled_connections, which have their own operations", async () => {
    const { client, fetch } = setup([]);
    const body = { enabled_connections: [] } as Parameters<typeof updateOrganization>[1]["body"];
    expect(await rejectionOf(updateOrganization(client, { id: ORG, body }))).toBeInstanceOf(
      ZodError,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("deletes by id and takes the 204", async () => {
    const { client, fetch } = setup([new Response(null, { status: 204 })]);
    await expect(deleteOrganization(client, ORG)).resolves.toBeUndefined();
    expect(callOf(fetch).init.method).toBe("DELETE");
    expect(await rejectionOf(deleteOrganization(client, "acme"))).toBeInstanceOf(ZodError);
  });
});
