import { describe, expect, it } from "vitest";
import { callOf, jsonResponse, profileJson, setup } from "../testFetch";
import { profileHolding } from "./holder";

describe("profileHolding", () => {
  it("reads the listing on, 100 a page, to the profile that holds the type", async () => {
    const held = profileJson(150, { subject_token_type: "urn:example:partner-token" });
    const { client, fetch } = setup([
      jsonResponse(200, { token_exchange_profiles: [profileJson(1)], next: "page-2" }),
      jsonResponse(200, { token_exchange_profiles: [profileJson(2), held] }),
    ]);
    expect(await profileHolding(client, "urn:example:partner-token")).toMatchObject({
      id: held.id,
    });
    expect(new URL(callOf(fetch, 0).url).search).toBe("?take=100");
    expect(new URL(callOf(fetch, 1).url).searchParams.get("from")).toBe("page-2");
  });

  it("finds none when no profile holds it", async () => {
    const { client } = setup([jsonResponse(200, { token_exchange_profiles: [profileJson(1)] })]);
    expect(await profileHolding(client, "urn:example:nobody")).toBeUndefined();
  });
});
