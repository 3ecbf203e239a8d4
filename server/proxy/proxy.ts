import { auditObjectType } from "../../src/api/operations.ts";
import type { TokenSource } from "../clientCredentials.ts";
import type { AuditEntryDetails, AuditStore } from "../store/auditEntries.ts";
import { type AllowedCall, API_PREFIX, matchOperation } from "./allowList.ts";
import {
  type AuditEntry,
  type AuditLog,
  type AuditOperator,
  auditReason,
  claimedSubject,
} from "./auditLog.ts";
import { createAuditRecorder } from "./auditRecorder.ts";
import {
  auditTarget,
  jsonValue,
  type ReadBefore,
  readBeforeWrite,
  type WriteFacts,
} from "./auditTarget.ts";
import { readDeletedWith } from "./deleteCapture.ts";
import {
  checkBearer,
  checkCaller,
  checkContentType,
  readCappedBody,
  restoreOfHeader,
} from "./guard.ts";
import { ProxyRefusal, refusalResponse } from "./proxyError.ts";
import { forbiddenRole, mayCall } from "./roleCheck.ts";
import { answerOf, type Forwarded, failedCall } from "./tenantAnswer.ts";
import { type TenantCall, tenantCaller } from "./tenantCall.ts";
import { nodeUpstream, type Upstream, type UpstreamAnswer } from "./upstream.ts";

/** A tenant that has not answered by then will not: the browser gets a 504 it can show. */
const UPSTREAM_TIMEOUT_MS = 30_000;

/** Request headers the tenant needs; nothing else leaves (no Cookie, Origin, Referer, hop-by-hop). */
const FORWARDED_REQUEST_HEADERS = ["accept", "content-type"] as const;

export interface ProxyOptions {
  /** The tenant's origin. */
  tenantUrl: string;
  /** Credentials mode: the server's token replaces the browser's. Pass-through mode: null. */
  tokens: TokenSource | null;
  audit: AuditLog;
  /** An open store: every audited write is also an entry there, with its bodies. */
  store?: AuditStore | null;
  timeoutMs?: number;
  /** How calls reach the tenant; tests pass a fake. */
  upstream?: Upstream;
  /**
   * Hears every answer's headers, whoever asked, with the call's method and path below /api/v2:
   * the tenant's rate budget (decision 029).
   */
  observeAnswer?: (headers: Record<string, string>, method: string, path: string) => void;
}

export interface ProxyCall {
  request: Request;
  /** The request target exactly as it arrived (path + query), before URL normalization. */
  rawUrl: string;
  /** This server's public origin, which the page's own requests carry. */
  ownOrigin: string;
  requestId: string;
  /** Sign-in on: the signed-in person, whose role must allow the operation. */
  operator?: AuditOperator;
}

export type ProxyHandler = (call: ProxyCall) => Promise<Response>;

/** The proxy's answer, and whether a write reached the tenant without an answer coming back. */
export interface ProxyAnswer {
  response: Response;
  outcomeUnknown: boolean;
}

/** The proxy of `npm run serve`, which also answers for the writes it has in flight at exit. */
interface ConsoleProxy extends ProxyHandler {
  /**
   * Shutdown cut the grace period short: every write that left for the tenant and has no answer
   * yet is audited now, as "outcome unknown" (the tenant may have applied it), and the audit
   * log drained. Call it before the process exits.
   */
  auditCutWrites(): Promise<void>;
  /** Resolves once every audit entry so far is in the store (or its failure in the JSONL line). */
  audited(): Promise<void>;
  /**
   * The same call, checked, sent and audited as any other, for the server's own callers (a
   * job's items, decision 029), who must also tell a write whose outcome is unknown.
   */
  answer(call: ProxyCall): Promise<ProxyAnswer>;
}

interface PendingWrite {
  line: Omit<AuditEntry, "time" | "status" | "outcome">;
  details: AuditEntryDetails;
}

/** The route pattern of a proxied request, for the request log (ids and cursors stay out). */
export function proxyRoutePattern(method: string, rawUrl: string): string {
  try {
    return `${API_PREFIX}${matchOperation(method, rawUrl).route.path}`;
  } catch {
    return `${API_PREFIX}/(refused)`;
  }
}

/**
 * The one `/api/v2` proxy of `npm run serve`, `npm start` and `npm run preview`: checks the
 * caller and the call before anything leaves, then forwards the allowed operation to the tenant.
 */
