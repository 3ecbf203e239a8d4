/** Form values for tests: the empty form with a valid name, plus what a test sets. */
import { EMPTY_ORGANIZATION_FORM, type OrganizationFormValues } from "./schema";

export function formValues(
  overrides: Partial<OrganizationFormValues> = {},
): OrganizationFormValues {
  return structuredClone({ ...EMPTY_ORGANIZATION_FORM, name: "acme-eu", ...overrides });
}

export function quotaOn(
  quota: Partial<OrganizationFormValues["token_quota"]["client_credentials"]>,
): Pick<OrganizationFormValues, "token_quota_enabled" | "token_quota"> {
  return {
    token_quota_enabled: true,
    token_quota: { client_credentials: { enforce: false, per_day: "", per_hour: "", ...quota } },
  };
}

export const CONNECTION_A = "con_Oa1dc7Xq2Lm9Pz4K";
export const CONNECTION_B = "con_Sm1p3Rt8Vw6Yb2Nc";

export function connectionRow(connection_id: string, flags: Partial<Record<string, boolean>> = {}) {
  return {
    connection_id,
    assign_membership_on_login: flags.assign_membership_on_login ?? false,
    show_as_button: flags.show_as_button ?? false,
    is_signup_enabled: flags.is_signup_enabled ?? false,
  };
}

/** n distinct 16-character connection ids. */
export function connectionIds(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `con_${String(i).padStart(16, "0")}`);
}
