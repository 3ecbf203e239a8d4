// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../testFetch";
import { readDeleted } from "./deleted";
import type { DeletedRecord } from "./types";

const deletedOrganization: DeletedRecord = {
  entryId: "41",
  at: "2030-01-02T10:00:00.000Z",
  operator: {
    sub: "admin",
    email: "admin@console.local",
    name: "Ada Admin",
    role: "administrator",
  },
  reason: "INC-7",
  object: { type: "organization", id: "org_abcdefghijklmnop", name: "acme" },
  settings: { name: "acme", display_name: "Acme" },
  enabledConnections: [{ connection_id: "con_1", show_as_button: true }],
  memberIds: ["auth0|1"],
};

const fakeFetch = (...replies: Response[]) => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const reply of replies) fetch.mockResolvedValueOnce(reply);
  return fetch;
};

describe("readDeleted", () => {
  it("reads a page from the page's own server with its cookie, following the cursor", async () => {
    const fetch = fakeFetch(jsonResponse(200, { entries: [deletedOrganization], next: "c2" }));
    const page = await readDeleted("c1", undefined, fetch);
    expect(page).toEqual({ entries: [deletedOrganization], next: "c2" });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/__console/deleted?cursor=c1&limit=25");
    expect(init?.credentials).toBe("same-origin");
  });

  it("keeps an organization whose connections and members could not be read without them", async () => {
    const { enabledConnections: _, memberIds: __, ...unread } = deletedOrganization;
    const fetch = fakeFetch(jsonResponse(200, { entries: [unread], next: null }));
    const page = await readDeleted(undefined, undefined, fetch);
    expect(page.entries[0]).not.toHaveProperty("memberIds");
    expect(fetch.mock.calls[0]?.[0]).toBe("/__console/deleted?limit=25");
  });

  it("says the server's own message when it refuses", async () => {
    const fetch = fakeFetch(
      jsonResponse(403, {
        statusCode: 403,
        error: "Forbidden",
        message: "Your role, auditor, cannot restore deleted objects",
        errorCode: "forbidden_role",
      }),
    );
    await expect(readDeleted(undefined, undefined, fetch)).rejects.toMatchObject({
      status: 403,
      message: "Your role, auditor, cannot restore deleted objects",
    });
  });

  it("says so in one sentence when the answer is not a page, or no answer came", async () => {
    const fetch = fakeFetch(jsonResponse(200, { entries: [{ entryId: 1 }] }));
    fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(readDeleted(undefined, undefined, fetch)).rejects.toThrow(
      "The console's server answered the recently deleted objects in a form this page does not read (at entries.0.entryId).",
    );
    await expect(readDeleted(undefined, undefined, fetch)).rejects.toThrow(
      "Could not reach the console's server to read the recently deleted objects.",
    );
  });
});
