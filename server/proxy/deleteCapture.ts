import type { DeletedConnection } from "../../src/api/history/types.ts";
import { OPERATIONS, type OperationName } from "../../src/api/operations.ts";
import { jsonValue } from "./auditTarget.ts";
import type { TenantCall } from "./tenantCall.ts";

/** What an organization's DELETE takes with it, kept so Recently deleted can put it back. */
export interface DeletedWith {
  enabledConnections?: DeletedConnection[];
  memberIds?: string[];
}

/** The tenant's largest page of either listing (lifecycle-operations.md). */
const PAGE = 100;
/** Offset paging reaches the first 1,000 records only; an organization holds at most 10. */
const MAX_CONNECTION_PAGES = 10;
/**
 * 10,000 members: past that the reads would hold the DELETE for minutes of the caller's rate
 * budget, so the member ids are not kept (the screen says they were not read).
 */
const MAX_MEMBER_PAGES = 100;

interface Caller {
  requestId: string;
  authorization: string | null;
}

type Read = (path: string) => Promise<unknown>;

function reader(callTenant: TenantCall, caller: Caller): Read {
  return async (path) => {
    const answer = await callTenant({
      method: "GET",
      path,
      headers: { accept: "application/json", "x-request-id": caller.requestId },
      authorization: caller.authorization,
    });
    if (answer.status !== 200) throw new Error(`the tenant answered ${answer.status}`);
    return jsonValue(answer.body);
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function connectionOf(item: unknown): DeletedConnection {
  if (!isObject(item) || typeof item.connection_id !== "string") {
    throw new Error("an enabled connection without its id");
  }
  const kept: DeletedConnection = { connection_id: item.connection_id };
  for (const key of [
    "assign_membership_on_login",
    "show_as_button",
    "is_signup_enabled",
  ] as const) {
    const value = item[key];
    if (typeof value === "boolean") kept[key] = value;
  }
  return kept;
}

async function enabledConnections(read: Read, base: string): Promise<DeletedConnection[]> {
  const all: DeletedConnection[] = [];
  for (let page = 0; page < MAX_CONNECTION_PAGES; page++) {
    const answer = await read(`${base}?page=${page}&per_page=${PAGE}`);
    const items = Array.isArray(answer)
      ? answer
      : isObject(answer)
        ? answer.enabled_connections
        : null;
    if (!Array.isArray(items)) throw new Error("an enabled connections page without its list");
    all.push(...items.map(connectionOf));
    if (items.length < PAGE) return all;
  }
  throw new Error("more enabled connections than offset paging reaches");
}

async function memberIds(read: Read, base: string): Promise<string[]> {
  const ids: string[] = [];
  let from: string | null = null;
  for (let page = 0; page < MAX_MEMBER_PAGES; page++) {
    const cursor: string = from === null ? "" : `&from=${encodeURIComponent(from)}`;
    const answer = await read(`${base}?take=${PAGE}&fields=user_id&include_fields=true${cursor}`);
    if (!isObject(answer) || !Array.isArray(answer.members)) {
      throw new Error("a members page without its list");
    }
    for (const member of answer.members) {
      if (!isObject(member) || typeof member.user_id !== "string") {
        throw new Error("a member without a user id");
      }
      ids.push(member.user_id);
    }
    // A page with members carries `next`, the last one too; the page after it is empty.
    if (answer.members.length === 0 || typeof answer.next !== "string" || answer.next === "") {
      return ids;
    }
    from = answer.next;
  }
  throw new Error(`more than ${MAX_MEMBER_PAGES * PAGE} members`);
}

/**
 * Every page of an organization's enabled connections and member ids, read just before its
 * DELETE with the caller's credentials (so against their rate budget), each kept only when read
 * whole: a listing that fails (no scope, a 429, too many members) is left out, and the DELETE
 * goes ahead regardless.
 */
export async function readDeletedWith(
  callTenant: TenantCall,
  organizationId: string,
  caller: Caller,
): Promise<DeletedWith> {
  const read = reader(callTenant, caller);
  const id = encodeURIComponent(organizationId);
  const at = (name: OperationName) =>
    (OPERATIONS.find((route) => route.name === name)?.path ?? "").replace("{id}", id);
  const [connections, members] = await Promise.allSettled([
    enabledConnections(read, at("listOrganizationConnections")),
    memberIds(read, at("listOrganizationMembers")),
  ]);
  return {
    ...(connections.status === "fulfilled" ? { enabledConnections: connections.value } : {}),
    ...(members.status === "fulfilled" ? { memberIds: members.value } : {}),
  };
}
