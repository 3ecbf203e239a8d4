import type { WriteActivity } from "./activityLog";

/**
 * How the activity log names a record that has an id and a name (a profile): "acme (tep_1)",
 * so two records of one name stay apart, with the name alone for the audit log. A write that
 * renames it (`renamedTo`) reads "acme → acme-eu (tep_1)": found by either name later, and the
 * audit names it by its new one.
 */
export function namedTarget(
  record: { id: string; name: string },
  renamedTo?: string,
): Pick<WriteActivity, "target" | "targetName"> {
  if (renamedTo === undefined || renamedTo === record.name) {
    return { target: `${record.name} (${record.id})`, targetName: record.name };
  }
  return { target: `${record.name} → ${renamedTo} (${record.id})`, targetName: renamedTo };
}
