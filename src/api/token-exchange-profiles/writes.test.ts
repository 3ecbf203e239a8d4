import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { ApiError } from "../apiError";
import { callOf, jsonResponse, profileJson, rejectionOf, setup } from "../testFetch";
import { createTokenExchangeProfile } from "./create";
import { deleteTokenExchangeProfile } from "./delete";
import { getTokenExchangeProfile } from "./get";
import { updateTokenExchangeProfile } from "./update";

const ID = "tep_0000000000000007";
const ACTION = "3b8f1c2e-6d4a-4f7b-a9e1-5c2d8b7a4f10";
const body = {
  name: "Legacy tokens",
  subject_token_type: "urn:acme:legacy-token",
  action_id: ACTION,
  type: "custom_authentication" as const,
};

describe("getTokenExchangeProfile", () => {
  it("reads one profile by its id, one request", async () => {
    const { client, fetch } = setup([jsonResponse(200, profileJson(7))]);
    const profile = await getTokenExchangeProfile(client, ID);
    expect(new URL(callOf(fetch).url).pathname).toBe(`/api/v2/token-exchange-profiles/${ID}`);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(profile.id).toBe(ID);
  });

  it("refuses an id that is no profile id without sending", async () => {
    const { client, fetch } = setup([]);
    expect(await rejectionOf(getTokenExchangeProfile(client, "new"))).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("createTokenExchangeProfile", () => {
  it("POSTs the four fields and resolves the 201's profile", async () => {
    const { client, fetch } = setup([jsonResponse(201, profileJson(7, body))]);
    const created = await createTokenExchangeProfile(client, body);
    const call = callOf(fetch);
    expect(call.init.method).toBe("POST");
    expect(new URL(call.url).pathname).toBe("/api/v2/token-exchange-profiles");
    expect(call.body).toEqual(body);
    expect(created.id).toBe(ID);
  });

  it.each([
    ["a reserved subject token type", { ...body, subject_token_type: "urn:ietf:params:x" }],
    ["a subject token type that is no URI", { ...body, subject_token_type: "legacy token" }],
    ["a name of two characters", { ...body, name: "ab" }],
    ["another type", { ...body, type: "other" }],
    ["an extra field", { ...body, id: ID }],
  ])("refuses %s with a ZodError and sends nothing", async (_, wrong) => {
    const { client, fetch } = setup([]);
    const error = await rejectionOf(
      // Untyped form state can hold what the type refuses.
      createTokenExchangeProfile(client, wrong as typeof body),
    );
    expect(error).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects a taken subject token type with the 409's status", async () => {
    const { client } = setup([
      jsonResponse(409, {
        statusCode: 409,
        error: "Conflict",
        message: "subject_token_type already exists for tenant",
      }),
    ]);
    expect(await rejectionOf(createTokenExchangeProfile(client, body))).toMatchObject({
      status: 409,
    });
  });
});

describe("updateTokenExchangeProfile", () => {
  it("PATCHes only what it is given and resolves the whole profile", async () => {
    const { client, fetch } = setup([jsonResponse(200, profileJson(7, { name: "Renamed" }))]);
    const saved = await updateTokenExchangeProfile(client, { id: ID, body: { name: "Renamed" } });
    const call = callOf(fetch);
    expect(call.init.method).toBe("PATCH");
    expect(call.body).toEqual({ name: "Renamed" });
    expect(saved?.name).toBe("Renamed");
  });

  it("accepts the empty 200 the API definition declares", async () => {
    const { client } = setup([new Response(null, { status: 200 })]);
    await expect(
      updateTokenExchangeProfile(client, { id: ID, body: { name: "Renamed" } }),
    ).resolves.toBeUndefined();
  });

  it.each([
    ["the action", { action_id: ACTION }],
    ["the type", { type: "custom_authentication" }],
    ["nothing", {}],
  ])("refuses a change of %s without sending", async (_, patch) => {
    const { client, fetch } = setup([]);
    const error = await rejectionOf(
      updateTokenExchangeProfile(client, { id: ID, body: patch as { name?: string } }),
    );
    expect(error).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("deleteTokenExchangeProfile", () => {
  it("DELETEs the profile and resolves on 204", async () => {
    const { client, fetch } = setup([new Response(null, { status: 204 })]);
    await expect(deleteTokenExchangeProfile(client, ID)).resolves.toBeUndefined();
    expect(callOf(fetch).init.method).toBe("DELETE");
    expect(new URL(callOf(fetch).url).pathname).toBe(`/api/v2/token-exchange-profiles/${ID}`);
  });

  it("takes a 404 as gone already", async () => {
    const { client } = setup([
      jsonResponse(404, { statusCode: 404, error: "Not Found", message: "not found" }),
    ]);
    await expect(deleteTokenExchangeProfile(client, ID)).resolves.toBeUndefined();
  });

  it("rejects any other failure", async () => {
    const { client } = setup([
      jsonResponse(403, { statusCode: 403, error: "Forbidden", message: "Insufficient scope" }),
    ]);
    expect(await rejectionOf(deleteTokenExchangeProfile(client, ID))).toBeInstanceOf(ApiError);
  });
});
