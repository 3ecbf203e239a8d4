import type { RateLimitWait } from "../../api/apiEvents";
import type { Concurrency } from "../../forms/risk-assessment/batchSchema";
import type { PermanentProblem } from "../../forms/risk-assessment/failureKind";
import { failureOutcome } from "./batchOutcome";
import { createPaceMeter } from "./paceMeter";
import type { RatePacer } from "./ratePacer";
import { tenantStoppedAnswering } from "./tenantUnreachable";

export type BatchStatus = "waiting" | "sending" | "cleared" | "failed" | "unknown" | "not-sent";

export interface BatchItem {
  readonly userId: string;
  readonly status: BatchStatus;
  /** The tenant's message for a failure, or why the id was not sent; "" otherwise. */
  readonly message: string;
  readonly errorCode: string | undefined;
  /** A failure that sending again cannot fix (unknown user, bad input …); retries skip it. */
  readonly permanent: PermanentProblem | undefined;
  /** The connection read from the user, when the batch was given none. */
  readonly connection: string | undefined;
  /** Epoch milliseconds at which the outcome became known. */
  readonly finishedAt: number | undefined;
}

/**
 * ready → running → finished; Cancel, or a refused token, → stopping (requests in flight
 * finish) → cancelled / stopped. Retry failed and its siblings start another run from a settled
 * phase. A tenant that stops answering holds a running batch until resume (tenantUnreachable).
 */
export type BatchPhase = "ready" | "running" | "stopping" | "finished" | "cancelled" | "stopped";

export interface BatchCounts {
  readonly total: number;
  readonly waiting: number;
  readonly sending: number;
  readonly cleared: number;
  readonly failed: number;
  /** Failed items that "Retry failed" would send again: not the permanent ones. */
  readonly retryable: number;
  readonly unknown: number;
  readonly notSent: number;
  /** Items whose outcome is known: cleared, failed, unknown and not sent. */
  readonly settled: number;
}

export interface BatchSnapshot {
  /**
   * The live list, in pasted order: an update replaces one item in place (items themselves are
   * never changed), so a change costs the same in a batch of 10 as of 5,000. Memoize on
   * `version`, which every change increases, not on this array's identity.
   */
  readonly items: readonly BatchItem[];
  readonly version: number;
  readonly phase: BatchPhase;
  /** Epoch milliseconds until which no request starts: the tenant's rate limit. */
  readonly pausedUntil: number | undefined;
  /** Why the batch stopped by itself, when it did. */
  readonly stopReason: string | undefined;
  /** The tenant stopped answering: nothing new starts until `resume`, the phase stays running. */
  readonly tenantUnreachable: boolean;
  readonly counts: BatchCounts;
  /** How fast users are settling, and whether the tenant's rate limit sets that pace. */
  readonly pace: BatchPace;
}

export interface BatchPace {
  /** Users settled a second over the last few seconds; undefined until there is a measure. */
  readonly perSecond: number | undefined;
  /** True when the batch holds requests back to stay inside the tenant's rate limit. */
  readonly paced: boolean;
}

export interface ClearCallOptions {
  readonly signal: AbortSignal;
  readonly onRateLimitWait: (wait: RateLimitWait) => void;
  /** Reports the connection read from the user, for the results. */
  readonly onConnection: (connection: string) => void;
}

/** Sends one user's clear request; resolves on any 2xx, rejects with the fetch layer's error. */
export type ClearOne = (userId: string, options: ClearCallOptions) => Promise<void>;

export interface BatchQueueOptions {
  readonly userIds: readonly string[];
  readonly concurrency: Concurrency;
  readonly clear: ClearOne;
  /** Epoch milliseconds; the same clock the fetch layer's rate-limit waits use. */
  readonly now?: () => number;
  /** Holds requests back to stay inside the tenant's rate limit; none: concurrency alone. */
  readonly pacer?: RatePacer;
}

export interface BatchQueue {
  getSnapshot(): BatchSnapshot;
  /** Returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void;
  /** Sends every waiting id; a new queue has them all waiting. */
  start(): void;
  /** No new request starts; requests waiting out a 429 are dropped, the rest finish. */
  cancel(): void;
  /** Sends the waiting ids again after the tenant stopped answering. */
  resume(): void;
  /** Starts a run of the failed ids only, leaving out the permanent failures. */
  retryFailed(): void;
  /** Starts a run of the ids whose outcome is unknown: the user decided to send them again. */
  resendUnknown(): void;
  /** Starts a run of the ids that a cancel or a stop left unsent. */
  sendNotSent(): void;
}

interface InFlight {
  readonly controller: AbortController;
  /** Set while the fetch layer waits out a 429 for this request. */
  waitUntil: number | undefined;
}

/** A pacing hold this long reads as a pause, with its countdown; a shorter one is the pace. */
const SHOWN_HOLD_MS = 1_000;

