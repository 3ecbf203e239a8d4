import { randomUUID } from "node:crypto";
import type { JobItemList, JobKind, JobList, JobState } from "../../src/api/jobs/types.ts";
import { OPERATIONS, type OperationRoute } from "../../src/api/operations.ts";
import type { AuditOperator } from "../proxy/auditLog.ts";
import { checkCaller, checkContentType, readCappedBody } from "../proxy/guard.ts";
import { ProxyRefusal, refusalResponse, signInRefusal } from "../proxy/proxyError.ts";
import { forbiddenRole, mayCall } from "../proxy/roleCheck.ts";
import type { Operator } from "../signIn/sessionStore.ts";
import { itemsQuery } from "./itemsQuery.ts";
import { jobInput } from "./jobInput.ts";
import type { JobQueue } from "./jobQueue.ts";
import type { JobStore } from "./jobStore.ts";
import { resultsCsvStream } from "./resultsCsv.ts";

/** 100,000 lines of user ids average well under 160 bytes each. */
const MAX_JOB_BODY_BYTES = 16 * 1024 * 1024;
/** GET /__console/jobs lists this many, newest first. */
const LISTED_JOBS = 100;

/** The operation a job's items make: its row's roles decide who may start and steer it. */
const OPERATION_OF: Record<JobKind, string> = {
  "clear-risk-assessments": "clearRiskAssessments",
  "add-organization-members": "addOrganizationMembers",
};

function routeOf(kind: JobKind): OperationRoute {
  const route = OPERATIONS.find((row) => row.name === OPERATION_OF[kind]);
  if (!route) throw new Error(`No operation row for ${kind}`);
  return route;
}

/** pause, resume, cancel: from which states each moves the job, and to which. */
const STEERING = {
  pause: { from: ["queued", "running"], to: "paused", done: "paused" },
  resume: { from: ["paused"], to: "running", done: "resumed" },
  cancel: { from: ["queued", "running", "paused"], to: "cancelled", done: "cancelled" },
} as const satisfies Record<string, { from: readonly JobState[]; to: JobState; done: string }>;

type JobSteering = keyof typeof STEERING;

interface JobEndpointOptions {
  /** The open store's jobs and the queue that runs them; null: no store. */
  jobs: { store: JobStore; queue: JobQueue } | null;
  /** Credentials mode: the server's own token sends a job's items (decision 029). */
  credentials: boolean;
  signIn: {
    operatorOf(request: Request): Promise<Operator | null>;
    signedOut(): Response;
  } | null;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

const refuse = (status: 400 | 404, message: string, code: string) =>
  refusalResponse(new ProxyRefusal(status, message, code));

const NO_STORE = () =>
  refuse(
    404,
    "This server keeps no store, so it runs no jobs: set CONSOLE_DATABASE_URL, or turn sign-in on for the embedded store",
    "no_store",
  );
const NO_CREDENTIALS = () =>
  refuse(
    404,
    "This server forwards each person's own token, which a job cannot hold once the tab closes: jobs need the server's own credentials (TENANT_CLIENT_ID, TENANT_CLIENT_SECRET)",
    "no_credentials",
  );
const NO_JOB = () => refuse(404, "No job has this id", "no_job");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `/__console/jobs` (team-console.md, "Server jobs"): who may call is the history endpoints'
 * rule (the console's own page; with sign-in, a signed-in person with a role), and starting or
 * steering a job needs the role its operation needs.
 */
export function createJobEndpoints(options: JobEndpointOptions) {
  /** The person calling (null without sign-in), or the refusal to answer with. */
  async function caller(
    request: Request,
    ownOrigin: string,
  ): Promise<Response | AuditOperator | null> {
    checkCaller(request.headers, ownOrigin);
    if (!options.signIn) return null;
    const operator = await options.signIn.operatorOf(request);
    if (operator === null) return options.signIn.signedOut();
    if (operator.role === null) {
      return signInRefusal(
        403,
        "forbidden_role",
        "You are signed in with no role in this console: ask an administrator for one",
      );
    }
    return operator;
  }

  function mayRun(person: AuditOperator | null, kind: JobKind): Response | null {
    const route = routeOf(kind);
    return person && !mayCall(person.role, route) ? forbiddenRole(person.role, route) : null;
  }

  async function start(
    request: Request,
    person: AuditOperator | null,
    jobs: { store: JobStore; queue: JobQueue },
  ) {
    if (!options.credentials) return NO_CREDENTIALS();
    checkContentType(request.method, request.headers);
    const bytes = await readCappedBody(request, MAX_JOB_BODY_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array()));
    } catch {
      return refuse(400, "The body is not JSON", "invalid_json");
    }
    const job = jobInput(body);
    const refused = mayRun(person, job.kind);
    if (refused) return refused;
    const id = randomUUID();
    await jobs.store.create(id, job, person, (client) =>
      jobs.queue.enqueue(id, job.lines.length, client),
    );
    jobs.queue.wake();
    return json({ id }, 202);
  }

