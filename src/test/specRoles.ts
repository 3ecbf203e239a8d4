import type { OperationRoute } from "../api/operationRow";

/** The writes support may make besides every read (spec team-console.md, "Roles"). */
const SUPPORT_WRITES = new Set(["clearRiskAssessments", "invalidateRememberBrowser"]);

/**
 * The spec's roles table applied to rows whose `roles` column is still empty: the server's
 * branch fills the real column, so tests of the role wording read this instead.
 */
export function withSpecRoles<Row extends OperationRoute>(rows: readonly Row[]): Row[] {
  return rows.map((route) => {
    if (route.method === "GET") {
      return { ...route, roles: ["administrator", "support", "auditor"] };
    }
    const roles = SUPPORT_WRITES.has(route.name) ? ["administrator", "support"] : ["administrator"];
    return { ...route, roles };
  });
}