type Halt = { readonly kind: "cancel" } | { readonly kind: "stop"; readonly reason: string };

type Tally = Record<BatchStatus, number> & { retryable: number };

function isRetryable(item: BatchItem): boolean {
  return item.status === "failed" && item.permanent === undefined;
}

function countsOf(tally: Tally, total: number): BatchCounts {
  return {
    total,
    waiting: tally.waiting,
    sending: tally.sending,
    cleared: tally.cleared,
    failed: tally.failed,
    retryable: tally.retryable,
    unknown: tally.unknown,
    notSent: tally["not-sent"],
    settled: tally.cleared + tally.failed + tally.unknown + tally["not-sent"],
  };
}

/**
 * Clears a list of users a few requests at a time, paced by the tenant's rate limit when given a
 * pacer. Each id is sent at most once per run: only an id the tenant answered 429 (not
 * processed) is sent again, after the pause. Every change costs the same whatever the size of
 * the batch (one item replaced, counts kept as they change); only the rare whole-batch steps
 * (a cancel, a retry) walk the list. Framework free, so it is tested with a fake `clear` and
 * fake timers.
 */
export function createBatchQueue(options: BatchQueueOptions): BatchQueue {
  const { concurrency, clear, pacer } = options;
  const now = options.now ?? Date.now;
  const items: BatchItem[] = options.userIds.map((userId) => ({
    userId,
    status: "waiting",
    message: "",
    errorCode: undefined,
    permanent: undefined,
    connection: undefined,
    finishedAt: undefined,
  }));
  const tally: Tally = {
    waiting: items.length,
    sending: 0,
    cleared: 0,
    failed: 0,
    unknown: 0,
    "not-sent": 0,
    retryable: 0,
  };
  const meter = createPaceMeter();
  const inFlight = new Map<number, InFlight>();
  const listeners = new Set<() => void>();
  let version = 0;
  let phase: BatchPhase = "ready";
  let halt: Halt | undefined;
  /** Held by tenantStoppedAnswering until the user resumes. */
  let unreachable = false;
  /** After a final 429: when the tenant said it accepts calls again. */
  let pauseUntil: number | undefined;
  /** The pacer holds the next request this long: shown as a pause when it is a long one. */
  let holdUntil: number | undefined;
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;
  /** No waiting item sits before this index: keeps picking the next id linear in the list. */
  let cursor = 0;
  let snapshot: BatchSnapshot | undefined;

  function pausedUntil(at: number): number | undefined {
    let until = pauseUntil !== undefined && pauseUntil > at ? pauseUntil : undefined;
    if (holdUntil !== undefined && holdUntil > at) until = Math.max(until ?? 0, holdUntil);
    for (const request of inFlight.values()) {
      if (request.waitUntil !== undefined && request.waitUntil > at) {
        until = Math.max(until ?? 0, request.waitUntil);
      }
    }
    return until;
  }

  function changed(): void {
    version++;
    snapshot = undefined;
    for (const listener of listeners) listener();
  }

  function update(index: number, patch: Partial<BatchItem>): void {
    const current = items[index];
    if (current === undefined) return;
    // A new object for the changed item only: a list can skip re-rendering the others.
    const next = { ...current, ...patch };
    items[index] = next;
    tally[current.status]--;
    tally[next.status]++;
    tally.retryable += Number(isRetryable(next)) - Number(isRetryable(current));
    if (next.finishedAt !== undefined && current.finishedAt === undefined) {
      meter.settled(next.finishedAt);
    }
  }

  function settleAll(from: BatchStatus, to: BatchStatus, message: string): void {
    const at = now();
    items.forEach((item, index) => {
      if (item.status === from) update(index, { status: to, message, finishedAt: at });
    });
  }

  function wakeAt(at: number): void {
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(
      () => {
        wakeTimer = undefined;
        pump();
        changed();
      },
      Math.max(0, at - now()),
    );
  }

  function finishIfIdle(): void {
    if (inFlight.size > 0) return;
    if (phase === "stopping") phase = halt?.kind === "stop" ? "stopped" : "cancelled";
    else if (phase === "running" && tally.waiting === 0) phase = "finished";
  }

  function pump(): void {
    if (phase !== "running" || unreachable) return;
    holdUntil = undefined;
    const until = pausedUntil(now());
    if (until !== undefined) {
      wakeAt(until);
      return;
    }
    pauseUntil = undefined;
    while (inFlight.size < concurrency) {
      while (cursor < items.length && items[cursor]?.status !== "waiting") cursor++;
      if (cursor >= items.length) break;
      const wait = pacer?.delay(now()) ?? 0;
      if (wait > 0) {
        if (wait >= SHOWN_HOLD_MS) holdUntil = now() + wait;
        wakeAt(now() + wait);
        break;
      }
      send(cursor);
      cursor++;
    }
    finishIfIdle();
  }

  function dropWaitingRequests(): void {
    const at = now();
    for (const request of inFlight.values()) {
      // A request waiting out a 429 has not been processed: dropping it loses nothing.
      if (request.waitUntil !== undefined && request.waitUntil > at) request.controller.abort();
    }
  }

  function haltWith(next: Halt, message: string): void {
    halt = next;
    pauseUntil = undefined;
    holdUntil = undefined;
    clearTimeout(wakeTimer);
    wakeTimer = undefined;
    settleAll("waiting", "not-sent", message);
    phase = "stopping";
    dropWaitingRequests();
    finishIfIdle();
  }

  function settle(index: number, error: unknown): void {
    const at = now();
    if (tenantStoppedAnswering(error)) unreachable = true;
    const outcome = failureOutcome(error, at);
    switch (outcome.kind) {
      case "retry-later":
        if (phase !== "running") {
          update(index, {
            status: "not-sent",
            message: "Cancelled before it was sent again.",
            finishedAt: at,
          });
          return;
        }
        update(index, { status: "waiting", message: "" });
        cursor = Math.min(cursor, index);
        pauseUntil = Math.max(pauseUntil ?? 0, outcome.resumeAt);
        return;
      case "failed":
        update(index, {
          status: "failed",
          message: outcome.message,
          errorCode: outcome.errorCode,
          permanent: outcome.permanent,
          finishedAt: at,
        });
        if (outcome.stopsBatch && phase === "running") {
          haltWith(
            { kind: "stop", reason: outcome.message },
            "Not sent: the batch stopped when the tenant refused the token.",
          );
        }
        return;
      case "unknown":
      case "not-sent":
        update(index, { status: outcome.kind, message: outcome.message, finishedAt: at });
        return;
    }
  }

  function send(index: number): void {
    const item = items[index];
    if (item === undefined) return;
    const request: InFlight = { controller: new AbortController(), waitUntil: undefined };
    inFlight.set(index, request);
    pacer?.started();
    update(index, {
      status: "sending",
      message: "",
      errorCode: undefined,
      permanent: undefined,
      finishedAt: undefined,
    });
    const onRateLimitWait = (wait: RateLimitWait) => {
      if (inFlight.get(index) !== request) return;
      request.waitUntil = wait.resumeAt;
      if (phase === "running") wakeAt(wait.resumeAt);
      changed();
    };
    let sent: Promise<void>;
    try {
      sent = clear(item.userId, {
        signal: request.controller.signal,
        onRateLimitWait,
        onConnection: (connection) => {
          if (inFlight.get(index) === request) update(index, { connection });
        },
      });
    } catch (error) {
      sent = Promise.reject(error);
    }
    const done = (error?: unknown) => {
      inFlight.delete(index);
      pacer?.finished();
      if (error === undefined) update(index, { status: "cleared", message: "", finishedAt: now() });
      else settle(index, error);
      pump();
      finishIfIdle();
      changed();
    };
    sent.then(
      () => done(),
      (error: unknown) => done(error ?? new Error("The request failed without a reason.")),
    );
  }

  function rerun(status: BatchStatus): void {
    if (phase === "running" || phase === "stopping") return;
    // A permanent failure would fail the same way again: it stays as it is.
    const again = (item: BatchItem) => item.status === status && item.permanent === undefined;
    let any = false;
    items.forEach((item, index) => {
      if (!again(item)) return;
      any = true;
      update(index, {
        status: "waiting",
        message: "",
        errorCode: undefined,
        finishedAt: undefined,
      });
    });
    if (any) start();
  }

  function start(): void {
    if (phase === "running" || phase === "stopping") return;
    halt = undefined;
    unreachable = false;
    cursor = 0;
    phase = "running";
    meter.restart();
    pump();
    changed();
  }

  return {
    getSnapshot() {
      const at = now();
      snapshot ??= {
        items,
        version,
        phase,
        pausedUntil: phase === "running" && !unreachable ? pausedUntil(at) : undefined,
        stopReason: halt?.kind === "stop" ? halt.reason : undefined,
        tenantUnreachable: phase === "running" && unreachable,
        counts: countsOf(tally, items.length),
        pace: {
          perSecond: meter.perSecond(at),
          paced: phase === "running" && (pacer?.binding() ?? false),
        },
      };
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
    cancel() {
      if (phase !== "running") return;
      haltWith({ kind: "cancel" }, "Cancelled before it was sent.");
      changed();
    },
    resume() {
      if (phase !== "running" || !unreachable) return;
      unreachable = false;
      pump();
      changed();
    },
    retryFailed: () => rerun("failed"),
    resendUnknown: () => rerun("unknown"),
    sendNotSent: () => rerun("not-sent"),
  };
}
