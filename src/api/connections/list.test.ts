import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { callOf, jsonResponse, rejectionOf, setup } from "../testFetch";
import { listConnections } from "./list";

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
