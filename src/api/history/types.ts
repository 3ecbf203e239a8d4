import type { AuditObjectType } from "../objectType.ts";

/**
 * What the console's server answers of its store (team-console.md, "History, restore, recently
 * deleted"): `GET /__console/history`, `/__console/activity` and `/__console/deleted`. Plain
 * types with no parsing: server/store builds them, src/api/history parses them (zod).
 */

/** The objects with a history of their own (`GET /__console/history?type=`). */
export const HISTORY_OBJECT_TYPES = [
  "organization",
  "token_exchange_profile",
  "user_attribute_profile",
  "user",
] as const satisfies readonly AuditObjectType[];
export type HistoryObjectType = (typeof HISTORY_OBJECT_TYPES)[number];

/** The objects Recently deleted keeps and re-creates. */
export const RESTORABLE_OBJECT_TYPES = [
  "organization",
  "token_exchange_profile",
  "user_attribute_profile",
] as const satisfies readonly HistoryObjectType[];
export type RestorableObjectType = (typeof RESTORABLE_OBJECT_TYPES)[number];

/** Who made a write; null in an entry made without sign-in (a credentials-mode server's token). */
export interface AuditOperator {
  sub: string;
  email: string;
  name: string;
  /** The console role the person held then; null: none. */
  role: string | null;
}

/**
 * One field a write changed, by its path in the object: `["display_name"]`,
 * `["metadata", "tier"]`, `["user_attributes", "email", "oidc_mapping"]`. A missing `before`
 * (or `after`) means the field was absent then, which is not the same as JSON null.
 */
export interface FieldChange {
  field: string[];
  before?: unknown;
  after?: unknown;
}

/** One audit entry as history and team Activity answer it, newest first. */
export interface AuditRecord {
  /** The entry's id (a bigint, as decimal text): a restore names it, cursors follow it. */
  id: string;
  /** ISO 8601. */
  at: string;
  operator: AuditOperator | null;
  /** The operation row's name (`updateOrganization`) and its Activity label. */
  operation: string;
  label: string;
  object: { type: AuditObjectType | null; id: string | null; name: string | null };
  reason: string | null;
  requestId: string;
  /** The tenant's status; null when no answer came (outcome "unknown") or none was asked. */
  status: number | null;
  /** null: the tenant answered (see status); "unknown": no answer came; "refused": the role may not. */
  outcome: "unknown" | "refused" | null;
  /** The entry this write restored (Restore this version, or Recently deleted's Restore). */
  restoreOf: string | null;
  /**
   * The settings the write changed, before → after: a PATCH's fields as read just before and
   * as the tenant answered; a create's as answered; a delete's as read before. Empty for a
   * write with no settings (a clear, a member added) or one that did not succeed.
   */
  changes: FieldChange[];
  /**
   * The object's restorable settings as this entry left them (Restore this version), from a
   * successful PATCH or create of an organization, a token exchange profile or a user attribute
   * profile; null otherwise.
   */
  version: Record<string, unknown> | null;
  /**
   * The restorable settings as read just before a successful PATCH: the version the entry
   * replaced, offered below the oldest recorded change so it too can be undone; null otherwise.
   */
  previousVersion: Record<string, unknown> | null;
}

/** A page of entries; `next` is the cursor of the following page, null at the end. */
export interface AuditPage {
  entries: AuditRecord[];
  next: string | null;
}

/** An organization's enabled connection as read before its delete, re-enabled by a restore. */
export interface DeletedConnection {
  connection_id: string;
  assign_membership_on_login?: boolean;
  show_as_button?: boolean;
  is_signup_enabled?: boolean;
}

/** A deleted object not yet restored (`GET /__console/deleted`), newest first. */
export interface DeletedRecord {
  /** The DELETE's audit entry: a restore names it (`x-console-restore-of`). */
  entryId: string;
  at: string;
  operator: AuditOperator | null;
  reason: string | null;
  object: { type: RestorableObjectType; id: string; name: string | null };
  /** The object as read just before the delete. */
  settings: Record<string, unknown>;
  /** Organizations only: read before the delete, every page. */
  enabledConnections?: DeletedConnection[];
  memberIds?: string[];
}

export interface DeletedPage {
  entries: DeletedRecord[];
  next: string | null;
}

/** The header a write carries to be audited as a restore of the entry it names. */
export const RESTORE_OF_HEADER = "x-console-restore-of";
