import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { isApiError } from "../apiError";
import { NATIVE_MAPPING } from "../schemas/userAttributeProfile";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { getUserAttributeProfile, userAttributeProfileOptions } from "./get";
import { userAttributeProfileKeys } from "./keys";

const ID = "uap_1csDj3szFKM6gvVNJbQqYh";
const profile = {
  id: ID,
  name: "Workforce directory",
  user_id: { oidc_mapping: "sub", scim_mapping: "externalId" },
  user_attributes: {
    email: {
      description: "Email",
      label: "Email",
      profile_required: true,
      [NATIVE_MAPPING]: "mail",
    },
  },
};

describe("getUserAttributeProfile", () => {
  it("reads the profile at its path", async () => {
    const { client, fetch } = setup([jsonResponse(200, profile)]);
    expect(await getUserAttributeProfile(client, ID)).toEqual(profile);
    const sent = callOf(fetch);
    expect(sent.init.method).toBe("GET");
    expect(new URL(sent.url).pathname).toBe(`/api/v2/user-attribute-profiles/${ID}`);
  });

  it.each(["", "uap_short", `tep_${"a".repeat(22)}`, `${ID}/../x`])(
    "refuses the id %j without sending a request",
    async (id) => {
      const { client, fetch } = setup([jsonResponse(200, profile)]);
      const error = await rejectionOf(getUserAttributeProfile(client, id));
      expect(error).toBeInstanceOf(ZodError);
      expect((error as ZodError).issues[0]?.message).toBe(
        'Must be "uap_" followed by 22 letters or digits',
      );
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it("rejects with the tenant's 404", async () => {
    const { client } = setup([
      jsonResponse(404, {
        statusCode: 404,
        error: "Not Found",
        message: `The user attribute profile ${ID} does not exist.`,
        errorCode: "inexistent_user_attribute_profile",
      }),
    ]);
    const error = await rejectionOf(getUserAttributeProfile(client, ID));
    expect(isApiError(error) && error.status).toBe(404);
  });

  it("rejects an answer that is not a profile", async () => {
    const { client } = setup([jsonResponse(200, { ...profile, id: "uap_1" })]);
    expect(isApiError(await rejectionOf(getUserAttributeProfile(client, ID)))).toBe(true);
  });
});

describe("userAttributeProfileOptions", () => {
  it("keys each profile below every profile's key", () => {
    const key = userAttributeProfileKeys.detail(ID);
    expect(key.slice(0, userAttributeProfileKeys.all.length)).toEqual([
      ...userAttributeProfileKeys.all,
    ]);
    expect(key).not.toEqual(userAttributeProfileKeys.detail(`uap_${"b".repeat(22)}`));
  });

  it("reads again each time the profile is opened", async () => {
    const { client, fetch } = setup([
      jsonResponse(200, profile),
      jsonResponse(200, { ...profile, name: "Renamed" }),
    ]);
    const options = userAttributeProfileOptions(client, ID);
    expect(options.queryKey).toEqual(userAttributeProfileKeys.detail(ID));
    // As the app's client does, other queries stay fresh for a minute.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    expect((await queryClient.fetchQuery(options)).name).toBe("Workforce directory");
    expect((await queryClient.fetchQuery(options)).name).toBe("Renamed");
    expect(fetch).toHaveBeenCalledTimes(2);
    queryClient.clear();
  });
});
