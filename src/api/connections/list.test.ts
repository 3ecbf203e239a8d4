import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { connectionKeys } from "./keys";
import { connectionListOptions, listConnections } from "./list";

function connection(n: number) {
  return { id: `con_${String(n).padStart(16, "0")}`, name: `conn-${n}`, strategy: "samlp" };
}

function page(numbers: number[], next?: string) {
  return jsonResponse(200, {
    connections: numbers.map(connection),
    ...(next === undefined ? {} : { next }),
  });
}

const paramsOf = (fetch: ReturnType<typeof setup>["fetch"], n = 0) =>
  new URL(callOf(fetch, n).url).searchParams;

describe("listConnections", () => {
  it("asks only for the members the console shows", async () => {
    const { client, fetch } = setup([page([1])]);
    const list = await listConnections(client, {});
    expect(list.connections).toEqual([connection(1)]);
    expect(new URL(callOf(fetch).url).pathname).toBe("/api/v2/connections");
    expect(Object.fromEntries(paramsOf(fetch))).toEqual({
      fields: "id,name,display_name,strategy",
      include_fields: "true",
    });
  });

  it("sends the exact name, each strategy as its own parameter, from and take", async () => {
    const { client, fetch } = setup([page([1])]);
    await listConnections(client, {
      name: "corp-oidc",
      strategy: ["samlp", "oidc"],
      from: "cursor",
      take: 20,
    });
    const params = paramsOf(fetch);
    expect(params.get("name")).toBe("corp-oidc");
    expect(params.getAll("strategy")).toEqual(["samlp", "oidc"]);
    expect(params.get("from")).toBe("cursor");
    expect(params.get("take")).toBe("20");
  });

  it("sends no strategy for an empty list of them", async () => {
    const { client, fetch } = setup([page([1])]);
    await listConnections(client, { strategy: [] });
    expect(paramsOf(fetch).has("strategy")).toBe(false);
  });

  it.each([
    ["take 0", { take: 0 }],
    ["take 101", { take: 101 }],
    ["a name with a space", { name: "corp oidc" }],
    ["a name over 128 characters", { name: "a".repeat(129) }],
  ])("refuses %s without sending a request", async (_case, input) => {
    const { client, fetch } = setup([page([1])]);
    expect(await rejectionOf(listConnections(client, input))).toBeInstanceOf(ZodError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("connectionListOptions", () => {
  it("keys each filter and page size apart, whatever the order of strategies", () => {
    const key = connectionKeys.list({ strategy: ["samlp", "oidc"] }, 50);
    expect(key).toEqual(connectionKeys.list({ strategy: ["oidc", "samlp"] }, 50));
    expect(key).not.toEqual(connectionKeys.list({ strategy: ["oidc"] }, 50));
    expect(key).not.toEqual(connectionKeys.list({ strategy: ["oidc", "samlp"] }, 10));
    expect(connectionKeys.list({ name: "a" }, 50)).not.toEqual(connectionKeys.list({}, 50));
    expect(key).toContain("infinite");
  });

  it("walks every page of a filter", async () => {
    const { client, fetch } = setup([page([1], "c1"), page([2])]);
    const queryClient = new QueryClient();
    const data = await queryClient.fetchInfiniteQuery({
      ...connectionListOptions(client, { strategy: ["samlp"] }, 1),
      pages: 5,
    });
    expect(data.pages.flatMap((p) => p.connections.map((c) => c.name))).toEqual([
      "conn-1",
      "conn-2",
    ]);
    expect(paramsOf(fetch, 1).get("from")).toBe("c1");
    expect(paramsOf(fetch, 1).getAll("strategy")).toEqual(["samlp"]);
    queryClient.clear();
  });
});
