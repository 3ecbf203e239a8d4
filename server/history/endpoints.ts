import type { AuditRecord } from "../../src/api/history/types.ts";
import { checkCaller } from "../proxy/guard.ts";
import { ProxyRefusal, refusalResponse, signInRefusal } from "../proxy/proxyError.ts";
import type { Operator } from "../signIn/sessionStore.ts";
import { activityCsvStream } from "./activityCsv.ts";
import { activityQuery, deletedQuery, emptyQuery, historyQuery } from "./query.ts";
import type { HistoryReads } from "./reads.ts";

/** The store's read endpoints (team-console.md, "History, restore, recently deleted"). */
export const HISTORY_PATHS = {
  history: "/__console/history",
  activity: "/__console/activity",
  people: "/__console/activity/people",
  activityCsv: "/__console/activity.csv",
  deleted: "/__console/deleted",
} as const;

export type HistoryEndpoint = keyof typeof HISTORY_PATHS;

interface HistoryEndpointOptions {
  /** The open store's reads; null: no store, and every endpoint says so. */
  reads: HistoryReads | null;
  /** Sign-in on: the person behind a request (null: signed out) and the signed-out answer. */
  signIn: {
    operatorOf(request: Request): Promise<Operator | null>;
    signedOut(): Response;
  } | null;
}

const NO_STORE = () =>
  refusalResponse(
    new ProxyRefusal(
      404,
      "This server keeps no store, so no history: set CONSOLE_DATABASE_URL or CONSOLE_DATA_DIR, or turn sign-in on",
      "no_store",
    ),
  );

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

/** A batch read before the answer starts, so a store that fails is a 503, not a cut download. */
async function* startingWith(
  first: IteratorResult<AuditRecord[]>,
  rest: AsyncGenerator<AuditRecord[]>,
) {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/**
 * Answers the history endpoints: who may read (with sign-in, anyone signed in who holds a role;
 * without, the console's own page, as the proxy), a strict query, then the store.
 */
export function createHistoryEndpoints(options: HistoryEndpointOptions) {
  async function refusal(request: Request, ownOrigin: string): Promise<Response | null> {
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
    return null;
  }

  async function answer(
    endpoint: HistoryEndpoint,
    reads: HistoryReads,
    search: URLSearchParams,
  ): Promise<Response> {
    switch (endpoint) {
      case "history":
        return json(await reads.history(historyQuery(search)));
      case "activity":
        return json(await reads.activity(activityQuery(search)));
      case "people":
        emptyQuery(search);
        return json({ people: await reads.people() });
      case "deleted":
        return json(await reads.deleted(deletedQuery(search)));
      case "activityCsv": {
        const batches = reads.activityBatches(activityQuery(search, false).filters);
        const first = await batches.next();
        const day = new Date().toISOString().slice(0, 10);
        return new Response(activityCsvStream(startingWith(first, batches)), {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="team-activity-${day}.csv"`,
            "cache-control": "no-store",
          },
        });
      }
    }
  }

  return async (endpoint: HistoryEndpoint, request: Request, ownOrigin: string) => {
    try {
      const refused = await refusal(request, ownOrigin);
      if (refused) return refused;
      if (!options.reads) return NO_STORE();
      return await answer(endpoint, options.reads, new URL(request.url).searchParams);
    } catch (error) {
      if (error instanceof ProxyRefusal) return refusalResponse(error);
      // The store failed (a lost connection, a server restarting): said as such, never a stack.
      return refusalResponse(
        new ProxyRefusal(
          503,
          "The store could not be read: try again shortly",
          "store_unavailable",
        ),
      );
    }
  };
}
