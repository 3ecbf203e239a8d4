import { z } from "zod";
import { NAME_PATTERNS } from "./idPatterns.ts";
import { connectionId, organizationId } from "./ids.ts";
import { LIMITS } from "./limits.ts";
import { boundedString, charCount, lengthWithin } from "./text.ts";

const L = LIMITS.organization;

/** organization-name: lowercase letters, digits, `_` and `-` (may start with a digit). */
export const ORGANIZATION_NAME_PATTERN = NAME_PATTERNS.organization;

/** How many offending characters a message names before it says "and N more". */
const NAMED_PROBLEMS = 6;

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * Names every character that breaks the rule with its position, uppercase ones together (with
 * the fix), so one message says everything to change: "Acme Corp!" lists "A", "C", the space
 * and "!".
 */
export function organizationNameProblem(value: string): string | undefined {
  const uppercase: string[] = [];
  const other: string[] = [];
  let position = 0;
  for (const char of value) {
    position++;
    if (/[a-z0-9_-]/.test(char)) continue;
    const shown = char === " " ? "space" : `"${char}"`;
    (/[A-Z]/.test(char) ? uppercase : other).push(`${shown} at position ${position}`);
  }
  const count = uppercase.length + other.length;
  if (count === 0) return undefined;
  const named = [...uppercase, ...other].slice(0, NAMED_PROBLEMS);
  const namedUpper = named.filter((item) => uppercase.includes(item));
  const namedOther = named.filter((item) => !uppercase.includes(item));
  const parts = [
    ...(namedUpper.length > 0 ? [`uppercase ${listed(namedUpper)} (use lowercase)`] : []),
    ...(namedOther.length > 0 ? [listed(namedOther)] : []),
  ];
  const more = count > named.length ? `; and ${count - named.length} more` : "";
  return `Not allowed: ${parts.join("; ")}${more}. Use lowercase letters, digits, _ and -`;
}

/**
 * A valid name made from what the user typed (a display name, or a name that breaks the rule):
 * lowercase, accents dropped, every other run of characters turned into one "-". Undefined when
 * nothing usable is left.
 */
export function suggestOrganizationName(text: string): string | undefined {
  const slug = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, L.name.max)
    .replace(/-+$/, "");
  return slug !== "" && organizationName.safeParse(slug).success ? slug : undefined;
}

export const organizationName = boundedString(L.name).check((ctx) => {
  if (charCount(ctx.value) === 0) return;
  const problem = organizationNameProblem(ctx.value);
  if (problem) ctx.issues.push({ code: "custom", input: ctx.value, message: problem });
});

export const organizationDisplayName = boundedString(L.displayName);

/**
 * https only, with a host: `https:logo.png` parses as a URL but is not one the service takes,
 * and `javascript:` or `data:` must never reach the logo preview.
 */
export const logoUrl = z.string().check((ctx) => {
  const value = ctx.value;
  const ok = /^https:\/\/[^/\s]/i.test(value) && URL.canParse(value);
  if (!ok) {
    ctx.issues.push({
      code: "custom",
      input: value,
      message: "Must be an https URL, such as https://example.com/logo.png",
    });
  }
});

/** Messages of the rules a request and the form both check, written once. */
export const ORGANIZATION_RULES = {
  tooManyMetadata: `At most ${L.metadataEntries.max} metadata entries`,
  tooManyConnections: `At most ${L.enabledConnections.max} enabled connections`,
  duplicateConnection: "This connection is already in the list",
  quotaNeedsOne: "Set per day, per hour or enforce: a quota needs at least one",
} as const;

/** The positions of connection ids that repeat an earlier one ("" is no connection yet). */
export function repeatedConnections(ids: readonly string[]): number[] {
  const seen = new Set<string>();
  return ids.flatMap((id, index) => {
    if (id === "") return [];
    const repeated = seen.has(id);
    seen.add(id);
    return repeated ? [index] : [];
  });
}

