import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { isApiError } from "../apiError";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { getUser, getUserIdentities, userIdentitiesOptions } from "./get";
import { userKeys } from "./keys";

const USER = "samlp|partners|ops/alex.kim@example.org";
const identities = {
  identities: [
    {
      connection: "partners",
      user_id: "partners|ops/alex.kim@example.org",
      provider: "samlp",
      isSocial: false,
    },
  ],
};

describe("getUserIdentities", () => {
  it("asks for the identities only, the id as one path segment", async () => {
    const { client, fetch } = setup([jsonResponse(200, identities)]);
    expect(await getUserIdentities(client, USER)).toEqual(identities);
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe(`/api/v2/users/${encodeURIComponent(USER)}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fields: "identities",
      include_fields: "true",
    });
  });

  it.each([
    ["empty", ""],
    ["over 1024 characters", "x".repeat(1025)],
  ])("refuses an id that is %s without sending a request", async (_case, id) => {
    const { client, fetch } = setup([jsonResponse(200, identities)]);
    expect(await rejectionOf(getUserIdentities(client, id))).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects with the tenant's 404 for an unknown user", async () => {
    const { client } = setup([
      jsonResponse(404, {
        statusCode: 404,
        error: "Not Found",
        message: "The user does not exist.",
        errorCode: "inexistent_user",
      }),
    ]);
    const error = await rejectionOf(getUserIdentities(client, "auth0|nobody"));
    expect(isApiError(error) && error.status).toBe(404);
  });

  it("rejects an answer without identities", async () => {
    const { client } = setup([jsonResponse(200, { user_id: USER })]);
    expect(isApiError(await rejectionOf(getUserIdentities(client, USER)))).toBe(true);
  });
});

describe("userIdentitiesOptions", () => {
  it("keys the identities by user and fetches them", async () => {
    const { client } = setup([jsonResponse(200, identities)]);
    const options = userIdentitiesOptions(client, USER);
    expect(options.queryKey).toEqual(userKeys.identities(USER));
    expect(userKeys.identities(USER)).not.toEqual(userKeys.identities("auth0|other"));
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(options);
    expect(data.identities.map((identity) => identity.connection)).toEqual(["partners"]);
    queryClient.clear();
  });
});

describe("getUser", () => {
  it("reads the whole user, the id as one path segment", async () => {
    const user = { user_id: USER, email: "alex.kim@example.org", blocked: false, ...identities };
    const { client, fetch } = setup([jsonResponse(200, user)]);
    expect(await getUser(client, USER)).toEqual(user);
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe(`/api/v2/users/${encodeURIComponent(USER)}`);
    expect(url.search).toBe("");
  });
});
