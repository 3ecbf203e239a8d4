// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../testFetch";
import { readHistoryPage } from "./history";
import type { AuditRecord } from "./types";

const rename: AuditRecord = {
  id: "12",
  at: "2030-01-02T10:00:00.000Z",
  operator: { sub: "admin", email: "admin@console.local", name: "Ada", role: "administrator" },
  operation: "updateOrganization",
  label: "Update organization",
  object: { type: "organization", id: "org_abcdefghijklmnop", name: "acme" },
  reason: "INC-1",
  requestId: "req-1",
  status: 200,
  outcome: null,
  restoreOf: null,
  changes: [
    { field: ["display_name"], before: "Acme", after: "Acme Inc" },
    { field: ["metadata", "tier"], before: null },
  ],
  version: { name: "acme", display_name: "Acme Inc" },
  previousVersion: null,
};

function fakeFetch(reply: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  fetch.mockResolvedValueOnce(reply);
  return fetch;
}

describe("readHistoryPage", () => {
  it("reads one object's page from the page's own server, with its cookie and the cursor", async () => {
    const answer = { entries: [{ ...rename, addedLater: true }], next: "11" };
    const fetch = fakeFetch(jsonResponse(200, answer));
    const page = await readHistoryPage(
      "organization",
      rename.object.id ?? "",
      "13",
      undefined,
      fetch,
    );
    // A field the server adds later is no failure; absent stays absent, null stays null.
    expect(page).toEqual({ entries: [rename], next: "11" });
    expect(page.entries[0]?.changes[1]).toEqual({ field: ["metadata", "tier"], before: null });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(
      "/__console/history?type=organization&id=org_abcdefghijklmnop&cursor=13&limit=20",
    );
    expect(init?.credentials).toBe("same-origin");
  });

  it("says the server's own message when it refuses", async () => {
    const refusal = { statusCode: 404, error: "Not Found", message: "This server keeps no store" };
    const fetch = fakeFetch(jsonResponse(404, refusal));
    await expect(readHistoryPage("user", "auth0|1", undefined, undefined, fetch)).rejects.toThrow(
      "This server keeps no store",
    );
  });

  it("says so when the answer is not a page of entries", async () => {
    const fetch = fakeFetch(jsonResponse(200, { entries: [{ id: 1 }] }));
    await expect(readHistoryPage("user", "auth0|1", undefined, undefined, fetch)).rejects.toThrow(
      "answered this history in a form this page does not read",
    );
  });
});
