// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../testFetch";
import { readActivityPage, readActivityPeople, teamActivityCsvUrl } from "./activity";
import type { AuditRecord } from "./types";

const entry: AuditRecord = {
  id: "7",
  at: "2030-01-02T10:00:00.000Z",
  operator: { sub: "support", email: "support@console.local", name: "Sam", role: "support" },
  operation: "clearRiskAssessments",
  label: "Clear risk assessments",
  object: { type: "user", id: "auth0|1", name: null },
  reason: "INC-1",
  requestId: "req-1",
  status: 204,
  outcome: null,
  restoreOf: null,
  // A field absent before the write has no `before`, which is not JSON null.
  changes: [{ field: ["display_name"], after: "Acme" }],
  version: null,
  previousVersion: null,
};

describe("team Activity reads", () => {
  it("sends only the filters that are set, with the cursor", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    fetch.mockResolvedValueOnce(jsonResponse(200, { entries: [entry], next: null }));
    const page = await readActivityPage(
      { person: "support", operation: "", object: "auth0|1", from: undefined },
      "c3",
      undefined,
      fetch,
    );
    expect(page.entries).toEqual([entry]);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      "/__console/activity?person=support&object=auth0%7C1&cursor=c3&limit=50",
    );
  });

  it("lists the people with activity, and names the CSV of the same filters", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    fetch.mockResolvedValueOnce(jsonResponse(200, { people: [entry.operator] }));
    expect(await readActivityPeople(undefined, fetch)).toEqual([entry.operator]);
    expect(fetch.mock.calls[0]?.[0]).toBe("/__console/activity/people");
    expect(teamActivityCsvUrl({ person: "support", type: "" })).toBe(
      "/__console/activity.csv?person=support",
    );
  });

  it("says the server's message for a refused filter", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    fetch.mockResolvedValueOnce(
      jsonResponse(400, {
        statusCode: 400,
        error: "Bad Request",
        message: "from must be an ISO 8601 time",
      }),
    );
    await expect(readActivityPage({ from: "x" }, undefined, undefined, fetch)).rejects.toThrow(
      "from must be an ISO 8601 time",
    );
  });
});
