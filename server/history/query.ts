import { HISTORY_OBJECT_TYPES, type HistoryObjectType } from "../../src/api/history/types.ts";
import { type AuditObjectType, WRITES } from "../../src/api/operations.ts";
import { ProxyRefusal } from "../proxy/proxyError.ts";
import { entryIdOf } from "./entryId.ts";

/**
 * The queries of `/__console/history`, `/__console/activity` (and its CSV) and
 * `/__console/deleted`, read strictly: an unknown or repeated key, or a value outside its rule,
 * is a 400 that says which, never a 5xx from the database.
 */

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;
/** An object id or a person's subject as the audit log keeps them (ids are up to 1024). */
const MAX_ID = 1024;
const AUDIT_OBJECT_TYPES: readonly AuditObjectType[] = [
  ...HISTORY_OBJECT_TYPES,
  "risk_assessment_settings",
];
const OPERATION_NAMES: ReadonlySet<string> = new Set(WRITES);

export interface PageQuery {
  /** The id of the last entry of the previous page; null: the first page. */
  cursor: string | null;
  limit: number;
}

export interface HistoryQuery extends PageQuery {
  type: HistoryObjectType;
  id: string;
}

export interface ActivityFilters {
  person?: string;
  operation?: string;
  type?: AuditObjectType;
  object?: string;
  /** Entries at or after. */
  from?: Date;
  /** Entries before. */
  before?: Date;
}

export interface ActivityQuery extends PageQuery {
  filters: ActivityFilters;
}

function refused(message: string): ProxyRefusal {
  return new ProxyRefusal(400, message, "invalid_query");
}

/** Each key once, and only the keys the endpoint takes. */
function single(search: URLSearchParams, keys: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const [key, value] of search) {
    if (!keys.includes(key)) {
      throw refused(`Unknown query parameter "${key}": this endpoint takes ${keys.join(", ")}`);
    }
    if (values.has(key)) throw refused(`"${key}" may appear only once`);
    values.set(key, value);
  }
  return values;
}

function text(key: string, value: string): string {
  if (value === "") throw refused(`"${key}" is empty`);
  if (Array.from(value).length > MAX_ID)
    throw refused(`"${key}" is longer than ${MAX_ID} characters`);
  if (/\p{Cc}/u.test(value)) throw refused(`"${key}" holds a control character`);
  return value;
}

function page(values: Map<string, string>): PageQuery {
  const cursor = values.get("cursor");
  const limit = values.get("limit");
  let count = DEFAULT_LIMIT;
  if (limit !== undefined) {
    count = /^[0-9]{1,3}$/.test(limit) ? Number(limit) : 0;
    if (count < 1 || count > MAX_LIMIT) {
      throw refused(`"limit" must be a whole number from 1 to ${MAX_LIMIT}`);
    }
  }
  if (cursor === undefined) return { cursor: null, limit: count };
  const id = entryIdOf(cursor);
  if (id === null)
    throw refused(`"cursor" must be an entry id, as the previous page's "next" gave it`);
  return { cursor: id, limit: count };
}

/** An ISO 8601 date, or date and time with seconds optional and a zone (Z or ±hh:mm). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Date.parse rolls 2026-02-30 over into March: the day must exist in its month. */
function realDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

/**
 * A time filter: a date alone means its whole day (UTC), so `to=2026-11-29` includes that day;
 * a time is the instant itself, included.
 */
function instant(key: "from" | "to", value: string): Date {
  const day = ISO_DATE.test(value);
  const time = day ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
  if (!(day || ISO_DATE_TIME.test(value)) || Number.isNaN(time) || !realDay(value)) {
    throw refused(
      `"${key}" must be an ISO 8601 date (2026-11-29) or time with its zone (2026-11-29T14:00:00Z)`,
    );
  }
  const DAY_MS = 24 * 60 * 60 * 1000;
  if (key === "from") return new Date(time);
  return new Date(day ? time + DAY_MS : time + 1);
}

function historyType(value: string): HistoryObjectType {
  const type = HISTORY_OBJECT_TYPES.find((known) => known === value);
  if (!type) throw refused(`"type" must be one of ${HISTORY_OBJECT_TYPES.join(", ")}`);
  return type;
}

export function historyQuery(search: URLSearchParams): HistoryQuery {
  const values = single(search, ["type", "id", "cursor", "limit"]);
  const type = values.get("type");
  const id = values.get("id");
  if (type === undefined || id === undefined) throw refused('"type" and "id" are both required');
  return { type: historyType(type), id: text("id", id), ...page(values) };
}

const ACTIVITY_KEYS = ["person", "operation", "type", "object", "from", "to"] as const;

export function activityQuery(search: URLSearchParams, paged = true): ActivityQuery {
  const keys = paged ? [...ACTIVITY_KEYS, "cursor", "limit"] : ACTIVITY_KEYS;
  const values = single(search, keys);
  const filters: ActivityFilters = {};
  const person = values.get("person");
  if (person !== undefined) filters.person = text("person", person);
  const operation = values.get("operation");
  if (operation !== undefined) {
    if (!OPERATION_NAMES.has(operation)) {
      throw refused(`"operation" must name a write, such as updateOrganization`);
    }
    filters.operation = operation;
  }
  const type = values.get("type");
  if (type !== undefined) {
    const known = AUDIT_OBJECT_TYPES.find((name) => name === type);
    if (!known) throw refused(`"type" must be one of ${AUDIT_OBJECT_TYPES.join(", ")}`);
    filters.type = known;
  }
  const object = values.get("object");
  if (object !== undefined) filters.object = text("object", object);
  const from = values.get("from");
  if (from !== undefined) filters.from = instant("from", from);
  const to = values.get("to");
  if (to !== undefined) filters.before = instant("to", to);
  if (filters.from && filters.before && filters.from >= filters.before) {
    throw refused('"from" must come before "to"');
  }
  return { filters, ...(paged ? page(values) : { cursor: null, limit: MAX_LIMIT }) };
}

export function deletedQuery(search: URLSearchParams): PageQuery {
  return page(single(search, ["cursor", "limit"]));
}

export function emptyQuery(search: URLSearchParams): void {
  single(search, []);
}
