import { randomUUID } from "node:crypto";
import { isEmailText } from "../../src/api/users/identity.ts";
import { type JobAnswer, type JobCaller, notSent } from "./jobCalls.ts";
import type { JobFacts, JobItem, JobStore, Settled } from "./jobStore.ts";

/** How running one item went: settled (or left to another run), or to be tried again later. */
export type ItemRun = { wait: false } | { wait: true; untilMs: number };

const SETTLED: ItemRun = { wait: false };
/** A credential or a tenant that cannot be reached now: the item waits this long. */
const BACK_OFF_MS = 5_000;

/** Back to waiting: nothing reached the tenant. */
function later(answer: JobAnswer): ItemRun {
  return { wait: true, untilMs: answer.resumeAtMs ?? Date.now() + BACK_OFF_MS };
}

function failed(message: string, errorCode: string, status: number | null = null): Settled {
  return { state: "failed", status, message, errorCode };
}

/** A read's refusal as the item's failure, in the tenant's words. */
function readFailure(answer: JobAnswer, what: string): Settled {
  return failed(
    `Could not ${what}: ${answer.message ?? `HTTP ${answer.status}`}`,
    answer.errorCode ?? "read_failed",
    answer.status,
  );
}

interface Identities {
  user_id?: unknown;
  identities?: unknown;
}

/** The distinct connections of a user's identities (src/api/users/identity.ts, by hand). */
function connectionsOf(user: Identities): string[] {
  const identities = Array.isArray(user.identities) ? user.identities : [];
  const names = identities.flatMap((identity: unknown) => {
    const name = (identity as { connection?: unknown } | null)?.connection;
    return typeof name === "string" ? [name] : [];
  });
  return [...new Set(names)];
}

function oneConnection(connections: string[]): string | Settled {
  const [only] = connections;
  if (connections.length === 1 && only !== undefined) return only;
  return failed(
    connections.length === 0
      ? "The user has no connection to clear in"
      : `The user is in ${connections.length} connections (${connections.join(", ")}): start a job naming one`,
    "connection_not_resolved",
  );
}

/** The user and connection a line names, or why it names none (or a wait: nothing was read). */
async function target(
  item: JobItem,
  job: JobFacts,
  calls: JobCaller,
  store: JobStore,
): Promise<{ userId: string; connection: string } | Settled | ItemRun> {
  let userId = item.resolvedId ?? item.line;
  let connections: string[] | null = null;
  if (item.resolvedId === null && isEmailText(item.line)) {
    // Exact and up to date at once, as the page reads a pasted email (resolveEmail.ts).
    const found = await calls.read(`/users-by-email?email=${encodeURIComponent(item.line)}`);
    if (notSent(found)) return later(found);
    if (found.status !== 200 || !Array.isArray(found.json)) {
      return readFailure(found, "find the user by email");
    }
    const users = found.json as Identities[];
    const [user] = users;
    if (users.length !== 1 || typeof user?.user_id !== "string") {
      return failed(
        users.length === 0 ? "No user has this email" : `${users.length} users share this email`,
        "email_not_resolved",
      );
    }
    userId = user.user_id;
    connections = connectionsOf(user);
    await store.resolve(job.id, item.position, userId);
  }
  if (job.connection !== null) return { userId, connection: job.connection };
  if (connections === null) {
    const read = await calls.read(
      `/users/${encodeURIComponent(userId)}?fields=identities&include_fields=true`,
    );
    if (notSent(read)) return later(read);
    if (read.status !== 200 || typeof read.json !== "object" || read.json === null) {
      return readFailure(read, "read the user's connections");
    }
    connections = connectionsOf(read.json as Identities);
  }
  const connection = oneConnection(connections);
  return typeof connection === "string" ? { userId, connection } : connection;
}

/**
 * One line of a clear job: its user (an email read in its slot), its connection (the job's, or
 * the user's one), then "sending" committed before the clear leaves through the proxy, and its
 * answer kept. Nothing is sent for an item another run has claimed.
 */
export async function runClearItem(
  item: JobItem,
  job: JobFacts,
  calls: JobCaller,
  store: JobStore,
  claim: string,
): Promise<ItemRun> {
  const found = await target(item, job, calls, store);
  if ("wait" in found) return found;
  if ("state" in found) {
    await store.settle(job.id, [item.position], null, found);
    return SETTLED;
  }
  const requestId = randomUUID();
  if (!(await store.claim(job.id, [item.position], claim, requestId))) return SETTLED;
  const answer = await calls.write(
    `/users/${encodeURIComponent(found.userId)}/risk-assessments/clear`,
    { connection: found.connection, assessors: ["new-device"] },
    requestId,
  );
  const ok = answer.status >= 200 && answer.status < 300;
  const settled: Settled = answer.outcomeUnknown
    ? {
        state: "unknown",
        status: null,
        message: "No answer came: the tenant may or may not have cleared them",
        errorCode: answer.errorCode,
      }
    : notSent(answer)
      ? { state: "waiting", status: null, message: null, errorCode: null }
      : ok
        ? { state: "done", status: answer.status, message: null, errorCode: null }
        : failed(
            answer.message ?? `HTTP ${answer.status}`,
            answer.errorCode ?? "failed",
            answer.status,
          );
  await store.settle(job.id, [item.position], claim, settled);
  return settled.state === "waiting" ? later(answer) : SETTLED;
}

/**
 * A clear left "sending" by a run that died: no read shows whether it was applied (a user may
 * have no assessment left either way), so it is reported, never sent again.
 */
export const CLEAR_LEFT_SENDING: Settled = {
  state: "unknown",
  status: null,
  message:
    "The server stopped while this clear was being sent: the tenant may or may not have cleared them",
  errorCode: "outcome_unknown",
};
