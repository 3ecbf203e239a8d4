import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { userKeys } from "./keys";
import { listUserOrganizations, membershipOf, membershipOptions } from "./organizations";

const USER = "samlp|partners|ops/alex.kim@example.org";
const ACME = "org_Ac3mEc0rp9Xw2Lq7";
const organization = (n: number) => ({
  id: `org_${String(n).padStart(16, "0")}`,
  name: `organization-${n}`,
});
const page = (start: number, total: number, count: number, extra: object[] = []) =>
  jsonResponse(200, {
    start,
    limit: 100,
    total,
    organizations: [...Array.from({ length: count }, (_, i) => organization(start + i)), ...extra],
  });

describe("listUserOrganizations", () => {
  it("asks for one offset page with its totals, the id as one path segment", async () => {
    const { client, fetch } = setup([page(0, 1, 1)]);
    const read = await listUserOrganizations(client, { id: USER, page: 0, perPage: 100 });
    expect(read.total).toBe(1);
    const url = new URL(callOf(fetch).url);
    expect(url.pathname).toBe(`/api/v2/users/${encodeURIComponent(USER)}/organizations`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: "0",
      per_page: "100",
      include_totals: "true",
    });
  });

  it("refuses a page past the first 1,000 records without sending it", async () => {
    const { client, fetch } = setup([]);
    const error = await rejectionOf(
      listUserOrganizations(client, { id: USER, page: 1001, perPage: 100 }),
    );
    expect(error).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("membershipOf", () => {
  it("answers member from the first page, with one read", async () => {
    const { client, fetch } = setup([page(0, 3, 2, [{ id: ACME, name: "acme" }])]);
    expect(await membershipOf(client, USER, ACME)).toBe("member");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("answers not a member once every organization of the user was read", async () => {
    const { client, fetch } = setup([page(0, 150, 100), page(100, 150, 50)]);
    expect(await membershipOf(client, USER, ACME)).toBe("not-member");
    expect(new URL(callOf(fetch, 1).url).searchParams.get("page")).toBe("1");
  });

  it("answers not a member for a user in no organization (or no such user)", async () => {
    const { client } = setup([page(0, 0, 0)]);
    expect(await membershipOf(client, USER, ACME)).toBe("not-member");
  });

  it("does not say not a member when the organization may lie past the first 1,000", async () => {
    const pages = Array.from({ length: 10 }, (_, i) => page(i * 100, 1500, 100));
    const { client, fetch } = setup(pages);
    expect(await membershipOf(client, USER, ACME)).toBe("unknown");
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it("keeps the answer under the user's key", async () => {
    const { client } = setup([page(0, 1, 0, [{ id: ACME, name: "acme" }])]);
    const options = membershipOptions(client, USER, ACME);
    expect(options.queryKey.slice(0, userKeys.organizations(USER).length)).toEqual(
      userKeys.organizations(USER),
    );
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(options)).toBe("member");
    queryClient.clear();
  });
});
