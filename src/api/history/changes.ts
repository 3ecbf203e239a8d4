import type { WriteOperation } from "../operations.ts";
import { type JsonObject, jsonObjectOf, leafPaths, pick, sameJson, valueAt } from "./jsonPaths.ts";
import type { FieldChange, RestorableObjectType } from "./types.ts";

/**
 * What Restore this version puts back, per object (team-console.md): an organization's
 * settings, a token exchange profile's name and subject token type (all its PATCH accepts,
 * lifecycle-operations.md), a user attribute profile.
 */
export const RESTORABLE_SETTINGS: Readonly<Record<RestorableObjectType, readonly string[]>> = {
  organization: ["name", "display_name", "branding", "metadata"],
  token_exchange_profile: ["name", "subject_token_type"],
  user_attribute_profile: ["name", "user_id", "user_attributes"],
};

type SettingsWrite = "create" | "update" | "delete";

/** The writes that change an object's settings; every other write changes none. */
const SETTINGS_WRITES: Partial<
  Record<WriteOperation, readonly [RestorableObjectType, SettingsWrite]>
> = {
  createOrganization: ["organization", "create"],
  updateOrganization: ["organization", "update"],
  deleteOrganization: ["organization", "delete"],
  createTokenExchangeProfile: ["token_exchange_profile", "create"],
  updateTokenExchangeProfile: ["token_exchange_profile", "update"],
  deleteTokenExchangeProfile: ["token_exchange_profile", "delete"],
  createUserAttributeProfile: ["user_attribute_profile", "create"],
  patchUserAttributeProfile: ["user_attribute_profile", "update"],
  deleteUserAttributeProfile: ["user_attribute_profile", "delete"],
};

/** One audit entry as the store keeps it (decision 025). */
interface EntryFacts {
  operation: string;
  status: number | null;
  outcome: string | null;
  requestBody: unknown;
  /** The object as read just before the write; null when not read. */
  before: unknown;
  /** The tenant's JSON answer; null when none came or it was empty. */
  answer: unknown;
}

interface EntryChanges {
  changes: FieldChange[];
  version: Record<string, unknown> | null;
}

const NONE: EntryChanges = { changes: [], version: null };

function change(field: string[], before: unknown, after: unknown): FieldChange {
  return {
    field,
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
  };
}

/** A PATCH's body laid over the object read before it: a member sent as null is removed. */
function patched(before: JsonObject, body: JsonObject): JsonObject {
  const after: JsonObject = { ...before };
  for (const [key, value] of Object.entries(body)) {
    if (value === null) delete after[key];
    else after[key] = value;
  }
  return after;
}

/**
 * A PATCH's changes: within each member the body sent, every leaf (a metadata key, a branding
 * colour, one field of one user attribute) whose value differs between the object read before
 * and the tenant's answer. A member replaced whole (the service replaces `metadata` and
 * `user_id`) thus shows the keys it lost too. Without a read before, the body's own leaves.
 */
function patchChanges(
  body: JsonObject,
  before: JsonObject | null,
  after: JsonObject | null,
): FieldChange[] {
  const paths: string[][] = [];
  for (const [key, value] of Object.entries(body)) {
    if (before === null) paths.push(...leafPaths(value, [key]));
    else {
      paths.push(...leafPaths(after?.[key], [key]), ...leafPaths(before[key], [key]));
    }
  }
  const seen = new Set<string>();
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const id = JSON.stringify(path);
    if (seen.has(id)) continue;
    seen.add(id);
    // A leaf on one side where the other has members below it: the deeper paths say it.
    if (paths.some((other) => other.length > path.length && path.every((p, i) => other[i] === p)))
      continue;
    const old = before === null ? undefined : valueAt(before, path);
    const now = after === null ? valueAt(body, path) : valueAt(after, path);
    const sent = now === null && after === null ? undefined : now;
    if (!sameJson(old, sent)) changes.push(change(path, old, sent));
  }
  return changes;
}

/** What a successful write did to an object's settings; undefined for any other entry. */
function settingsWrite(facts: EntryFacts) {
  const write = SETTINGS_WRITES[facts.operation as WriteOperation];
  const succeeded =
    facts.outcome === null && facts.status !== null && facts.status >= 200 && facts.status < 300;
  return succeeded ? write : undefined;
}

/**
 * The fields an audit entry changed, before → after, and the restorable settings as it left
 * them (AuditRecord's `changes` and `version`). Only a successful write of an object's settings
 * has either: a failed, refused or unanswered one changed nothing anyone knows of.
 */
export function entryChanges(facts: EntryFacts): EntryChanges {
  const write = settingsWrite(facts);
  if (!write) return NONE;
  const [type, kind] = write;
  const settings = RESTORABLE_SETTINGS[type];
  const before = jsonObjectOf(facts.before);
  const answer = jsonObjectOf(facts.answer);
  if (kind === "delete") {
    if (before === null) return NONE;
    const kept = pick(before, settings);
    return {
      changes: leafPaths(kept, []).map((path) => change(path, valueAt(kept, path), undefined)),
      version: null,
    };
  }
  if (kind === "create") {
    if (answer === null) return NONE;
    const made = pick(answer, settings);
    return {
      changes: leafPaths(made, []).map((path) => change(path, undefined, valueAt(made, path))),
      version: made,
    };
  }
  const body = jsonObjectOf(facts.requestBody) ?? {};
  // A token exchange profile's PATCH may answer without a body (lifecycle-operations.md).
  const after = answer ?? (before === null ? null : patched(before, body));
  return {
    changes: patchChanges(body, before, after),
    version: after === null ? null : pick(after, settings),
  };
}

/**
 * The restorable settings as read just before a successful PATCH: the version the entry
 * replaced (AuditRecord's `previousVersion`), which the oldest recorded change needs to be undone
 * (decision 027); null for any other entry, or when nothing was read before.
 */
export function previousVersion(facts: EntryFacts): Record<string, unknown> | null {
  const write = settingsWrite(facts);
  if (write?.[1] !== "update") return null;
  const before = jsonObjectOf(facts.before);
  return before === null ? null : pick(before, RESTORABLE_SETTINGS[write[0]]);
}
