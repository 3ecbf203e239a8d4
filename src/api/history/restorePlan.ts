import { RESTORABLE_SETTINGS } from "./changes.ts";
import { type JsonObject, leafPaths, sameJson, valueAt } from "./jsonPaths.ts";
import type { RestorableObjectType } from "./types.ts";

/**
 * What a PATCH sends to remove a setting the version did not have: the service replaces
 * `branding` and `metadata` whole (`{}` removes them) and resets `user_id` to its defaults
 * with `{}` (lifecycle-operations.md). A setting missing here (a display name) cannot be removed.
 */
const REMOVALS: Readonly<Record<string, unknown>> = { branding: {}, metadata: {}, user_id: {} };

/** One setting that differs, by its path: undefined on a side where it is absent. */
interface RestoreDifference {
  field: string[];
  now: unknown;
  restored: unknown;
}

export interface RestorePlan {
  /** Every leaf that differs between the object now and the version (each a change since). */
  differences: RestoreDifference[];
  /** The one PATCH: each top-level setting with a difference, whole, as the version holds it. */
  body: JsonObject;
  /** Settings the version lacks that the object has now and no PATCH can remove: they stay. */
  kept: string[];
}

/** The leaves of both sides under each setting, a path shadowed by a deeper one left out. */
function leavesOf(settings: readonly string[], a: JsonObject, b: JsonObject): string[][] {
  const paths = new Map<string, string[]>();
  for (const key of settings) {
    for (const path of [...leafPaths(a[key], [key]), ...leafPaths(b[key], [key])]) {
      paths.set(JSON.stringify(path), path);
    }
  }
  const all = [...paths.values()];
  return all.filter(
    (path) =>
      !all.some((other) => other.length > path.length && path.every((p, i) => other[i] === p)),
  );
}

/**
 * Restore this version (decision 027): the object now against the settings as an entry left
 * them. Compared leaf by leaf, so an empty `metadata` and none are the same and nothing is sent
 * for them; each setting that differs is sent whole, as the service replaces it whole.
 */
export function restorePlan(
  type: RestorableObjectType,
  version: JsonObject,
  now: JsonObject,
): RestorePlan {
  const settings = RESTORABLE_SETTINGS[type];
  const differences = leavesOf(settings, now, version)
    .map((field) => ({ field, now: valueAt(now, field), restored: valueAt(version, field) }))
    .filter((difference) => !sameJson(difference.now, difference.restored));
  const body: JsonObject = {};
  const kept: string[] = [];
  for (const key of settings) {
    if (!differences.some((difference) => difference.field[0] === key)) continue;
    if (version[key] !== undefined) body[key] = version[key];
    else if (Object.hasOwn(REMOVALS, key)) body[key] = REMOVALS[key];
    else kept.push(key);
  }
  return { differences, body, kept };
}

const overlaps = (a: readonly string[], b: readonly string[]) =>
  a.every((part, i) => i >= b.length || b[i] === part);

/**
 * Who changed a setting since a version: the newest of the entries after it (newest first)
 * whose changes touch that path, or undefined when none recorded here did (a write that did not
 * go through the console's server, or one past the history's retention).
 */
export function lastChangeOf<E extends { changes: readonly { field: readonly string[] }[] }>(
  newer: readonly E[],
  field: readonly string[],
): E | undefined {
  return newer.find((entry) => entry.changes.some((change) => overlaps(change.field, field)));
}
