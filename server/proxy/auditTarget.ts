import { OPERATIONS, type OperationRoute } from "../../src/api/operations.ts";
import { auditReason } from "./auditLog.ts";
import type { TenantCall } from "./tenantCall.ts";

/** What an audit line says the write was about. */
interface AuditTarget {
  target: string | null;
  /** The target's name as the tenant gave it (an answer, or a read before the write). */
  targetName?: string;
  /** The name the console's page sent (`X-Console-Target-Name`): its claim, never checked. */
  claimedName?: string;
  /** What the write changes beyond its target (the row's `changes`): member ids, a connection. */
  changes?: Record<string, string | string[]>;
}

/** A short printable text from the tenant or the body, or undefined. */
function text(value: unknown): string | undefined {
  return typeof value === "string" ? auditReason(value) : undefined;
}

/** The JSON of a body or an answer, whatever its shape, or null when empty or not JSON. */
export function jsonValue(bytes: Uint8Array | null | undefined): unknown {
  if (!bytes || bytes.byteLength === 0) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** The JSON object of a body or an answer, or null. */
export function jsonObject(
  bytes: Uint8Array | string | null | undefined,
): Record<string, unknown> | null {
  if (bytes === null || bytes === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(
      typeof bytes === "string" ? bytes : new TextDecoder().decode(bytes),
    );
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The row's `changes`, read from the path and the body that was forwarded. */
function changesOf(
  route: OperationRoute,
  params: Readonly<Record<string, string>>,
  body: Record<string, unknown> | null,
): Record<string, string | string[]> | undefined {
  if (!route.changes) return undefined;
  const changes: Record<string, string | string[]> = {};
  for (const [key, source] of Object.entries(route.changes)) {
    const value = "param" in source ? params[source.param] : body?.[source.body];
    if (typeof value === "string") changes[key] = value;
    else if (Array.isArray(value)) {
      changes[key] = value.filter((item): item is string => typeof item === "string");
    }
  }
  return changes;
}

export interface WriteFacts {
  route: OperationRoute;
  params: Readonly<Record<string, string>>;
  /** The body as forwarded to the tenant. */
  body: Uint8Array | undefined;
  /** `X-Console-Target-Name` as received. */
  claimedHeader: string | null;
  /** The target's name read from the tenant before the write (`nameFrom: "readBefore"`). */
  nameBefore: string | undefined;
}

/**
 * The target of a write: the path's `{target}` segment, or for a create the id and name of the
 * tenant's JSON answer; its name from the tenant only (the answer, or the read before the
 * write); the page's claimed name apart; and what else the write changes. `answer` is the
 * tenant's JSON object, null before it has come or when there is none.
 */
export function auditTarget(
  facts: WriteFacts,
  answer: Record<string, unknown> | null,
): AuditTarget {
  const { route, params } = facts;
  let target = route.target ? (params[route.target] ?? null) : (route.targetFixed ?? null);
  let name = facts.nameBefore;
  if (route.targetFromAnswer && answer) {
    const [idKey, nameKey] = route.targetFromAnswer;
    target = text(answer[idKey]) ?? null;
    name = text(answer[nameKey]);
  } else if (route.nameFrom === "answer" && answer) name = text(answer.name) ?? name;
  const claimed = auditReason(facts.claimedHeader);
  const changes = changesOf(route, params, jsonObject(facts.body));
  return {
    target,
    ...(name === undefined ? {} : { targetName: name }),
    ...(claimed === undefined ? {} : { claimedName: claimed }),
    ...(changes === undefined ? {} : { changes }),
  };
}

/** The write's target as the tenant had it just before the write: its JSON, and its name. */
export interface ReadBefore {
  object: Record<string, unknown> | null;
  name: string | undefined;
}

const NOTHING_READ: ReadBefore = { object: null, name: undefined };

/**
 * The row's `readBefore` read of a write's target, with the caller's credentials, so it counts
 * against the same rate budget: what a delete, whose answer is empty, is logged under, and the
 * store's "before". Nothing when the row has no such read, or it is not allowed or fails: the
 * write goes ahead without it.
 */
export async function readBeforeWrite(
  callTenant: TenantCall,
  route: OperationRoute,
  params: Readonly<Record<string, string>>,
  request: { requestId: string; authorization: string | null },
): Promise<ReadBefore> {
  const read = OPERATIONS.find((row) => row.name === route.readBefore);
  if (!read) return NOTHING_READ;
  const path = read.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  try {
    const answer = await callTenant({
      method: "GET",
      path,
      headers: { accept: "application/json", "x-request-id": request.requestId },
      authorization: request.authorization,
    });
    if (answer.status !== 200) return NOTHING_READ;
    const object = jsonObject(answer.body);
    return { object, name: text(object?.name) };
  } catch {
    return NOTHING_READ;
  }
}
