import type { OperationRoute } from "../../src/api/operations.ts";
import { auditReason } from "./auditLog.ts";

/** What an audit line says the write was about: an id, and its name where known. */
export interface AuditTarget {
  target: string | null;
  targetName?: string;
}

/** A short printable text from the answer, or undefined. */
function answered(value: unknown): string | undefined {
  return typeof value === "string" ? auditReason(value) : undefined;
}

/**
 * The target of a write: the path's `{target}` segment, with the name the console sent in
 * `X-Console-Target-Name` (sanitised as the reason is); for an operation whose path names
 * nothing (a create), the id and name of the tenant's JSON answer. The response is cloned, so
 * the browser still receives its body.
 */
export async function auditTarget(
  route: OperationRoute,
  params: Readonly<Record<string, string>>,
  targetNameHeader: string | null,
  /** The tenant's answer; null before it has come. */
  response: Response | null,
): Promise<AuditTarget> {
  const headerName = auditReason(targetNameHeader);
  if (route.targetFromAnswer && response?.ok) {
    try {
      const body = (await response.clone().json()) as Record<string, unknown> | null;
      const [idKey, nameKey] = route.targetFromAnswer;
      const id = answered(body?.[idKey]) ?? null;
      const name = answered(body?.[nameKey]) ?? headerName;
      return name === undefined ? { target: id } : { target: id, targetName: name };
    } catch {
      // Not JSON: the write happened; the line says so without a target.
      return { target: null };
    }
  }
  const target = route.target ? (params[route.target] ?? null) : null;
  return headerName === undefined ? { target } : { target, targetName: headerName };
}
