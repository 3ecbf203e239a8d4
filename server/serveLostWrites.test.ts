// @vitest-environment node

import { rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeTenant } from "./test/fakeTenant.ts";
import { rawRequest } from "./test/rawRequest.ts";
import { fakeDist, type ServeProcess, startServe } from "./test/serveProcess.ts";

/**
 * Issue 33, finding 32: a write whose connection to the tenant drops after the tenant read it
 * may have been applied, and its audit line says so; one that never reached the tenant was not.
 */

let dist: string;

beforeAll(async () => {
  dist = await fakeDist();
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

function auditLines(serve: ServeProcess): Record<string, unknown>[] {
  return serve.lines
    .filter((line) => line.includes('"audit":true'))
    .map((line) => JSON.parse(line));
}

function createOrganization(serve: ServeProcess) {
  return rawRequest(serve.url, {
    method: "POST",
    path: "/api/v2/organizations",
    headers: {
      "sec-fetch-site": "same-origin",
      origin: serve.url,
      "content-type": "application/json",
    },
    body: JSON.stringify({ name: "dropped" }),
  });
}

describe("npm run serve, a write whose tenant connection drops", () => {
  it("is audited as outcome unknown when the tenant read it and then reset the connection", async () => {
    // The tenant reads the whole write, then the connection drops before any answer.
    const tenant = await fakeTenant((req) => {
      req.resume();
      req.on("end", () => req.socket.destroy());
    });
    const serve = await startServe({ TENANT_URL: tenant.url }, ["--dist", dist]);
    try {
      const answer = await createOrganization(serve);
      expect(answer.status).toBe(502);
      expect(tenant.apiCalls).toHaveLength(1);
      await expect.poll(() => auditLines(serve).length).toBe(1);
      expect(auditLines(serve)[0]).toMatchObject({
        operation: "createOrganization",
        status: null,
        outcome: "unknown",
      });
    } finally {
      await serve.stop();
      await tenant.close();
    }
  }, 30_000);

  it("is audited with its 502 and no unknown outcome when the tenant could not be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const serve = await startServe({ TENANT_URL: `http://127.0.0.1:${port}` }, ["--dist", dist]);
    try {
      const answer = await createOrganization(serve);
      expect(answer.status).toBe(502);
      await expect.poll(() => auditLines(serve).length).toBe(1);
      const [line] = auditLines(serve);
      expect(line).toMatchObject({ operation: "createOrganization", status: 502 });
      expect(line?.outcome).toBeUndefined();
    } finally {
      await serve.stop();
    }
  }, 30_000);
});
