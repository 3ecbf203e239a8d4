import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { ApiError } from "../apiError";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { patchUserAttributeProfile } from "./patch";

const ID = "uap_1234567890123456789012";
const profile = {
  id: ID,
  name: "Employees",
  user_id: { oidc_mapping: "sub", scim_mapping: "userName" },
  user_attributes: {
    email: { description: "Email", label: "Email", profile_required: true, native_mapping: "mail" },
  },
};

describe("patchUserAttributeProfile", () => {
  it("PATCHes the body to the encoded id and resolves the parsed profile", async () => {
    const { client, fetch } = setup([jsonResponse(200, profile)]);
    const body = { name: "Employees", user_attributes: { email: profile.user_attributes.email } };
    const result = await patchUserAttributeProfile(client, { id: ID, body });
    const call = callOf(fetch);
    expect(call.init.method).toBe("PATCH");
    expect(new URL(call.url).pathname).toBe(`/api/v2/user-attribute-profiles/${ID}`);
    expect(call.body).toEqual(body);
    expect(result).toEqual(profile);
  });

  it("sends an empty body object, which the contract allows", async () => {
    const { client, fetch } = setup([jsonResponse(200, profile)]);
    await patchUserAttributeProfile(client, { id: ID, body: {} });
    expect(callOf(fetch).body).toEqual({});
  });

  it.each([
    ["a name that is too long", { name: "x".repeat(129) }],
    ["an unknown top-level property", { nickname: "x" }],
    ["an empty attribute map", { user_attributes: {} }],
    ["an attribute without its label", { user_attributes: { email: { description: "E" } } }],
  ])("refuses %s with a ZodError and sends nothing", async (_, body) => {
    const { client, fetch } = setup([jsonResponse(200, profile)]);
    const error = await rejectionOf(
      // The point is a body the type would refuse, as untyped form state can produce.
      patchUserAttributeProfile(client, {
        id: ID,
        body: body as Parameters<typeof patchUserAttributeProfile>[1]["body"],
      }),
    );
    expect(error).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects a 2xx profile that breaks the contract", async () => {
    const { client } = setup([jsonResponse(200, { ...profile, id: "not-an-id" })]);
    const error = await rejectionOf(patchUserAttributeProfile(client, { id: ID, body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain("contract at id:");
  });
});
