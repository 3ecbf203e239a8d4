import type { FieldPath } from "react-hook-form";
import type { FormPathMapper } from "../shared/serverErrors";
import type { OrganizationFormValues } from "./schema";

type FormPath = FieldPath<OrganizationFormValues>;

const SAME_NAME = new Set([
  "name",
  "display_name",
  "branding.logo_url",
  "third_party_client_access",
]);
const CONNECTION_FIELDS = new Set([
  "connection_id",
  "assign_membership_on_login",
  "show_as_button",
  "is_signup_enabled",
]);

/** The form row that became the n-th body item: rows left empty are not in the body. */
function rowOf<T>(rows: readonly T[], isSent: (row: T) => boolean, n: number): number | undefined {
  let seen = -1;
  for (const [index, row] of rows.entries()) {
    if (isSent(row) && ++seen === n) return index;
  }
  return undefined;
}

/**
 * The form field that holds what a body path points at, or undefined when no input does (a
 * whole-list rule, say). `metadata.<key>` is the value of the row with that key, and
 * `enabled_connections.N` the N-th row that was sent. Takes a zod issue path or the dot path of a
 * tenant message; a metadata key that contains dots only survives in the first.
 */
export const toFormPath: FormPathMapper<OrganizationFormValues> = (path, values) => {
  const segments = typeof path === "string" ? path.split(".") : path.map(String);
  const [head, ...rest] = segments;
  const joined = segments.join(".");
  if (SAME_NAME.has(joined)) return joined as FormPath;
  if (joined === "branding") return "branding.logo_url";

  if (head === "metadata" && rest.length > 0) {
    const key = rest.join(".");
    const row = values.metadata.findIndex((entry) => entry.key === key);
    return row === -1 ? undefined : `metadata.${row}.value`;
  }

  if (head === "enabled_connections" && rest.length > 0) {
    const row = rowOf(values.enabled_connections, (r) => r.connection_id !== "", Number(rest[0]));
    if (row === undefined) return undefined;
    const field = rest[1] ?? "connection_id";
    return CONNECTION_FIELDS.has(field)
      ? (`enabled_connections.${row}.${field}` as FormPath)
      : `enabled_connections.${row}.connection_id`;
  }

  if (head === "token_quota") {
    const field = rest[1];
    if (field === "per_hour" || field === "enforce")
      return `token_quota.client_credentials.${field}`;
    return "token_quota.client_credentials.per_day";
  }
  return undefined;
};
