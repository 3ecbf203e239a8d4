import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { addOrganizationConnection } from "./add";
import { listOrganizationConnections } from "./list";
import { removeOrganizationConnection } from "./remove";
import { updateOrganizationConnection } from "./update";

const ORG = "org_abcdefghijklmnop";
const CON = "con_abcdefghijklmnop";
const enabled = {
  connection_id: CON,
  show_as_button: true,
  connection: { name: "corp", strategy: "samlp" },
};

describe("an organization's enabled connections", () => {
  it("lists all of them in one offset page of 100 (an organization holds at most 10)", async () => {
    const { client, fetch } = setup([jsonResponse(200, [enabled])]);
    const list = await listOrganizationConnections(client, ORG);
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe(`/api/v2/organizations/${ORG}/enabled_connections`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: "0", per_page: "100" });
    expect(list[0]?.connection?.name).toBe("corp");
  });

  it("adds one by id with its flags", async () => {
    const { client, fetch } = setup([jsonResponse(201, enabled)]);
    await addOrganizationConnection(client, {
      id: ORG,
      body: { connection_id: CON, assign_membership_on_login: true },
    });
    expect(callOf(fetch).body).toEqual({ connection_id: CON, assign_membership_on_login: true });
  });

  it("changes only the flags sent, and refuses a connection id in the body", async () => {
    const { client, fetch } = setup([jsonResponse(200, enabled)]);
    await updateOrganizationConnection(client, {
      id: ORG,
      connectionId: CON,
      body: { is_signup_enabled: true },
    });
    const call = callOf(fetch);
    expect(call.init.method).toBe("PATCH");
    expect(new URL(call.url).pathname).toBe(
      `/api/v2/organizations/${ORG}/enabled_connections/${CON}`,
    );
    expect(call.body).toEqual({ is_signup_enabled: true });
    const body = { connection_id: CON } as Parameters<
      typeof updateOrganizationConnection
    >[1]["body"];
    expect(
      await rejectionOf(updateOrganizationConnection(client, { id: ORG, connectionId: CON, body })),
    ).toBeInstanceOf(ZodError);
  });

  it("removes one and takes the 204; a name in place of an id is never sent", async () => {
    const { client, fetch } = setup([new Response(null, { status: 204 })]);
    await removeOrganizationConnection(client, { id: ORG, connectionId: CON });
    expect(callOf(fetch).init.method).toBe("DELETE");
    expect(
      await rejectionOf(removeOrganizationConnection(client, { id: ORG, connectionId: "corp" })),
    ).toBeInstanceOf(ZodError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
