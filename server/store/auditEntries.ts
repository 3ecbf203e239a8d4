import type pg from "pg";
import type { AuditObjectType } from "../../src/api/operations.ts";
import type { AuditEntry } from "../proxy/auditLog.ts";
import type { DeletedWith } from "../proxy/deleteCapture.ts";

/** What the store keeps of a write beyond its JSONL line (decision 025). */
export interface AuditEntryDetails {
  objectType: AuditObjectType | null;
  /** The JSON the caller sent, as forwarded; null when none was read (a refusal) or not JSON. */
  requestBody: unknown;
  /** The target as the row's `readBefore` read it just before the write; null without one. */
  before: unknown;
  /** The tenant's JSON answer, an error's included; null when none came or it was empty. */
  answer: unknown;
  /** An organization's DELETE: its enabled connections and member ids, read just before. */
  deletedWith?: DeletedWith | null;
}

/** Keeps one audit entry; rejects when the store could not (the proxy says so in the JSONL line). */
export type AuditStore = (entry: AuditEntry, details: AuditEntryDetails) => Promise<void>;

/** jsonb parameters go as JSON text: pg would send a JavaScript array as a PostgreSQL array. */
function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * Audit entries in `console_audit_entries`, one INSERT each. Values are kept as the tenant and
 * the caller gave them (parameters, never SQL text): whoever shows them escapes them, as the
 * JSONL stream's printable lines do for terminals.
 */
export function createAuditEntryStore(pool: pg.Pool): AuditStore {
  return async (entry, details) => {
    const { operator } = entry;
    await pool.query(
      `INSERT INTO console_audit_entries (at, operator_sub, operator_email, operator_name,
         operator_role, operation, object_type, object_id, object_name, reason, request_id,
         status, outcome, request_body, before, answer, deleted_with, restore_of)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
         -- An id that names no entry (never one, or gone with retention) is kept as none:
         -- the write's own entry is never lost to it.
         (SELECT id FROM console_audit_entries WHERE id = $18::bigint))`,
      [
        entry.time,
        operator?.sub ?? null,
        operator?.email ?? null,
        operator?.name ?? null,
        operator?.role ?? null,
        entry.operation,
        details.objectType,
        entry.target,
        entry.targetName ?? null,
        entry.reason ?? null,
        entry.requestId,
        entry.status,
        entry.outcome ?? null,
        json(details.requestBody),
        json(details.before),
        json(details.answer),
        json(details.deletedWith),
        entry.restoreOf ?? null,
      ],
    );
  };
}
