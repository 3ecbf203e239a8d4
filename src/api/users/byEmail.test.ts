import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { getUsersByEmail } from "./byEmail";

const PRIYA = {
  user_id: "waad|cloud-directory|priya",
  email: "Priya.Raman@Contoso-Partner.example",
  identities: [
    { connection: "cloud-directory", user_id: "priya", provider: "waad", isSocial: false },
  ],
};

describe("getUsersByEmail", () => {
  it("sends the address exactly as typed, case and all", async () => {
    const { client, fetch } = setup([jsonResponse(200, [PRIYA])]);
    const users = await getUsersByEmail(client, PRIYA.email);
    expect(users.map((user) => user.user_id)).toEqual([PRIYA.user_id]);
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe("/api/v2/users-by-email");
    expect(url.searchParams.get("email")).toBe("Priya.Raman@Contoso-Partner.example");
  });

  it("reads an empty array as no user", async () => {
    const { client } = setup([jsonResponse(200, [])]);
    expect(await getUsersByEmail(client, "nobody@acme.example")).toEqual([]);
  });

  it("refuses an empty address without sending anything", async () => {
    const { client, fetch } = setup([jsonResponse(200, [])]);
    expect(await rejectionOf(getUsersByEmail(client, ""))).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
