import { randomUUID } from "node:crypto";
import { readResumeAtMs } from "../../src/api/rateLimitHeaders.ts";
import { API_PREFIX } from "../proxy/allowList.ts";
import type { ProxyAnswer, ProxyCall } from "../proxy/proxy.ts";
import type { JobFacts } from "./jobStore.ts";
import type { RateBudget } from "./rateBudget.ts";

/** What a job's call to the tenant came back with. */
export interface JobAnswer {
  status: number;
  /** The JSON answer, or null. */
  json: unknown;
  /** A write that reached the tenant with no answer: it may have been applied. */
  outcomeUnknown: boolean;
  /** The tenant (or the proxy) said why it refused: its message and errorCode. */
  message: string | null;
  errorCode: string | null;
  /** 429: when the tenant takes calls again, epoch ms. */
  resumeAtMs: number | null;
}

/** No call was made, or none reached the tenant: the item may be sent later as it is. */
export function notSent(answer: JobAnswer): boolean {
  if (answer.outcomeUnknown) return false;
  // 429: the tenant refused it unread; upstream_token and upstream_unreachable: it never left.
  return (
    answer.status === 429 ||
    answer.errorCode === "upstream_token" ||
    answer.errorCode === "upstream_unreachable"
  );
}

async function read(answer: ProxyAnswer): Promise<JobAnswer> {
  const { response } = answer;
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === "" ? null : (JSON.parse(text) as unknown);
  } catch {
    json = null;
  }
  const fields = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
  const ok = response.status >= 200 && response.status < 300;
  return {
    status: response.status,
    json,
    outcomeUnknown: answer.outcomeUnknown,
    message: !ok && typeof fields.message === "string" ? fields.message : null,
    errorCode: !ok && typeof fields.errorCode === "string" ? fields.errorCode : null,
    resumeAtMs:
      response.status === 429 ? (readResumeAtMs(response.headers, Date.now()) ?? null) : null,
  };
}

/**
 * A job's calls to the tenant: each one the request the console's page would send, handed to
 * the proxy's own handler (`answer`), so the allow-list, the person's role, the credential and,
 * for a write, the read before and the audit entry are the proxy's, once (decision 029). The
 * person is whoever started the job; the reason is the job's. Each call waits its turn in the
 * tenant's rate budget, shared with people's requests and every instance (rateBudget.ts).
 */
export function jobCaller(
  answer: (call: ProxyCall) => Promise<ProxyAnswer>,
  budget: RateBudget,
  job: JobFacts,
) {
  async function call(
    method: "GET" | "POST",
    path: string,
    body: unknown,
    requestId: string,
  ): Promise<JobAnswer> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    // As the page sends it (src/api/headerSafe.ts): percent-encoded, which the audit decodes.
    if (job.reason !== null && method !== "GET") {
      headers["x-console-reason"] = encodeURIComponent(job.reason);
    }
    const rawUrl = `${API_PREFIX}${path}`;
    const request = new Request(`http://console.job${rawUrl}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // The turn counts the write's read before too (rateBuckets.ts callCharges).
    const answered = await budget.turn(method, path);
    try {
      return await read(
        await answer({
          request,
          rawUrl,
          // No Origin and no Sec-Fetch-Site: the proxy's caller check has nothing to compare.
          ownOrigin: "http://console.job",
          requestId,
          ...(job.startedBy ? { operator: job.startedBy } : {}),
        }),
      );
    } finally {
      answered();
    }
  }

  return {
    read: (path: string) => call("GET", path, undefined, randomUUID()),
    /** `requestId` is the one the item was claimed with, which its audit entry then carries. */
    write: (path: string, body: unknown, requestId: string) => call("POST", path, body, requestId),
  };
}

export type JobCaller = ReturnType<typeof jobCaller>;
