import { beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry, AuditOperator } from "../../proxy/auditLog.ts";
import type { AuditEntryDetails } from "../../store/auditEntries.ts";
import type { Store } from "../../store/store.ts";

const ADA: AuditOperator = {
  sub: "console-local|admin",
  email: "admin@console.local",
  name: "Ada Admin",
  role: "administrator",
};
const SAM: AuditOperator = {
  sub: "console-local|support",
  email: null,
  name: "Sam Support",
  role: "support",
};

interface Fixture {
  key: string;
  at: string;
  entry: Partial<AuditEntry>;
  details?: Partial<AuditEntryDetails>;
  /** The key of the fixture this one restores (X-Console-Restore-Of). */
  restores?: string;
}

const ORG_BEFORE = { id: "org_1", name: "acme", display_name: "Acme" };

/** Entries in the order the proxy kept them, oldest first. */
const FIXTURES: readonly Fixture[] = [
  {
    key: "rename",
    at: "2026-11-01T10:00:00Z",
    entry: {
      operation: "updateOrganization",
      target: "org_1",
      targetName: "acme",
      status: 200,
      reason: "CHG-1",
    },
    details: {
      objectType: "organization",
      requestBody: { display_name: "Acme SE" },
      before: ORG_BEFORE,
      answer: { ...ORG_BEFORE, display_name: "Acme SE" },
    },
  },
  {
    key: "refused",
    at: "2026-11-02T10:00:00Z",
    entry: {
      operation: "updateOrganization",
      target: "org_1",
      status: 403,
      outcome: "refused",
      operator: SAM,
    },
    details: { objectType: "organization" },
  },
  {
    key: "deleteRestored",
    at: "2026-11-03T10:00:00Z",
    entry: { operation: "deleteOrganization", target: "org_2", targetName: "globex", status: 204 },
    details: { objectType: "organization", before: { id: "org_2", name: "globex" } },
  },
  {
    key: "deleteProfile",
    at: "2026-11-04T10:00:00Z",
    entry: { operation: "deleteTokenExchangeProfile", target: "tep_1", status: 204 },
    details: { objectType: "token_exchange_profile", before: { id: "tep_1", name: "p" } },
  },
  {
    key: "restore",
    at: "2026-11-05T10:00:00Z",
    entry: { operation: "createOrganization", target: "org_9", status: 201 },
    details: { objectType: "organization", answer: { id: "org_9", name: "globex" } },
    restores: "deleteRestored",
  },
  {
    key: "failedRestore",
    at: "2026-11-06T10:00:00Z",
    entry: { operation: "createTokenExchangeProfile", target: null, status: 409 },
    details: { objectType: "token_exchange_profile" },
    restores: "deleteProfile",
  },
  {
    key: "clear",
    at: "2026-11-07T10:00:00Z",
    entry: { operation: "clearRiskAssessments", target: "auth0|u1", status: 204, operator: SAM },
    details: { objectType: "user" },
    restores: "gone",
  },
  {
    key: "deleteWith",
    at: "2026-11-08T10:00:00Z",
    entry: { operation: "deleteOrganization", target: "org_3", targetName: "initech", status: 204 },
    details: {
      objectType: "organization",
      before: { id: "org_3", name: "initech" },
      deletedWith: { enabledConnections: [{ connection_id: "con_1" }], memberIds: ["u1", "u2"] },
    },
  },
];

