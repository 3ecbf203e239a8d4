import type { WriteActivity } from "./activityLog";

/**
 * How the activity log names a record that has an id and a name (a profile): "acme (tep_1)",
 * so two records of one name stay apart, with the name alone for the audit log.
 */
export function namedTarget(record: {
  id: string;
  name: string;
}): Pick<WriteActivity, "target" | "targetName"> {
  return { target: `${record.name} (${record.id})`, targetName: record.name };
}
