import { entryChanges, previousVersion } from "../../src/api/history/changes.ts";
import type {
  AuditOperator,
  AuditRecord,
  DeletedConnection,
  DeletedRecord,
  RestorableObjectType,
} from "../../src/api/history/types.ts";
import { type AuditObjectType, OPERATIONS } from "../../src/api/operations.ts";

/** The columns of console_audit_entries the reads select (`ENTRY_COLUMNS`). */
export interface EntryRow {
  id: string;
  at: Date;
  operator_sub: string | null;
  operator_email: string | null;
  operator_name: string | null;
  operator_role: string | null;
  operation: string;
  object_type: string | null;
  object_id: string | null;
  object_name: string | null;
  reason: string | null;
  request_id: string;
  status: number | null;
  outcome: string | null;
  restore_of: string | null;
  request_body: unknown;
  before: unknown;
  answer: unknown;
  deleted_with: unknown;
}

/** Every column a record is made of: `id` and `restore_of` as text, as bigints do not fit a number. */
export const ENTRY_COLUMNS = `id::text AS id, at, operator_sub, operator_email, operator_name,
  operator_role, operation, object_type, object_id, object_name, reason, request_id, status,
  outcome, restore_of::text AS restore_of, request_body, before, answer, deleted_with`;

const LABELS = new Map<string, string>(
  OPERATIONS.map((route) => [route.name, route.label ?? route.name]),
);

/** A write's Activity label; an operation no row has any more keeps its own name. */
function operationLabel(operation: string): string {
  return LABELS.get(operation) ?? operation;
}

/**
 * The person behind an entry. A provider may give no email or name: the contract's strings are
 * then empty, and the name falls back to the email, then to the subject, so a list never shows
 * a blank person.
 */
export function operatorOf(
  row: Pick<EntryRow, "operator_sub" | "operator_email" | "operator_name" | "operator_role">,
): AuditOperator | null {
  if (row.operator_sub === null) return null;
  return {
    sub: row.operator_sub,
    email: row.operator_email ?? "",
    name: row.operator_name || row.operator_email || row.operator_sub,
    role: row.operator_role,
  };
}

function outcomeOf(value: string | null): AuditRecord["outcome"] {
  return value === "unknown" || value === "refused" ? value : null;
}

export function auditRecord(row: EntryRow): AuditRecord {
  const facts = {
    operation: row.operation,
    status: row.status,
    outcome: row.outcome,
    requestBody: row.request_body,
    before: row.before,
    answer: row.answer,
  };
  const { changes, version } = entryChanges(facts);
  return {
    id: row.id,
    at: row.at.toISOString(),
    operator: operatorOf(row),
    operation: row.operation,
    label: operationLabel(row.operation),
    object: {
      type: row.object_type as AuditObjectType | null,
      id: row.object_id,
      name: row.object_name,
    },
    reason: row.reason,
    requestId: row.request_id,
    status: row.status,
    outcome: outcomeOf(row.outcome),
    restoreOf: row.restore_of,
    changes,
    version,
    previousVersion: previousVersion(facts),
  };
}

/** What the proxy read of an organization just before its DELETE (deleted_with). */
interface DeletedWith {
  enabledConnections?: DeletedConnection[];
  memberIds?: string[];
}

/** A delete as Recently deleted lists it; the row's `before` is an object (the read selects so). */
export function deletedRecord(row: EntryRow): DeletedRecord {
  const settings = row.before as Record<string, unknown>;
  const taken = (row.deleted_with ?? {}) as DeletedWith;
  return {
    entryId: row.id,
    at: row.at.toISOString(),
    operator: operatorOf(row),
    reason: row.reason,
    object: {
      type: row.object_type as RestorableObjectType,
      id: row.object_id ?? "",
      name: row.object_name,
    },
    settings,
    ...(taken.enabledConnections ? { enabledConnections: taken.enabledConnections } : {}),
    ...(taken.memberIds ? { memberIds: taken.memberIds } : {}),
  };
}