/** The store's reads of audit entries, against whichever store `storeOf` gives. */
export function describeHistoryReads(name: string, storeOf: () => Store): void {
  describe(`history reads (${name})`, () => {
    const ids = new Map<string, string>([["gone", "999999"]]);
    const store = () => storeOf();
    const reads = () => store().history;

    beforeAll(async () => {
      await store().pool.query("DELETE FROM console_audit_entries");
      for (const fixture of FIXTURES) {
        const restoreOf = fixture.restores ? ids.get(fixture.restores) : undefined;
        await store().auditEntries(
          {
            time: fixture.at,
            target: null,
            requestId: fixture.key,
            operator: ADA,
            ...fixture.entry,
            ...(restoreOf ? { restoreOf } : {}),
          } as AuditEntry,
          { objectType: null, requestBody: null, before: null, answer: null, ...fixture.details },
        );
        const { rows } = await store().pool.query<{ id: string }>(
          "SELECT id::text AS id FROM console_audit_entries WHERE request_id = $1",
          [fixture.key],
        );
        ids.set(fixture.key, rows[0]?.id ?? "");
      }
    });

    const keys = (page: { entries: { requestId: string }[] }) =>
      page.entries.map((entry) => entry.requestId);

    it("pages an object's history newest first, the cursor being the last id", async () => {
      const first = await reads().history({
        type: "organization",
        id: "org_1",
        cursor: null,
        limit: 1,
      });
      expect(keys(first)).toEqual(["refused"]);
      expect(first.next).toBe(ids.get("refused"));
      const second = await reads().history({
        type: "organization",
        id: "org_1",
        cursor: first.next,
        limit: 1,
      });
      expect(second).toMatchObject({
        next: null,
        entries: [{ requestId: "rename", reason: "CHG-1" }],
      });
      expect(second.entries[0]?.changes).toEqual([
        { field: ["display_name"], before: "Acme", after: "Acme SE" },
      ]);
    });

    it("filters team activity by person, operation, type, object and time, each optional", async () => {
      const activity = (filters: object) => reads().activity({ filters, cursor: null, limit: 25 });
      expect(keys(await activity({}))).toEqual(FIXTURES.map((fixture) => fixture.key).reverse());
      expect(keys(await activity({ person: SAM.sub }))).toEqual(["clear", "refused"]);
      expect(keys(await activity({ operation: "deleteOrganization" }))).toEqual([
        "deleteWith",
        "deleteRestored",
      ]);
      expect(keys(await activity({ type: "user", object: "auth0|u1" }))).toEqual(["clear"]);
      const window = {
        from: new Date("2026-11-03T10:00:00Z"),
        before: new Date("2026-11-05T10:00:00Z"),
      };
      expect(keys(await activity(window))).toEqual(["deleteProfile", "deleteRestored"]);
      const all: string[] = [];
      for await (const batch of reads().activityBatches({ person: ADA.sub }))
        all.push(...batch.map((entry) => entry.requestId));
      expect(all).toHaveLength(6);
    });

    it("names a restored entry only when it exists, and lists the people by name", async () => {
      const restore = await reads().activity({
        filters: { operation: "createOrganization" },
        cursor: null,
        limit: 1,
      });
      expect(restore.entries[0]?.restoreOf).toBe(ids.get("deleteRestored"));
      const clear = await reads().activity({ filters: { type: "user" }, cursor: null, limit: 1 });
      expect(clear.entries[0]?.restoreOf).toBeNull();
      expect(await reads().people()).toEqual([
        { ...ADA },
        { sub: SAM.sub, email: "", name: "Sam Support", role: "support" },
      ]);
    });

    it("lists deletes not yet restored by a successful write, with what an organization took along", async () => {
      const deleted = await reads().deleted({ cursor: null, limit: 1 });
      expect(deleted.entries).toEqual([
        {
          entryId: ids.get("deleteWith"),
          at: "2026-11-08T10:00:00.000Z",
          operator: ADA,
          reason: null,
          object: { type: "organization", id: "org_3", name: "initech" },
          settings: { id: "org_3", name: "initech" },
          enabledConnections: [{ connection_id: "con_1" }],
          memberIds: ["u1", "u2"],
        },
      ]);
      const rest = await reads().deleted({ cursor: deleted.next, limit: 25 });
      expect(rest).toEqual({
        next: null,
        entries: [expect.objectContaining({ entryId: ids.get("deleteProfile") })],
      });
      expect(rest.entries[0]).not.toHaveProperty("memberIds");
    });
  });
}
