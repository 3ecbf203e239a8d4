import type pg from "pg";
import type {
  AuditOperator,
  AuditPage,
  AuditRecord,
  DeletedPage,
} from "../../src/api/history/types.ts";
import type { WriteOperation } from "../../src/api/operations.ts";
import type { ActivityFilters, ActivityQuery, HistoryQuery, PageQuery } from "./query.ts";
import { auditRecord, deletedRecord, ENTRY_COLUMNS, type EntryRow, operatorOf } from "./records.ts";

/**
 * The deletes Recently deleted lists: the objects a restore can re-create. Written into the
 * query as text (they are constants), as the migration's partial index console_audit_deletes
 * spells them, so the planner can tell that index holds every row asked for.
 */
const RESTORABLE_DELETES: readonly WriteOperation[] = [
  "deleteOrganization",
  "deleteTokenExchangeProfile",
  "deleteUserAttributeProfile",
];
const RESTORABLE_DELETES_SQL = RESTORABLE_DELETES.map((name) => `'${name}'`).join(", ");

/** Entries read per query when the CSV walks the whole filtered set. */
const CSV_BATCH = 500;

/** What the store answers of its audit entries (issue 38 items 3–6), newest first. */
export interface HistoryReads {
  history(query: HistoryQuery): Promise<AuditPage>;
  activity(query: ActivityQuery): Promise<AuditPage>;
  /** Every entry the filters select, a batch at a time, newest first. */
  activityBatches(filters: ActivityFilters): AsyncGenerator<AuditRecord[]>;
  people(): Promise<AuditOperator[]>;
  deleted(query: PageQuery): Promise<DeletedPage>;
}

/** A WHERE clause built from parts, its values as parameters ($1, $2, …), never as SQL text. */
class Where {
  readonly parts: string[] = [];
  readonly values: unknown[] = [];

  add(sql: (param: string) => string, value: unknown): void {
    this.values.push(value);
    this.parts.push(sql(`$${this.values.length}`));
  }

  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  toString(): string {
    return this.parts.length === 0 ? "" : `WHERE ${this.parts.join(" AND ")}`;
  }
}

function activityWhere(filters: ActivityFilters, cursor: string | null): Where {
  const where = new Where();
  if (filters.person !== undefined) where.add((p) => `operator_sub = ${p}`, filters.person);
  if (filters.operation !== undefined) where.add((p) => `operation = ${p}`, filters.operation);
  if (filters.type !== undefined) where.add((p) => `object_type = ${p}`, filters.type);
  if (filters.object !== undefined) where.add((p) => `object_id = ${p}`, filters.object);
  if (filters.from !== undefined) where.add((p) => `at >= ${p}`, filters.from);
  if (filters.before !== undefined) where.add((p) => `at < ${p}`, filters.before);
  after(where, cursor);
  return where;
}

/**
 * Entries after the cursor's in the listing's order (newest first by time, then id): the cursor
 * is an entry id, whose time the store looks up. One that names no entry (gone with retention)
 * ends the listing.
 */
function after(where: Where, cursor: string | null, table = "e"): void {
  if (cursor === null) return;
  where.add(
    (p) => `(${table}.at, ${table}.id) <
      (SELECT c.at, c.id FROM console_audit_entries c WHERE c.id = ${p}::bigint)`,
    cursor,
  );
}

/** One more row than the page holds says whether another page follows. */
function paged<T>(rows: EntryRow[], limit: number, make: (row: EntryRow) => T) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    entries: shown.map(make),
    next: rows.length > limit && last ? last.id : null,
  };
}

export function createHistoryReads(pool: pg.Pool): HistoryReads {
  async function select(where: Where, limit: number): Promise<EntryRow[]> {
    const take = where.param(limit);
    const { rows } = await pool.query<EntryRow>(
      // e.id, not id: a bare ORDER BY name would take the output column, the id as text.
      `SELECT ${ENTRY_COLUMNS} FROM console_audit_entries e ${where}
         ORDER BY e.at DESC, e.id DESC LIMIT ${take}`,
      where.values,
    );
    return rows;
  }

  return {
    async history({ type, id, cursor, limit }) {
      const where = new Where();
      where.add((p) => `object_type = ${p}`, type);
      where.add((p) => `object_id = ${p}`, id);
      after(where, cursor);
      return paged(await select(where, limit + 1), limit, auditRecord);
    },

    async activity({ filters, cursor, limit }) {
      return paged(await select(activityWhere(filters, cursor), limit + 1), limit, auditRecord);
    },

    async *activityBatches(filters) {
      let cursor: string | null = null;
      for (;;) {
        const rows = await select(activityWhere(filters, cursor), CSV_BATCH);
        if (rows.length > 0) yield rows.map(auditRecord);
        const last = rows.at(-1);
        if (rows.length < CSV_BATCH || !last) return;
        cursor = last.id;
      }
    },

    async people() {
      // One index probe per person (a loose index scan on console_audit_person), not a scan of
      // every entry: then each one's newest entry gives the name and role shown.
      const { rows } = await pool.query<EntryRow>(
        `WITH RECURSIVE subs AS (
           (SELECT operator_sub FROM console_audit_entries
             WHERE operator_sub IS NOT NULL ORDER BY operator_sub LIMIT 1)
           UNION ALL
           SELECT (SELECT e.operator_sub FROM console_audit_entries e
                    WHERE e.operator_sub > subs.operator_sub ORDER BY e.operator_sub LIMIT 1)
             FROM subs WHERE subs.operator_sub IS NOT NULL
         )
         SELECT latest.* FROM subs CROSS JOIN LATERAL (
           SELECT operator_sub, operator_email, operator_name, operator_role
             FROM console_audit_entries e WHERE e.operator_sub = subs.operator_sub
             ORDER BY e.at DESC, e.id DESC LIMIT 1
         ) latest`,
      );
      const people = rows.flatMap((row) => operatorOf(row) ?? []);
      return people.sort(
        (a, b) => a.name.localeCompare(b.name, "en") || a.sub.localeCompare(b.sub, "en"),
      );
    },

    async deleted({ cursor, limit }) {
      const where = new Where();
      where.parts.push(
        `d.operation IN (${RESTORABLE_DELETES_SQL})`,
        "d.status BETWEEN 200 AND 299",
        "d.outcome IS NULL",
        "d.object_id IS NOT NULL",
        // Without the object read before it there is nothing to re-create.
        "jsonb_typeof(d.before) = 'object'",
        `NOT EXISTS (SELECT 1 FROM console_audit_entries r WHERE r.restore_of = d.id
           AND r.status BETWEEN 200 AND 299 AND r.outcome IS NULL)`,
      );
      after(where, cursor, "d");
      const take = where.param(limit + 1);
      const { rows } = await pool.query<EntryRow>(
        `SELECT ${ENTRY_COLUMNS}
           FROM console_audit_entries d ${where} ORDER BY d.at DESC, d.id DESC LIMIT ${take}`,
        where.values,
      );
      return paged(rows, limit, deletedRecord);
    },
  };
}
