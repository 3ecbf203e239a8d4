// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { storeKeys } from "../../api/history/keys";
import type { DeletedRecord } from "../../api/history/types";
import { organizationConnectionKeys } from "../../api/organization-connections/keys";
import { organizationKeys } from "../../api/organizations/keys";
import { callOf, jsonResponse, setup } from "../../api/testFetch";
import { restoreDeleted } from "./restoreDeleted";

const OLD = "org_oldoldoldoldoldo";
const NEW = "org_newnewnewnewnewn";
const users = Array.from({ length: 12 }, (_, n) => `auth0|${n}`);
const deleted: DeletedRecord = {
  entryId: "41",
  at: "2030-01-02T10:00:00.000Z",
  operator: null,
  reason: "INC-7",
  object: { type: "organization", id: OLD, name: "acme" },
  settings: {
    id: OLD,
    name: "acme",
    display_name: "Acme",
    branding: {
      logo_url: "https://example.com/logo.png",
      colors: { primary: "#123456", page_background: "#ffffff" },
    },
    metadata: { tier: "gold" },
  },
  enabledConnections: [
    { connection_id: "con_aaaaaaaaaaaaaaaa", show_as_button: true, is_signup_enabled: false },
    { connection_id: "con_gonegonegonegone" },
  ],
  memberIds: users,
};
const noContent = () => new Response(null, { status: 204 });
const refused = (status: number, message: string) =>
  jsonResponse(status, { statusCode: status, error: "Refused", message });

function restore(replies: Parameters<typeof setup>[0], entry = deleted) {
  const { client, fetch } = setup(replies, { baseUrl: "" });
  const cache = new QueryClient();
  cache.setQueryData(storeKeys.deleted(), {
    pages: [{ entries: [entry], next: null }],
    pageParams: [undefined],
  });
  const steps: string[] = [];
  const outcome = restoreDeleted({
    client,
    cache,
    entry,
    reason: "INC-8",
    run: (send) => send({ signal: new AbortController().signal, reason: "INC-8" }),
    onProgress: (progress) => steps.push(`${progress.step} ${progress.done}/${progress.total}`),
  });
  return { outcome, fetch, cache, steps };
}

describe("Restore of a deleted organization", () => {
  it("creates it, re-enables its connections with their flags and re-adds its members ten a request, each naming the entry", async () => {
    const { outcome, fetch, cache, steps } = restore([
      jsonResponse(201, { id: NEW, name: "acme", display_name: "Acme" }),
      jsonResponse(200, { id: NEW, name: "acme", display_name: "Acme" }),
      jsonResponse(201, { connection_id: "con_aaaaaaaaaaaaaaaa", show_as_button: true }),
      refused(404, "Connection not found"),
      noContent(),
      noContent(),
    ]);
    expect(await outcome).toMatchObject({
      state: "restored",
      id: NEW,
      hash: `#/organizations/${NEW}`,
      connections: 1,
      members: 12,
      failures: [
        {
          kind: "connection",
          id: "con_gonegonegonegone",
          message: expect.stringContaining("Connection not found"),
        },
      ],
    });
    const create = callOf(fetch, 0);
    expect(create.body).toEqual({
      name: "acme",
      display_name: "Acme",
      branding: { logo_url: "https://example.com/logo.png" },
      metadata: { tier: "gold" },
    });
    // The colours, which a create does not take, with the whole branding.
    expect(callOf(fetch, 1).init.method).toBe("PATCH");
    expect(callOf(fetch, 1).body).toEqual({
      branding: {
        logo_url: "https://example.com/logo.png",
        colors: { primary: "#123456", page_background: "#ffffff" },
      },
    });
    expect(callOf(fetch, 2).body).toEqual({
      connection_id: "con_aaaaaaaaaaaaaaaa",
      show_as_button: true,
      is_signup_enabled: false,
    });
    expect(callOf(fetch, 4).body).toEqual({ members: users.slice(0, 10) });
    expect(callOf(fetch, 5).body).toEqual({ members: users.slice(10) });
    for (const n of [0, 1, 2, 3, 4, 5]) {
      expect(callOf(fetch, n).headers.get("x-console-restore-of")).toBe("41");
      expect(callOf(fetch, n).headers.get("x-console-reason")).toBe("INC-8");
    }
    expect(steps).toEqual([
      "create 0/1",
      "connections 0/2",
      "connections 1/2",
      "members 0/12",
      "members 10/12",
    ]);
    // The row leaves Recently deleted; the new organization and its connection are in the cache.
    expect(
      cache.getQueryData<{ pages: { entries: unknown[] }[] }>(storeKeys.deleted())?.pages[0]
        ?.entries,
    ).toEqual([]);
    expect(cache.getQueryData(organizationKeys.detail(NEW))).toMatchObject({ name: "acme" });
    expect(cache.getQueryData(organizationConnectionKeys.list(NEW))).toHaveLength(1);
  });

  it("sends a batch refused for one user deleted since one member at a time, and lists only that user", async () => {
    const settings = { ...deleted.settings, branding: {} };
    const entry = { ...deleted, settings, enabledConnections: [], memberIds: users.slice(0, 3) };
    const { outcome, fetch } = restore(
      [
        jsonResponse(201, { id: NEW, name: "acme" }),
        refused(400, "One or more users do not exist"),
        noContent(),
        refused(404, "User not found"),
        noContent(),
      ],
      entry,
    );
    expect(await outcome).toMatchObject({
      members: 2,
      failures: [
        { kind: "member", id: "auth0|1", message: expect.stringContaining("User not found") },
      ],
    });
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it("lists branding colours the tenant refused apart, after the organization is back", async () => {
    const entry = { ...deleted, enabledConnections: [], memberIds: [] };
    const { outcome } = restore(
      [jsonResponse(201, { id: NEW, name: "acme" }), refused(400, "Invalid colour")],
      entry,
    );
    expect(await outcome).toMatchObject({
      state: "restored",
      id: NEW,
      failures: [{ kind: "colors", message: expect.stringContaining("Invalid colour") }],
    });
  });

  it("says specifically that the name is taken again, sends nothing more and keeps the row", async () => {
    const { outcome, fetch, cache } = restore([
      refused(409, "An organization with this name already exists."),
    ]);
    const result = await outcome;
    expect(result.state).toBe("failed");
    expect(result.state === "failed" && result.message).toMatch(/The name .*acme.* is taken again/);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(
      cache.getQueryData<{ pages: { entries: unknown[] }[] }>(storeKeys.deleted())?.pages[0]
        ?.entries,
    ).toHaveLength(1);
  });

  it("says the create's outcome is unknown as every write does when no answer came", async () => {
    const { outcome } = restore([new TypeError("Failed to fetch")]);
    const result = await outcome;
    expect(result.state === "failed" && result.message).toMatch(
      /creating the organization|created/,
    );
  });
});
