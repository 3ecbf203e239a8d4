import { randomUUID } from "node:crypto";
import {
  failed,
  type ItemRun,
  later,
  readFailure,
  SETTLED,
  userOfLine,
  writeOutcome,
} from "./itemRun.ts";
import { type JobCaller, notSent } from "./jobCalls.ts";
import type { JobItem, Settled } from "./jobItemStore.ts";
import type { JobFacts, JobStore } from "./jobStore.ts";

/** The contract's most members one request adds. */
export const MEMBERS_PER_REQUEST = 10;
/** Offset listings reach the first 1,000 records: ten pages of 100. */
const MEMBERSHIP_PAGES = 10;

type Membership = "member" | "not-member" | Settled | ItemRun;

/**
 * Whether the user is a member of the organization, read from the user's side (one read for
 * almost everyone, as src/api/users/organizations.ts `membershipOf` reads it). Past the 1,000
 * organizations an offset listing reaches, "not-member": adding a member again changes nothing.
 */
async function membership(
  userId: string,
  organizationId: string,
  calls: JobCaller,
): Promise<Membership> {
  for (let page = 0; page < MEMBERSHIP_PAGES; page++) {
    const read = await calls.read(
      `/users/${encodeURIComponent(userId)}/organizations?page=${page}&per_page=100&include_totals=true`,
    );
    if (notSent(read)) return later(read);
    const body = read.json as { organizations?: unknown; total?: unknown; start?: unknown } | null;
    if (read.status !== 200 || !Array.isArray(body?.organizations)) {
      return readFailure(read, "read the user's organizations");
    }
    const organizations = body.organizations as { id?: unknown }[];
    if (organizations.some((organization) => organization.id === organizationId)) return "member";
    const seen = (typeof body.start === "number" ? body.start : page * 100) + organizations.length;
    if (organizations.length === 0 || typeof body.total !== "number" || seen >= body.total) {
      return "not-member";
    }
  }
  return "not-member";
}

const ALREADY: Settled = {
  state: "done",
  status: null,
  message: "Already a member: nothing was sent",
  errorCode: "already_member",
};

/**
 * Up to ten lines of an add-members job: each user found (an email read in its slot) and read
 * for membership (members already there are done apart), then the rest claimed "sending"
 * together and added in one request through the proxy.
 */
export async function runMemberItems(
  items: readonly JobItem[],
  job: JobFacts,
  calls: JobCaller,
  store: JobStore,
  claim: string,
): Promise<ItemRun> {
  const organizationId = job.organizationId ?? "";
  const toAdd = new Map<number, string>();
  for (const item of items) {
    const user = await userOfLine(item, job, calls, store);
    if ("wait" in user) return user;
    const found = "state" in user ? user : await membership(user.userId, organizationId, calls);
    if (typeof found === "object" && "wait" in found) return found;
    if (found === "not-member" && "userId" in user) toAdd.set(item.position, user.userId);
    else
      await store.settle(
        job.id,
        [item.position],
        null,
        found === "member" ? ALREADY : (found as Settled),
      );
  }
  if (toAdd.size === 0) return SETTLED;
  const requestId = randomUUID();
  const claimed = await store.claim(job.id, [...toAdd.keys()], claim, requestId);
  if (claimed.length === 0) return SETTLED;
  const members = claimed.map((position) => toAdd.get(position) ?? "");
  const answer = await calls.write(
    `/organizations/${encodeURIComponent(organizationId)}/members`,
    { members },
    requestId,
  );
  const settled = writeOutcome(answer, "No answer came: the tenant may or may not have added them");
  if (answer.status === 400 && claimed.length > 1) {
    return strangersApart(claimed, toAdd, settled, { job, calls, store, claim });
  }
  await store.settle(job.id, claimed, claim, settled);
  return settled.state === "waiting" ? later(answer) : SETTLED;
}

/**
 * The tenant adds all or none: one user it lacks refuses the request (a 400 that names the
 * item only in its message). Each user is read: those the tenant lacks fail alone, the others
 * go back to waiting and are sent again without them; if none is missing, the 400 was about
 * the request, and every item fails with it.
 */
async function strangersApart(
  claimed: readonly number[],
  users: ReadonlyMap<number, string>,
  refused: Settled,
  { job, calls, store, claim }: { job: JobFacts; calls: JobCaller; store: JobStore; claim: string },
): Promise<ItemRun> {
  const missing: number[] = [];
  for (const position of claimed) {
    const read = await calls.read(
      `/users/${encodeURIComponent(users.get(position) ?? "")}?fields=user_id&include_fields=true`,
    );
    if (read.status === 404) missing.push(position);
  }
  const rest = claimed.filter((position) => !missing.includes(position));
  await store.settle(
    job.id,
    missing,
    claim,
    failed("The user does not exist", "inexistent_user", 404),
  );
  if (missing.length === 0) {
    await store.settle(job.id, rest, claim, refused);
    return SETTLED;
  }
  await store.settle(job.id, rest, claim, {
    state: "waiting",
    status: null,
    message: null,
    errorCode: null,
  });
  return { wait: true, untilMs: Date.now() };
}

/**
 * A member left "sending" by a run that died is read: a member now is done (added then, or
 * already); a user still outside goes back to waiting and is sent again, as a second audited
 * write, since the first evidently did not take.
 */
export async function recheckMember(
  item: JobItem,
  job: JobFacts,
  calls: JobCaller,
  store: JobStore,
  staleSeconds: number,
): Promise<ItemRun> {
  const found = await membership(item.resolvedId ?? item.line, job.organizationId ?? "", calls);
  if (typeof found === "object" && "wait" in found) return found;
  const outcome: Settled =
    found === "member"
      ? {
          state: "done",
          status: null,
          message: "A member when read again after the server stopped mid-request",
          errorCode: "member_on_recheck",
        }
      : found === "not-member"
        ? { state: "waiting", status: null, message: null, errorCode: null }
        : found;
  await store.settleStale(job.id, item.position, staleSeconds, outcome);
  return outcome.state === "waiting" ? { wait: true, untilMs: Date.now() } : SETTLED;
}