export const metadataValue = boundedString({ max: L.metadataValue.max });

/** Metadata whose values are `value`: at most 25 entries, counted as sent. */
export function metadataRecord<T extends z.ZodType>(value: T) {
  return z
    .record(z.string(), value)
    .refine((record) => Object.keys(record).length <= L.metadataEntries.max, {
      error: ORGANIZATION_RULES.tooManyMetadata,
    });
}

export const metadataSchema = metadataRecord(metadataValue);

export const quotaNumber = z
  .number({ error: "Must be a whole number" })
  .int({ error: "Must be a whole number" })
  .min(L.quota.min, { error: `Must be at least ${L.quota.min}` })
  .max(L.quota.max, { error: `Must be at most ${L.quota.max}` });

export const clientCredentialsQuotaSchema = z
  .strictObject({
    enforce: z.boolean().optional(),
    per_day: quotaNumber.optional(),
    per_hour: quotaNumber.optional(),
  })
  // Counts defined values: `{ per_day: undefined }` would be sent as `{}`.
  .refine((quota) => Object.values(quota).some((value) => value !== undefined), {
    error: ORGANIZATION_RULES.quotaNeedsOne,
  });

export const tokenQuotaSchema = z.strictObject({
  client_credentials: clientCredentialsQuotaSchema,
});

export const THIRD_PARTY_CLIENT_ACCESS = ["block", "allow"] as const;
export const thirdPartyClientAccess = z.enum(THIRD_PARTY_CLIENT_ACCESS);

export const enabledConnectionSchema = z.strictObject({
  connection_id: connectionId,
  assign_membership_on_login: z.boolean().optional(),
  show_as_button: z.boolean().optional(),
  is_signup_enabled: z.boolean().optional(),
});

export const enabledConnectionsSchema = z
  .array(enabledConnectionSchema)
  .max(L.enabledConnections.max, { error: ORGANIZATION_RULES.tooManyConnections })
  .check((ctx) => {
    for (const index of repeatedConnections(ctx.value.map((item) => item.connection_id))) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value[index]?.connection_id,
        path: [index, "connection_id"],
        message: ORGANIZATION_RULES.duplicateConnection,
      });
    }
  });

/** POST /organizations body. Unknown properties are rejected, as the real service does. */
export const organizationCreateSchema = z.strictObject({
  name: organizationName,
  display_name: organizationDisplayName.optional(),
  branding: z.strictObject({ logo_url: logoUrl.optional() }).optional(),
  metadata: metadataSchema.optional(),
  enabled_connections: enabledConnectionsSchema.optional(),
  token_quota: tokenQuotaSchema.optional(),
  third_party_client_access: thirdPartyClientAccess.optional(),
});
export type OrganizationCreate = z.infer<typeof organizationCreateSchema>;

export const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { error: "Must be a hex colour" });

/** The created organization: only the fields that are set, plus third_party_client_access. */
export const organizationSchema = z.object({
  id: organizationId.check(lengthWithin(L.id)),
  name: organizationName,
  display_name: organizationDisplayName.optional(),
  branding: z
    .object({
      logo_url: z.string().optional(),
      colors: z
        .object({ primary: hexColor.optional(), page_background: hexColor.optional() })
        .optional(),
    })
    .optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  enabled_connections: z
    .array(
      // Not strict like the request item: a response may carry more than the contract lists.
      z.object({
        ...enabledConnectionSchema.shape,
        connection: z.object({ name: z.string(), strategy: z.string() }).optional(),
      }),
    )
    .optional(),
  token_quota: z
    .object({
      client_credentials: z.object({
        enforce: z.boolean().optional(),
        per_day: quotaNumber.optional(),
        per_hour: quotaNumber.optional(),
      }),
    })
    .optional(),
  third_party_client_access: thirdPartyClientAccess.default("block"),
  is_app_entitlement_active: z.boolean().optional(),
});
export type Organization = z.infer<typeof organizationSchema>;
