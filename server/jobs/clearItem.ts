import { randomUUID } from "node:crypto";
import {
  failed,
  type ItemRun,
  later,
  readFailure,
  SETTLED,
  type UserRead,
  userOfLine,
  writeOutcome,
} from "./itemRun.ts";
import { type JobCaller, notSent } from "./jobCalls.ts";
import type { JobItem, Settled } from "./jobItemStore.ts";
import type { JobFacts, JobStore } from "./jobStore.ts";

/** The distinct connections of a user's identities (src/api/users/identity.ts, by hand). */
function connectionsOf(user: UserRead): string[] {
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

/** The connection to clear in: the job's, or the user's only one (read unless the email read had it). */
async function connectionOf(
  job: JobFacts,
  userId: string,
  read: UserRead | null,
  calls: JobCaller,
): Promise<string | Settled | ItemRun> {
  if (job.connection !== null) return job.connection;
  if (read) return oneConnection(connectionsOf(read));
  const user = await calls.read(
    `/users/${encodeURIComponent(userId)}?fields=identities&include_fields=true`,
  );
  if (notSent(user)) return later(user);
  if (user.status !== 200 || typeof user.json !== "object" || user.json === null) {
    return readFailure(user, "read the user's connections");
  }
  return oneConnection(connectionsOf(user.json as UserRead));
}

/**
 * One line of a clear job: its user (an email read in its slot), its connection (the job's, or
 * the user's one), then "sending" committed before the clear leaves through the proxy, and its
 * answer kept. Nothing is sent for an item another run has claimed.
 */
export async function runClearItems(
  [item]: readonly JobItem[],
  job: JobFacts,
  calls: JobCaller,
  store: JobStore,
  claim: string,
): Promise<ItemRun> {
  if (!item) return SETTLED;
  const user = await userOfLine(item, job, calls, store);
  if ("wait" in user) return user;
  const connection =
    "state" in user ? user : await connectionOf(job, user.userId, user.read, calls);
  if (typeof connection !== "string") {
    if ("wait" in connection) return connection;
    await store.settle(job.id, [item.position], null, connection);
    return SETTLED;
  }
  if (!("userId" in user)) return SETTLED;
  const requestId = randomUUID();
  if ((await store.claim(job.id, [item.position], claim, requestId)).length === 0) return SETTLED;
  const answer = await calls.write(
    `/users/${encodeURIComponent(user.userId)}/risk-assessments/clear`,
    { connection, assessors: ["new-device"] },
    requestId,
  );
  const settled = writeOutcome(
    answer,
    "No answer came: the tenant may or may not have cleared them",
  );
  await store.settle(job.id, [item.position], claim, settled);
  return settled.state === "waiting" ? later(answer) : SETTLED;
}

/**
 * A clear left "sending" by a run that died: no read shows whether it was applied (a user may
 * have no assessment left either way), so it is reported, never sent again.
 */
export async function recheckClear(
  item: JobItem,
  job: JobFacts,
  _calls: JobCaller,
  store: JobStore,
  staleSeconds: number,
): Promise<ItemRun> {
  await store.settleStale(job.id, item.position, staleSeconds, {
    state: "unknown",
    status: null,
    message:
      "The server stopped while this clear was being sent: the tenant may or may not have cleared them",
    errorCode: "outcome_unknown",
  });
  return SETTLED;
}
