import type { Organization } from "../../api/schemas/organization";
import type { OrganizationUpdate } from "../../api/schemas/organizationUpdate";
import { buildOrganizationBody } from "./buildBody";
import { EMPTY_ORGANIZATION_FORM, type OrganizationFormValues } from "./schema";

/** The settings form filled with an organization's saved values (connections have their own region). */
export function settingsFromOrganization(organization: Organization): OrganizationFormValues {
  const quota = organization.token_quota?.client_credentials;
  return {
    ...EMPTY_ORGANIZATION_FORM,
    name: organization.name,
    display_name: organization.display_name ?? "",
    branding: { logo_url: organization.branding?.logo_url ?? "" },
    metadata: Object.entries(organization.metadata ?? {}).map(([key, value]) => ({ key, value })),
    token_quota_enabled: quota !== undefined,
    token_quota: {
      client_credentials: {
        enforce: quota?.enforce ?? false,
        per_day: quota?.per_day === undefined ? "" : String(quota.per_day),
        per_hour: quota?.per_hour === undefined ? "" : String(quota.per_hour),
      },
    },
    third_party_client_access: organization.third_party_client_access,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The PATCH body holding only what changed from the saved organization: `metadata` whole when
 * any entry changed (the tenant replaces it whole; `{}` removes it), `token_quota: null` when
 * the quota was switched off, and `branding` with the saved colours kept (it is replaced whole).
 */
export function buildUpdateBody(
  saved: Organization,
  values: OrganizationFormValues,
): OrganizationUpdate {
  const before = buildOrganizationBody(settingsFromOrganization(saved));
  const after = buildOrganizationBody(values);
  const body: OrganizationUpdate = {};
  if (after.name !== before.name) body.name = after.name;
  if (after.display_name !== undefined && after.display_name !== before.display_name) {
    body.display_name = after.display_name;
  }
  if (!same(after.branding?.logo_url, before.branding?.logo_url)) {
    const colors = saved.branding?.colors;
    const keep =
      colors?.primary && colors.page_background
        ? { colors: { primary: colors.primary, page_background: colors.page_background } }
        : {};
    body.branding = { ...(after.branding ?? {}), ...keep };
  }
  if (!same(after.metadata, before.metadata)) body.metadata = after.metadata ?? {};
  if (!same(after.token_quota, before.token_quota)) body.token_quota = after.token_quota ?? null;
  if (after.third_party_client_access !== before.third_party_client_access) {
    body.third_party_client_access = after.third_party_client_access ?? "block";
  }
  return body;
}
