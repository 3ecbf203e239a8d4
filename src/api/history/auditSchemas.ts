import { z } from "zod";
import {
  type AuditOperator,
  type AuditPage,
  type DeletedPage,
  RESTORABLE_OBJECT_TYPES,
} from "./types";

/**
 * The store's answers (types.ts) as the page parses them. The server builds them from its own
 * rows, so a mismatch is a server of another version: the read fails with one sentence rather
 * than a screen showing half an entry.
 */
const operatorSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string().nullable(),
}) satisfies z.ZodType<AuditOperator>;

const auditRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  operator: operatorSchema.nullable(),
  operation: z.string(),
  label: z.string(),
  object: z.object({
    type: z
      .enum([
        "organization",
        "token_exchange_profile",
        "user_attribute_profile",
        "user",
        "risk_assessment_settings",
      ])
      .nullable(),
    id: z.string().nullable(),
    name: z.string().nullable(),
  }),
  reason: z.string().nullable(),
  requestId: z.string(),
  status: z.number().nullable(),
  outcome: z.enum(["unknown", "refused"]).nullable(),
  restoreOf: z.string().nullable(),
  changes: z.array(
    // Optional: an absent side (a create's before, a delete's after) is not JSON null.
    z.object({
      field: z.array(z.string()),
      before: z.unknown().optional(),
      after: z.unknown().optional(),
    }),
  ),
  version: z.record(z.string(), z.unknown()).nullable(),
  // A server from before it was answered has none to offer.
  previousVersion: z.record(z.string(), z.unknown()).nullable().default(null),
});

export const auditPageSchema = z.object({
  entries: z.array(auditRecordSchema),
  next: z.string().nullable(),
}) satisfies z.ZodType<AuditPage>;

const deletedConnectionSchema = z.object({
  connection_id: z.string(),
  assign_membership_on_login: z.boolean().optional(),
  show_as_button: z.boolean().optional(),
  is_signup_enabled: z.boolean().optional(),
});

const deletedRecordSchema = z.object({
  entryId: z.string(),
  at: z.string(),
  operator: operatorSchema.nullable(),
  reason: z.string().nullable(),
  object: z.object({
    type: z.enum(RESTORABLE_OBJECT_TYPES),
    id: z.string(),
    name: z.string().nullable(),
  }),
  settings: z.record(z.string(), z.unknown()),
  enabledConnections: z.array(deletedConnectionSchema).optional(),
  memberIds: z.array(z.string()).optional(),
});

export const deletedPageSchema = z.object({
  entries: z.array(deletedRecordSchema),
  next: z.string().nullable(),
}) satisfies z.ZodType<DeletedPage>;

export const activityPeopleSchema = z.object({
  people: z.array(operatorSchema),
});
