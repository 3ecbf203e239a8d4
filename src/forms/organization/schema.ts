import { z } from "zod";
import { connectionId } from "../../api/schemas/ids";
import { LIMITS } from "../../api/schemas/limits";
import {
  logoUrl,
  metadataValue,
  ORGANIZATION_RULES,
  organizationDisplayName,
  organizationName,
  quotaNumber,
  repeatedConnections,
  thirdPartyClientAccess,
} from "../../api/schemas/organization";
import { formatNumber } from "../../lib/format";
import { organizationMessages } from "./messages";

const L = LIMITS.organization;
const text = organizationMessages.rules;

const QUOTA_MESSAGE = text.wholeNumber(formatNumber(L.quota.min), formatNumber(L.quota.max));

/** "" means "not set"; anything else must pass `schema`, whose first message is shown. */
function unlessEmpty(schema: z.ZodType<unknown, string>) {
  return z.string().check((ctx) => {
    if (ctx.value === "") return;
    const issue = schema.safeParse(ctx.value).error?.issues[0];
    if (issue) ctx.issues.push({ code: "custom", input: ctx.value, message: issue.message });
  });
}

/**
 * A quota typed as text: digits only, so "1.5", "1e3" and "-1" are refused with the same
 * message instead of being rounded or read as NaN. Undefined when the value is valid or empty.
 */
function quotaProblem(text: string): string | undefined {
  if (text === "") return undefined;
  if (!/^\d+$/.test(text)) return QUOTA_MESSAGE;
  return quotaNumber.safeParse(Number(text)).success ? undefined : QUOTA_MESSAGE;
}

const metadataRowSchema = z.object({
  key: z.string().min(1, { error: text.enterKey }),
  value: metadataValue,
});

export const connectionRowSchema = z.object({
  connection_id: z.string().min(1, { error: text.required }).pipe(connectionId),
  assign_membership_on_login: z.boolean(),
  show_as_button: z.boolean(),
  is_signup_enabled: z.boolean(),
});

const clientCredentialsRowSchema = z.object({
  enforce: z.boolean(),
  per_day: z.string(),
  per_hour: z.string(),
});

/**
 * The form's values, built from the contract's parts. The shape differs from the request body
 * (metadata as rows, quota numbers as text, a switch for the quota); `buildOrganizationBody`
 * turns one into the other. Rules that span rows run here, so every error lands on an input.
 */
export const organizationFormSchema = z
  .object({
    name: organizationName,
    display_name: unlessEmpty(organizationDisplayName),
    branding: z.object({ logo_url: unlessEmpty(logoUrl) }),
    metadata: z
      .array(metadataRowSchema)
      .max(L.metadataEntries.max, { error: ORGANIZATION_RULES.tooManyMetadata }),
    enabled_connections: z
      .array(connectionRowSchema)
      .max(L.enabledConnections.max, { error: ORGANIZATION_RULES.tooManyConnections }),
    token_quota_enabled: z.boolean(),
    token_quota: z.object({ client_credentials: clientCredentialsRowSchema }),
    third_party_client_access: thirdPartyClientAccess,
  })
  .superRefine(
    (values, ctx) => {
      const { metadata, enabled_connections, token_quota_enabled, token_quota } = values;

      const keyRows = new Map<string, number>();
      metadata.forEach(({ key }, index) => {
        if (key === "") return;
        const first = keyRows.get(key);
        if (first === undefined) keyRows.set(key, index);
        else {
          ctx.addIssue({
            code: "custom",
            path: ["metadata", index, "key"],
            message: text.keyUsed(key, first + 1),
          });
        }
      });

      const ids = enabled_connections.map((row) => row.connection_id);
      for (const index of repeatedConnections(ids)) {
        ctx.addIssue({
          code: "custom",
          path: ["enabled_connections", index, "connection_id"],
          message: ORGANIZATION_RULES.duplicateConnection,
        });
      }

      // Switched off, the quota's inputs keep what was typed but are neither checked nor sent.
      if (!token_quota_enabled) return;
      const quota = token_quota.client_credentials;
      for (const field of ["per_day", "per_hour"] as const) {
        const message = quotaProblem(quota[field]);
        if (message) {
          ctx.addIssue({
            code: "custom",
            path: ["token_quota", "client_credentials", field],
            message,
          });
        }
      }
      if (!quota.enforce && quota.per_day === "" && quota.per_hour === "") {
        ctx.addIssue({
          code: "custom",
          path: ["token_quota", "client_credentials", "per_day"],
          message: ORGANIZATION_RULES.quotaNeedsOne,
        });
      }
    },
    // The shared rules (name, lengths) raise issues that would skip a plain check: the user should
    // see every problem at once. Only a value of the wrong type (a tampered draft) stops it.
    { when: (payload) => payload.issues.every((issue) => issue.code !== "invalid_type") },
  );

export type OrganizationFormValues = z.infer<typeof organizationFormSchema>;
type MetadataRow = OrganizationFormValues["metadata"][number];
type ConnectionRow = OrganizationFormValues["enabled_connections"][number];

export const EMPTY_METADATA_ROW: MetadataRow = { key: "", value: "" };
export const EMPTY_CONNECTION_ROW: ConnectionRow = {
  connection_id: "",
  assign_membership_on_login: false,
  show_as_button: false,
  is_signup_enabled: false,
};

export const EMPTY_ORGANIZATION_FORM: OrganizationFormValues = {
  name: "",
  display_name: "",
  branding: { logo_url: "" },
  metadata: [],
  enabled_connections: [],
  token_quota_enabled: false,
  token_quota: { client_credentials: { enforce: false, per_day: "", per_hour: "" } },
  third_party_client_access: "block",
};
