import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiPath } from "./apiPath";
import {
  createOperation,
  readOperation,
  readOptions,
  writeToIdOperation,
} from "./resourceOperations";
import { callOf, jsonResponse, rejectionOf, setup } from "./testFetch";

const thing = z.looseObject({ id: z.string(), name: z.string() });
const thingBody = z.strictObject({ name: z.string().min(1) });
const thingPath = (id: string) => apiPath`/things/${z.string().startsWith("t_").parse(id)}`;

describe("the operations of a resource", () => {
  it("reads one by the path of its id, and sends nothing for an id the path refuses", async () => {
    const { client, fetch } = setup([jsonResponse(200, { id: "t_1", name: "One" })]);
    const read = readOperation(thingPath, thing);
    expect(await rejectionOf(read(client, "x"))).toBeInstanceOf(z.ZodError);
    expect(fetch).not.toHaveBeenCalled();
    await expect(read(client, "t_1")).resolves.toEqual({ id: "t_1", name: "One" });
    expect(callOf(fetch).init.method).toBe("GET");
    expect(new URL(callOf(fetch).url).pathname).toBe("/api/v2/things/t_1");
  });

  it("creates with a checked body, and sends nothing for an invalid one", async () => {
    const { client, fetch } = setup([jsonResponse(201, { id: "t_1", name: "One" })]);
    const create = createOperation(apiPath`/things`, thingBody, thing);
    expect(await rejectionOf(create(client, { name: "" }))).toBeInstanceOf(z.ZodError);
    expect(fetch).not.toHaveBeenCalled();
    await create(client, { name: "One" });
    expect(callOf(fetch).init.method).toBe("POST");
    expect(callOf(fetch).body).toEqual({ name: "One" });
  });

  it("writes a body to the path of an id with the method given", async () => {
    const { client, fetch } = setup([jsonResponse(200, { id: "t_1", name: "Two" })]);
    const update = writeToIdOperation("PATCH", thingPath, thingBody, thing);
    await update(client, { id: "t_1", body: { name: "Two" } });
    const call = callOf(fetch);
    expect(call.init.method).toBe("PATCH");
    expect(new URL(call.url).pathname).toBe("/api/v2/things/t_1");
    expect(call.body).toEqual({ name: "Two" });
  });
});

describe("a read's query options", () => {
  it("reads under the key given, with the query's signal and no retry of its own", async () => {
    const read = vi.fn(async () => "answer");
    const { client } = setup([]);
    const options = readOptions(client, ["things", "detail", "t_1"] as const, read, "t_1");
    expect(options.queryKey).toEqual(["things", "detail", "t_1"]);
    expect(options.retry).toBe(false);
    await new QueryClient().fetchQuery(options);
    expect(read).toHaveBeenCalledWith(client, "t_1", { signal: expect.any(AbortSignal) });
  });
});
