import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { createUserAttributeProfile } from "./create";
import { deleteUserAttributeProfile } from "./delete";
import { userAttributeProfileKeys } from "./keys";
import {
  listUserAttributeProfileTemplates,
  userAttributeProfileTemplatesOptions,
} from "./templates";

const ID = `uap_${"a".repeat(22)}`;
const attributes = {
  email: { description: "Email", label: "Email", profile_required: true, native_mapping: "email" },
};
const created = {
  id: ID,
  name: "Workforce",
  user_id: { oidc_mapping: "sub", scim_mapping: "externalId" },
  user_attributes: attributes,
};

describe("user attribute profile templates", () => {
  it("reads every template with its payload", async () => {
    const template = { id: "workforce", display_name: "Workforce", template: { name: "W" } };
    const { client, fetch } = setup([
      jsonResponse(200, { user_attribute_profile_templates: [template] }),
    ]);
    const list = await listUserAttributeProfileTemplates(client, undefined);
    expect(new URL(callOf(fetch).url).pathname).toBe("/api/v2/user-attribute-profiles/templates");
    expect(list.user_attribute_profile_templates[0]?.display_name).toBe("Workforce");
  });

  it("keeps templates apart from the profile lists", () => {
    const key = userAttributeProfileTemplatesOptions(setup([]).client).queryKey;
    const lists = userAttributeProfileKeys.lists();
    expect(key.slice(0, lists.length)).not.toEqual([...lists]);
  });
});

describe("createUserAttributeProfile", () => {
  it("POSTs the body as given, without a user_id the service fills in", async () => {
    const { client, fetch } = setup([jsonResponse(201, created)]);
    const profile = await createUserAttributeProfile(client, {
      name: "Workforce",
      user_attributes: attributes,
    });
    const call = callOf(fetch);
    expect(call.init.method).toBe("POST");
    expect(call.body).toEqual({ name: "Workforce", user_attributes: attributes });
    expect(profile.id).toBe(ID);
  });

  it.each([
    ["no attributes", { name: "W", user_attributes: {} }],
    ["an empty name", { name: "", user_attributes: attributes }],
    [
      "an attribute without its native mapping",
      {
        name: "W",
        user_attributes: { email: { description: "E", label: "E", profile_required: true } },
      },
    ],
  ])("refuses %s without sending", async (_, body) => {
    const { client, fetch } = setup([]);
    const error = await rejectionOf(
      createUserAttributeProfile(client, body as Parameters<typeof createUserAttributeProfile>[1]),
    );
    expect(error).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("deleteUserAttributeProfile", () => {
  it("DELETEs the profile; a 404 is gone already", async () => {
    const { client, fetch } = setup([
      new Response(null, { status: 204 }),
      jsonResponse(404, { statusCode: 404, error: "Not Found", message: "gone" }),
    ]);
    await expect(deleteUserAttributeProfile(client, ID)).resolves.toBeUndefined();
    await expect(deleteUserAttributeProfile(client, ID)).resolves.toBeUndefined();
    expect(callOf(fetch).init.method).toBe("DELETE");
    expect(new URL(callOf(fetch).url).pathname).toBe(`/api/v2/user-attribute-profiles/${ID}`);
  });
});
