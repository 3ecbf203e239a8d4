import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeUpstream } from "./upstream.ts";

let url = "";
const server = createServer((req, res) => {
  if (req.url === "/hang") return;
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    res.writeHead(req.url === "/empty" ? 204 : 201, { "content-type": "application/json" });
    res.end(
      req.url === "/empty" ? undefined : JSON.stringify({ echo: Buffer.concat(chunks).toString() }),
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("the call to the tenant", () => {
  it("sends the body and reads the answer whole, with its status and headers", async () => {
    const answer = await nodeUpstream(`${url}/x`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new TextEncoder().encode('{"a":1}'),
      timeoutMs: 5000,
    });
    expect(answer.status).toBe(201);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(new TextDecoder().decode(answer.body ?? new Uint8Array()))).toEqual({
      echo: '{"a":1}',
    });
  });

  it("gives a 204 no body", async () => {
    const answer = await nodeUpstream(`${url}/empty`, {
      method: "POST",
      headers: {},
      timeoutMs: 5000,
    });
    expect(answer).toMatchObject({ status: 204, body: null });
  });

  it("gives up with a TimeoutError when the tenant does not answer in time", async () => {
    const call = nodeUpstream(`${url}/hang`, {
      method: "GET",
      headers: {},
      timeoutMs: 50,
    });
    await expect(call).rejects.toMatchObject({ name: "TimeoutError" });
  });
});
