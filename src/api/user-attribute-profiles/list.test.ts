import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { NATIVE_MAPPING } from "../schemas/userAttributeProfile";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { userAttributeProfileKeys } from "./keys";
import { listUserAttributeProfiles, userAttributeProfileListOptions } from "./list";

function profile(n: number) {
  return {
    id: `uap_${String(n).padStart(22, "0")}`,
    name: `Profile ${n}`,
    user_id: { oidc_mapping: "sub" },
    user_attributes: {
      email: { description: "E", label: "E", profile_required: true, [NATIVE_MAPPING]: "mail" },
    },
  };
}

function page(numbers: number[], next?: string) {
  return jsonResponse(200, {
    user_attribute_profiles: numbers.map(profile),
    ...(next === undefined ? {} : { next }),
  });
}

describe("listUserAttributeProfiles", () => {
  it("sends from and take, and omits what is not given", async () => {
    const { client, fetch } = setup([page([1]), page([2])]);
    const first = await listUserAttributeProfiles(client, {});
    expect(first.user_attribute_profiles.map((p) => p.name)).toEqual(["Profile 1"]);
    expect(new URL(callOf(fetch).url).search).toBe("");
    await listUserAttributeProfiles(client, { from: "c/+=", take: 100 });
    const url = new URL(callOf(fetch, 1).url);
    expect(url.pathname).toBe("/api/v2/user-attribute-profiles");
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: "c/+=", take: "100" });
  });

  it.each([0, 101, 1.5])("refuses take=%s without sending a request", async (take) => {
    const { client, fetch } = setup([page([1])]);
    expect(await rejectionOf(listUserAttributeProfiles(client, { take }))).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("userAttributeProfileListOptions", () => {
  it("asks for 5 a page unless told, under an infinite key below every profile's", async () => {
    const options = userAttributeProfileListOptions(setup([]).client);
    expect(options.queryKey).toEqual(userAttributeProfileKeys.list(5));
    expect(options.queryKey).toContain("infinite");
    expect(options.queryKey.slice(0, 1)).toEqual([...userAttributeProfileKeys.all]);
    expect(userAttributeProfileKeys.list(5)).not.toEqual(userAttributeProfileKeys.list(6));
  });

  it("walks the pages and stops where next is absent or empty", async () => {
    const { client, fetch } = setup([page([1, 2], "c1"), page([3, 4], "c2"), page([5], "")]);
    const queryClient = new QueryClient();
    const data = await queryClient.fetchInfiniteQuery({
      ...userAttributeProfileListOptions(client, 2),
      pages: 10,
    });
    expect(data.pages.flatMap((p) => p.user_attribute_profiles).map((p) => p.name)).toEqual([
      "Profile 1",
      "Profile 2",
      "Profile 3",
      "Profile 4",
      "Profile 5",
    ]);
    const sent = fetch.mock.calls.map(([url]) => new URL(String(url)).searchParams);
    expect(sent.map((params) => params.get("from"))).toEqual([null, "c1", "c2"]);
    expect(sent.map((params) => params.get("take"))).toEqual(["2", "2", "2"]);
    queryClient.clear();
  });
});
