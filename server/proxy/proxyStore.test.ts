import { describe, expect, it, vi } from "vitest";
import type { AuditEntryDetails, AuditStore } from "../store/auditEntries.ts";
import type { AuditEntry } from "./auditLog.ts";
import { createProxy } from "./proxy.ts";
import type { Upstream } from "./upstream.ts";

const OWN = "http://127.0.0.1:8080";
const ORG = "org_abcdefghijklmnop";
const ORG_BEFORE = { id: ORG, name: "acme", display_name: "Acme" };

/** The proxy with a store, in front of a fake tenant that knows one organization. */
function setup(store: AuditStore) {
  const sent: string[] = [];
  const lines: AuditEntry[] = [];
  const upstream = vi.fn<Upstream>(async (url, init) => {
    sent.push(`${init.method} ${url}`);
    const json = (status: number, body: unknown) => ({
      status,
      headers: { "content-type": "application/json" },
      body: new TextEncoder().encode(JSON.stringify(body)),
    });
    if (url.includes("/enabled_connections?")) {
      return json(200, [{ connection_id: "con_1", show_as_button: false, connection: {} }]);
    }
    // The members listing needs a scope this token lacks: the delete goes ahead without it.
    if (url.includes("/members?")) return json(403, { message: "Insufficient scope" });
    if (init.method === "GET") return json(200, ORG_BEFORE);
    if (init.method === "DELETE") return { status: 204, headers: {}, body: null };
    return json(200, { ...ORG_BEFORE, display_name: "Acme Europe" });
  });
  const proxy = createProxy({
    tenantUrl: "https://tenant.example.com",
    tokens: { get: async () => "server-token", refused: vi.fn(), accepted: vi.fn() },
    audit: async (entry) => {
      lines.push(entry);
    },
    store,
    upstream,
  });
  const call = (method: string, body?: string, headers: Record<string, string> = {}) =>
    proxy({
      request: new Request(`${OWN}/api/v2/organizations/${ORG}`, {
        method,
        headers: {
          ...headers,
          "sec-fetch-site": "same-origin",
          origin: OWN,
          "x-console-reason": "TICKET-9",
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body } : {}),
      }),
      rawUrl: `/api/v2/organizations/${ORG}`,
      ownOrigin: OWN,
      requestId: "req-1",
    });
  return { call, sent, lines, proxy };
}

describe("the proxy with a store", () => {
  it("keeps a PATCH's body, the object read just before it and the tenant's answer", async () => {
    const kept: [AuditEntry, AuditEntryDetails][] = [];
    const { call, sent, lines, proxy } = setup(async (entry, details) => {
      kept.push([entry, details]);
    });
    const answer = await call("PATCH", '{"display_name":"Acme Europe"}');
    expect(answer.status).toBe(200);
    await proxy.audited();
    expect(sent).toEqual([
      `GET https://tenant.example.com/api/v2/organizations/${ORG}`,
      `PATCH https://tenant.example.com/api/v2/organizations/${ORG}`,
    ]);
    expect(kept).toEqual([
      [
        expect.objectContaining({ operation: "updateOrganization", target: ORG, status: 200 }),
        {
          objectType: "organization",
          requestBody: { display_name: "Acme Europe" },
          before: ORG_BEFORE,
          answer: { ...ORG_BEFORE, display_name: "Acme Europe" },
        },
      ],
    ]);
    expect(lines).toEqual([expect.objectContaining({ reason: "TICKET-9", targetName: "acme" })]);
    expect(lines[0]).not.toHaveProperty("store");
  });

  it("keeps a DELETE's object as read before it, with every listing it could read whole", async () => {
    const kept: AuditEntryDetails[] = [];
    const { call, sent, lines, proxy } = setup(async (_entry, details) => {
      kept.push(details);
    });
    expect((await call("DELETE")).status).toBe(204);
    await proxy.audited();
    expect(kept).toEqual([
      {
        objectType: "organization",
        requestBody: null,
        before: ORG_BEFORE,
        answer: null,
        deletedWith: { enabledConnections: [{ connection_id: "con_1", show_as_button: false }] },
      },
    ]);
    expect(lines[0]).toMatchObject({ operation: "deleteOrganization", targetName: "acme" });
    expect(sent.filter((line) => line.startsWith("GET"))).toHaveLength(3);
  });

  it("names the entry a write restores, and refuses a restore that names no entry id before anything leaves", async () => {
    const { call, sent, lines, proxy } = setup(async () => {});
    const body = '{"display_name":"Acme"}';
    expect((await call("PATCH", body, { "x-console-restore-of": "0042" })).status).toBe(200);
    await proxy.audited();
    expect(lines[0]).toMatchObject({ restoreOf: "42" });
    sent.length = 0;
    for (const id of ["-1", "1.5", "9223372036854775808", "42 OR 1=1"]) {
      const refused = await call("PATCH", body, { "x-console-restore-of": id });
      expect(refused.status, id).toBe(400);
      expect(await refused.json()).toMatchObject({ errorCode: "invalid_restore_of" });
    }
    expect(sent).toEqual([]);
  });

  it("answers as the tenant did when the store fails, and the JSONL line says the store failed", async () => {
    const { call, lines, proxy } = setup(async () => {
      throw new Error("insert failed");
    });
    const answer = await call("PATCH", '{"display_name":"Acme Europe"}');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ display_name: "Acme Europe" });
    await proxy.audited();
    expect(lines).toEqual([
      expect.objectContaining({ operation: "updateOrganization", status: 200, store: "failed" }),
    ]);
  });

  it("answers without waiting for a store that does not answer", async () => {
    const { call, lines } = setup(() => new Promise<void>(() => {}));
    expect((await call("PATCH", '{"display_name":"Acme Europe"}')).status).toBe(200);
    expect(lines).toEqual([]);
  });
});
