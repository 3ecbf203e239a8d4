import type { OperationRoute } from "./operationRow.ts";

/**
 * What a write is about, as the store's audit entries and `GET /__console/history?type=` name
 * it (team-console.md, "History"). The first four have a history; the tenant's risk settings
 * have no id and are named so Activity can still filter them.
 */
export type AuditObjectType =
  | "organization"
  | "token_exchange_profile"
  | "user_attribute_profile"
  | "user"
  | "risk_assessment_settings";

/** By the path's first segment: a member, a connection or a clear is a change of its parent. */
const BY_FIRST_SEGMENT: Readonly<Record<string, AuditObjectType>> = {
  organizations: "organization",
  "token-exchange-profiles": "token_exchange_profile",
  "user-attribute-profiles": "user_attribute_profile",
  users: "user",
  "risk-assessments": "risk_assessment_settings",
};

/** The object type of a write's row, from its path; null for a path no write has. */
export function auditObjectType(route: Pick<OperationRoute, "path">): AuditObjectType | null {
  return BY_FIRST_SEGMENT[route.path.split("/")[1] ?? ""] ?? null;
}
