import { describe, expect, it } from "vitest";
import { callOf, jsonResponse, rejectionOf, setup } from "../../../api/testFetch";
import { classifyFindUser } from "./findUserInput";
import { findUsers, SearchTooSlow, TermTooShort } from "./findUsers";

const JANE = { user_id: "oidc|5f7c8ec7c33c6c004bbafe82", email: "jane@acme.example" };
const page = (users: readonly object[], total = users.length) => ({
  start: 0,
  limit: 20,
  length: users.length,
  total,
  users,
});
const find = (client: Parameters<typeof findUsers>[0], typed: string) =>
  findUsers(client, classifyFindUser(typed));

describe("findUsers", () => {
  it("reads an email exactly and stops there when someone has it", async () => {
    const { client, fetch } = setup([jsonResponse(200, [JANE])]);
    expect(await find(client, "jane@acme.example")).toEqual({
      users: [JANE],
      total: 1,
      by: "exact-email",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new URL(callOf(fetch).url).pathname).toBe("/api/v2/users-by-email");
  });

  it("searches the email in any case when the exact read finds no one", async () => {
    const priya = {
      user_id: "waad|cloud-directory|priya",
      email: "Priya.Raman@Contoso-Partner.example",
    };
    const { client, fetch } = setup([jsonResponse(200, []), jsonResponse(200, page([priya]))]);
    const found = await find(client, "priya.raman@contoso-partner.example");
    expect(found).toEqual({ users: [priya], total: 1, by: "email-search" });
    const search = new URL(callOf(fetch, 1).url);
    expect(search.searchParams.get("q")).toBe('email:"priya.raman@contoso-partner.example"');
  });

  it("searches a part of a name, and says how many matched in all", async () => {
    const { client, fetch } = setup([jsonResponse(200, page([JANE], 4))]);
    const found = await find(client, "jan");
    expect(found.total).toBe(4);
    expect(found.by).toBe("name-search");
    expect(new URL(callOf(fetch).url).searchParams.get("q")).toBe("name:*jan* OR email:*jan*");
  });

  it("reads an id by id, and an unknown id finds no one", async () => {
    const { client, fetch } = setup([
      jsonResponse(404, {
        statusCode: 404,
        message: "The user does not exist.",
        errorCode: "inexistent_user",
      }),
    ]);
    expect(await find(client, "oidc|nobody")).toEqual({ users: [], total: 0, by: "id" });
    expect(new URL(callOf(fetch).url).pathname).toBe(
      `/api/v2/users/${encodeURIComponent("oidc|nobody")}`,
    );
  });

  it("names a search that took too long", async () => {
    const { client } = setup([
      jsonResponse(503, {
        statusCode: 503,
        message: "The query exceeded the timeout.",
        errorCode: "operation_timed_out",
      }),
    ]);
    expect(await rejectionOf(find(client, "jan"))).toBeInstanceOf(SearchTooSlow);
  });

  it("sends nothing for a single character", async () => {
    const { client, fetch } = setup([]);
    expect(await rejectionOf(find(client, "j"))).toBeInstanceOf(TermTooShort);
    expect(fetch).not.toHaveBeenCalled();
  });
});
