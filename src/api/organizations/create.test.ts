import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { ApiError } from "../apiError";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { createOrganization } from "./create";

const created = { id: "org_abcdefghijklmnop", name: "acme", display_name: "Acme" };

describe("createOrganization", () => {
  it("POSTs the body and resolves the created organization from a 201", async () => {
    const { client, fetch } = setup([jsonResponse(201, created)]);
    const result = await createOrganization(client, { name: "acme", display_name: "Acme" });
    const call = callOf(fetch);
    expect(call.init.method).toBe("POST");
    expect(new URL(call.url).pathname).toBe("/api/v2/organizations");
    expect(call.body).toEqual({ name: "acme", display_name: "Acme" });
    expect(result).toEqual({ ...created, third_party_client_access: "block" });
  });

  it("accepts a 200 as well", async () => {
    const { client } = setup([
      jsonResponse(200, { ...created, third_party_client_access: "allow" }),
    ]);
    await expect(createOrganization(client, { name: "acme" })).resolves.toMatchObject({
      third_party_client_access: "allow",
    });
  });

  it("rejects a 201 without a body: the organization is the contract's answer", async () => {
    const { client } = setup([new Response(null, { status: 201 })]);
    const error = await rejectionOf(createOrganization(client, { name: "acme" }));
    expect(error).toMatchObject({ kind: "invalid-response", status: 201 });
  });

  it("rejects a taken name with the 409's message", async () => {
    const { client } = setup([
      jsonResponse(409, {
        statusCode: 409,
        error: "Conflict",
        message: "An organization with this name already exists.",
      }),
    ]);
    const error = await rejectionOf(createOrganization(client, { name: "acme" }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: "An organization with this name already exists.",
    });
  });

  it.each([
    ["an uppercase name", { name: "Acme" }],
    ["an unknown property", { name: "acme", colour: "red" }],
    ["an http logo", { name: "acme", branding: { logo_url: "http://example.com/logo.png" } }],
  ])("refuses %s with a ZodError and sends nothing", async (_, body) => {
    const { client, fetch } = setup([jsonResponse(201, created)]);
    // The point is a body the type would refuse, as untyped form state can produce.
    const error = await rejectionOf(
      createOrganization(client, body as Parameters<typeof createOrganization>[1]),
    );
    expect(error).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
