import type { OrganizationCreate } from "../../api/schemas/organization";
import type { OrganizationFormValues } from "./schema";

type ClientCredentialsQuota = NonNullable<OrganizationCreate["token_quota"]>["client_credentials"];

/** Digits only, so a float or a stray letter never becomes a number; the schema reports those. */
function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * The POST /organizations body holding only what the user set: no empty strings, no empty
 * objects, no false flags (the service's default), no `token_quota` while it is switched off,
 * and no `third_party_client_access` while it is the service's default, "block".
 * `name` is always there: it is required, and an empty one is for the schema to report.
 */
export function buildOrganizationBody(values: OrganizationFormValues): OrganizationCreate {
  const body: OrganizationCreate = { name: values.name };
  if (values.display_name !== "") body.display_name = values.display_name;
  if (values.branding.logo_url !== "") body.branding = { logo_url: values.branding.logo_url };

  const metadata = Object.fromEntries(
    values.metadata.filter((row) => row.key !== "").map((row) => [row.key, row.value]),
  );
  if (Object.keys(metadata).length > 0) body.metadata = metadata;

  const connections = values.enabled_connections
    .filter((row) => row.connection_id !== "")
    .map((row) => ({
      connection_id: row.connection_id,
      ...(row.assign_membership_on_login ? { assign_membership_on_login: true } : {}),
      ...(row.show_as_button ? { show_as_button: true } : {}),
      ...(row.is_signup_enabled ? { is_signup_enabled: true } : {}),
    }));
  if (connections.length > 0) body.enabled_connections = connections;

  if (values.token_quota_enabled) {
    const typed = values.token_quota.client_credentials;
    const quota: ClientCredentialsQuota = {};
    if (typed.enforce) quota.enforce = true;
    const perDay = wholeNumber(typed.per_day);
    if (perDay !== undefined) quota.per_day = perDay;
    const perHour = wholeNumber(typed.per_hour);
    if (perHour !== undefined) quota.per_hour = perHour;
    if (Object.keys(quota).length > 0) body.token_quota = { client_credentials: quota };
  }

  if (values.third_party_client_access !== "block") {
    body.third_party_client_access = values.third_party_client_access;
  }
  return body;
}
