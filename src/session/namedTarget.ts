import type { WriteActivity } from "./activityLog";

/** What a write is about, as far as it is known when the write is sent. */
type TargetRecord =
  | { readonly id: string; readonly name: string }
  /** A create: the tenant gives the id in its answer. */
  | { readonly id?: undefined; readonly name: string }
  /** A user, or a record opened by id whose name the screen does not hold. */
  | { readonly id: string; readonly name?: undefined };

/**
 * How Activity and the audit log name every write's target, the one place that says it.
 * A record with an id and a name reads "acme (tep_1)", so two records of one name stay apart,
 * with the name alone for the audit log. A write that renames it (`renamedTo`) reads
 * "acme → acme-eu (tep_1)": found by either name later, and the audit names it by its new one.
 * A create is named by the name it asks for; a record known by its id alone, by the id.
 */
export function namedTarget(
  record: TargetRecord,
  renamedTo?: string,
): Pick<WriteActivity, "target" | "targetName"> {
  if (record.id === undefined) return { target: record.name };
  if (record.name === undefined) return { target: record.id };
  if (renamedTo === undefined || renamedTo === record.name) {
    return { target: `${record.name} (${record.id})`, targetName: record.name };
  }
  return { target: `${record.name} → ${renamedTo} (${record.id})`, targetName: renamedTo };
}
