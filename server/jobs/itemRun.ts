import { isEmailText } from "../../src/api/users/identity.ts";
import { type JobAnswer, type JobCaller, notSent } from "./jobCalls.ts";
import type { JobItem, Settled } from "./jobItemStore.ts";
import type { JobFacts, JobStore } from "./jobStore.ts";

/** How running items went: settled (or left to another run), or to be tried again later. */
export type ItemRun = { wait: false } | { wait: true; untilMs: number };

export const SETTLED: ItemRun = { wait: false };

/** A credential or a tenant that cannot be reached now: the item waits this long. */
const BACK_OFF_MS = 5_000;

/** Back to waiting: nothing reached the tenant. */
export function later(answer: JobAnswer): ItemRun {
  return { wait: true, untilMs: answer.resumeAtMs ?? Date.now() + BACK_OFF_MS };
}

export function failed(message: string, errorCode: string, status: number | null = null): Settled {
  return { state: "failed", status, message, errorCode };
}

/** A read's refusal as the item's failure, in the tenant's words. */
export function readFailure(answer: JobAnswer, what: string): Settled {
  return failed(
    `Could not ${what}: ${answer.message ?? `HTTP ${answer.status}`}`,
    answer.errorCode ?? "read_failed",
    answer.status,
  );
}

/** How a write's answer settles the items it carried. */
export function writeOutcome(answer: JobAnswer, unknownMessage: string): Settled {
  if (answer.outcomeUnknown) {
    return { state: "unknown", status: null, message: unknownMessage, errorCode: answer.errorCode };
  }
  if (notSent(answer)) return { state: "waiting", status: null, message: null, errorCode: null };
  if (answer.status >= 200 && answer.status < 300) {
    return { state: "done", status: answer.status, message: null, errorCode: null };
  }
  return failed(
    answer.message ?? `HTTP ${answer.status}`,
    answer.errorCode ?? "failed",
    answer.status,
  );
}

/** A user as users-by-email answers it: its id and identities. */
export interface UserRead {
  user_id?: unknown;
  identities?: unknown;
}

/**
 * The user a line names: an id as it is, an email read exactly in its slot (as the page's
 * resolveEmail.ts reads it), its id then kept on the item so no later run reads it again. No
 * user or several: the line fails and nothing is sent for it.
 */
export async function userOfLine(
  item: JobItem,
  job: JobFacts,
  calls: JobCaller,
  store: JobStore,
): Promise<{ userId: string; read: UserRead | null } | Settled | ItemRun> {
  if (item.resolvedId !== null || !isEmailText(item.line)) {
    return { userId: item.resolvedId ?? item.line, read: null };
  }
  const found = await calls.read(`/users-by-email?email=${encodeURIComponent(item.line)}`);
  if (notSent(found)) return later(found);
  if (found.status !== 200 || !Array.isArray(found.json)) {
    return readFailure(found, "find the user by email");
  }
  const users = found.json as UserRead[];
  const [user] = users;
  if (users.length !== 1 || typeof user?.user_id !== "string") {
    return failed(
      users.length === 0 ? "No user has this email" : `${users.length} users share this email`,
      "email_not_resolved",
    );
  }
  await store.resolve(job.id, item.position, user.user_id);
  return { userId: user.user_id, read: user };
}