export function createProxy(options: ProxyOptions): ConsoleProxy {
  const sendToTenant = tenantCaller({
    tenantUrl: options.tenantUrl,
    tokens: options.tokens,
    upstream: options.upstream ?? nodeUpstream,
    timeoutMs: options.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
  });
  const observe = options.observeAnswer;
  const callTenant: TenantCall = observe
    ? async (request) => {
        const answer = await sendToTenant(request);
        observe(answer.headers, request.method, request.path);
        return answer;
      }
    : sendToTenant;
  /** Writes that left for the tenant and have no answer yet, by request id. */
  const inFlight = new Map<string, PendingWrite>();
  const recorder = createAuditRecorder(options.audit, options.store ?? null);
  const audit = recorder.record;

  async function forward(
    call: ProxyCall,
    allowed: AllowedCall,
    body: Uint8Array<ArrayBuffer> | undefined,
    leaving: () => void,
  ): Promise<Forwarded> {
    const { request } = call;
    const headers: Record<string, string> = { "x-request-id": call.requestId };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    let upstream: UpstreamAnswer;
    try {
      upstream = await callTenant({
        method: request.method,
        path: `${allowed.path}${allowed.search}`,
        headers,
        body,
        authorization: request.headers.get("authorization"),
        leaving,
      });
    } catch (error) {
      return failedCall(error, request.method);
    }
    return answerOf(upstream, request.method);
  }

  const answer = async (call: ProxyCall): Promise<ProxyAnswer> => {
    const { request } = call;
    const settled = (response: Response) => ({ response, outcomeUnknown: false });
    let allowed: AllowedCall;
    let body: Uint8Array<ArrayBuffer> | undefined;
    let restoreOf: string | undefined;
    try {
      checkCaller(request.headers, call.ownOrigin);
      if (!options.tokens) checkBearer(request.headers);
      allowed = matchOperation(request.method, call.rawUrl);
      if (allowed.route.method !== "GET") restoreOf = restoreOfHeader(request.headers);
    } catch (error) {
      if (error instanceof ProxyRefusal) return settled(refusalResponse(error));
      throw error;
    }
    const { operator } = call;
    if (operator && !mayCall(operator.role, allowed.route)) {
      // Refused before the body is read or anything leaves; the line says who tried.
      const { route, params } = allowed;
      await audit(
        {
          time: new Date().toISOString(),
          operation: route.name,
          target: route.target ? (params[route.target] ?? null) : (route.targetFixed ?? null),
          status: 403,
          outcome: "refused",
          requestId: call.requestId,
          operator,
          reason: auditReason(request.headers.get("x-console-reason")),
          ...(restoreOf ? { restoreOf } : {}),
        },
        { objectType: auditObjectType(route), requestBody: null, before: null, answer: null },
      );
      return settled(forbiddenRole(operator.role, route));
    }
    try {
      checkContentType(request.method, request.headers);
      body = request.method === "GET" ? undefined : await readCappedBody(request);
    } catch (error) {
      if (error instanceof ProxyRefusal) return settled(refusalResponse(error));
      throw error;
    }
    if (allowed.route.method === "GET") return forward(call, allowed, body, () => {});
    const authorization = request.headers.get("authorization");
    const { route } = allowed;
    // The read costs the caller's rate budget: made for the name a delete's line needs, and
    // for the store's "before" only when there is a store to keep it.
    const caller = { requestId: call.requestId, authorization };
    const before: ReadBefore =
      route.nameFrom === "readBefore" || options.store
        ? await readBeforeWrite(callTenant, route, allowed.params, caller)
        : { object: null, name: undefined };
    // Recently deleted re-enables an organization's connections and re-adds its members: read
    // now, with the store that keeps them, and only when the organization itself was read.
    const deletedWith =
      options.store && route.name === "deleteOrganization" && before.object
        ? await readDeletedWith(callTenant, allowed.params.id ?? "", caller)
        : null;
    const facts: WriteFacts = {
      route,
      params: allowed.params,
      body,
      claimedHeader: request.headers.get("x-console-target-name"),
      nameBefore: route.nameFrom === "readBefore" ? before.name : undefined,
    };
    // Before the answer: what a cut write's line says. A create's own id and name, and an
    // update's name, come from the answer below.
    const known = auditTarget(facts, null);
    const write: PendingWrite = {
      line: {
        operation: route.name,
        ...known,
        requestId: call.requestId,
        sub: options.tokens ? undefined : claimedSubject(authorization),
        ...(operator ? { operator } : {}),
        reason: auditReason(request.headers.get("x-console-reason")),
        ...(restoreOf ? { restoreOf } : {}),
      },
      details: {
        objectType: auditObjectType(route),
        requestBody: jsonValue(body),
        before: before.object,
        answer: null,
        ...(deletedWith ? { deletedWith } : {}),
      },
    };
    let forwarded: Forwarded;
    try {
      forwarded = await forward(call, allowed, body, () => inFlight.set(call.requestId, write));
    } finally {
      inFlight.delete(call.requestId);
    }
    const { response, outcomeUnknown, answer: written, tenantAnswer } = forwarded;
    const target = auditTarget(facts, written ?? null);
    const result = outcomeUnknown
      ? { status: null, outcome: "unknown" as const }
      : { status: response.status };
    await audit(
      { time: new Date().toISOString(), ...write.line, ...target, ...result },
      { ...write.details, answer: tenantAnswer ?? null },
    );
    return { response, outcomeUnknown };
  };

  const handler = async (call: ProxyCall) => (await answer(call)).response;
  return Object.assign(handler, {
    answer,
    async auditCutWrites(): Promise<void> {
      const cut = [...inFlight.values()];
      inFlight.clear();
      for (const write of cut) {
        void audit(
          { time: new Date().toISOString(), ...write.line, status: null, outcome: "unknown" },
          write.details,
        );
      }
      await recorder.settled();
    },
    audited: recorder.settled,
  });
}