  async function steer(
    id: string,
    steering: JobSteering,
    person: AuditOperator | null,
    jobs: { store: JobStore; queue: JobQueue },
  ) {
    const facts = UUID.test(id) ? await jobs.store.facts(id) : null;
    if (!facts) return NO_JOB();
    const refused = mayRun(person, facts.kind);
    if (refused) return refused;
    const { from, to, done } = STEERING[steering];
    if (!(await jobs.store.moveState(id, from, to))) {
      return refusalResponse(
        new ProxyRefusal(400, `The job is ${facts.state}: it cannot be ${done}`, "job_state"),
      );
    }
    // A paused job's slices ended; resume queues each again (what is settled is skipped).
    if (steering === "resume")
      await jobs.queue.enqueue(id, (await jobs.store.view(id))?.counts.total ?? 0);
    return json(await jobs.store.view(id));
  }

  async function answer(
    path: string,
    request: Request,
    person: AuditOperator | null,
    jobs: { store: JobStore; queue: JobQueue },
  ): Promise<Response> {
    const [id, action, extra] = path.split("/");
    if (id === undefined || id === "") {
      if (request.method === "POST") return start(request, person, jobs);
      if (request.method === "GET") {
        const list: JobList = { jobs: await jobs.store.list(LISTED_JOBS) };
        return json(list);
      }
    } else if (extra === undefined && request.method === "GET" && action === undefined) {
      const view = UUID.test(id) ? await jobs.store.view(id) : null;
      return view ? json(view) : NO_JOB();
    } else if (extra === undefined && request.method === "GET" && action === "results.csv") {
      if (!UUID.test(id) || !(await jobs.store.facts(id))) return NO_JOB();
      return new Response(resultsCsvStream(jobs.store.items(id)), {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="job-${id}.csv"`,
          "cache-control": "no-store",
        },
      });
    } else if (extra === undefined && request.method === "GET" && action === "items") {
      const query = itemsQuery(new URL(request.url).searchParams);
      if (!UUID.test(id) || !(await jobs.store.facts(id))) return NO_JOB();
      const list: JobItemList = {
        items: await jobs.store.inStates(id, query.states, query.limit),
      };
      return json(list);
    } else if (extra === undefined && request.method === "POST" && action && action in STEERING) {
      return steer(id, action as JobSteering, person, jobs);
    }
    return refuse(
      404,
      `No jobs endpoint at ${request.method} /__console/jobs/${path}`,
      "not_found",
    );
  }

  /** `path`: what follows `/__console/jobs/`, "" for the list itself. */
  return async (path: string, request: Request, ownOrigin: string): Promise<Response> => {
    try {
      const person = await caller(request, ownOrigin);
      if (person instanceof Response) return person;
      if (!options.jobs) return NO_STORE();
      return await answer(path, request, person, options.jobs);
    } catch (error) {
      if (error instanceof ProxyRefusal) return refusalResponse(error);
      return refusalResponse(
        new ProxyRefusal(
          503,
          "The store could not be reached: try again shortly",
          "store_unavailable",
        ),
      );
    }
  };
}
