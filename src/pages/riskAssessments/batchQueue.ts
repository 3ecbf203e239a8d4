import type { RateLimitWait } from "../../api/apiEvents";
import type { Concurrency } from "../../forms/riskAssessmentBatch/batchSchema";
import type { PermanentProblem } from "../../forms/riskAssessmentBatch/failureKind";
import { failureOutcome } from "./batchOutcome";

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
 * phase.
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
  readonly items: readonly BatchItem[];
  readonly phase: BatchPhase;
  /** Epoch milliseconds until which no request starts: the tenant's rate limit. */
  readonly pausedUntil: number | undefined;
  /** Why the batch stopped by itself, when it did. */
  readonly stopReason: string | undefined;
  readonly counts: BatchCounts;
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
}

export interface BatchQueue {
  getSnapshot(): BatchSnapshot;
  /** Returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void;
  /** Sends every waiting id; a new queue has them all waiting. */
  start(): void;
  /** No new request starts; requests waiting out a 429 are dropped, the rest finish. */
  cancel(): void;
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

type Halt = { readonly kind: "cancel" } | { readonly kind: "stop"; readonly reason: string };

function countsOf(items: readonly BatchItem[]): BatchCounts {
  const tally: Record<BatchStatus, number> = {
    waiting: 0,
    sending: 0,
    cleared: 0,
    failed: 0,
    unknown: 0,
    "not-sent": 0,
  };
  let retryable = 0;
  for (const item of items) {
    tally[item.status]++;
    if (item.status === "failed" && item.permanent === undefined) retryable++;
  }
  return {
    total: items.length,
    waiting: tally.waiting,
    sending: tally.sending,
    cleared: tally.cleared,
    failed: tally.failed,
    retryable,
    unknown: tally.unknown,
    notSent: tally["not-sent"],
    settled: tally.cleared + tally.failed + tally.unknown + tally["not-sent"],
  };
}

/**
 * Clears a list of users one or two requests at a time. Each id is sent at most once per run:
 * only an id the tenant answered 429 (not processed) is sent again, after the pause. Framework
 * free, so it is tested with a fake `clear` and fake timers.
 */
export function createBatchQueue(options: BatchQueueOptions): BatchQueue {
  const { concurrency, clear } = options;
  const now = options.now ?? Date.now;
  let items: BatchItem[] = options.userIds.map((userId) => ({
    userId,
    status: "waiting",
    message: "",
    errorCode: undefined,
    permanent: undefined,
    connection: undefined,
    finishedAt: undefined,
  }));
  const inFlight = new Map<number, InFlight>();
  const listeners = new Set<() => void>();
  let phase: BatchPhase = "ready";
  let halt: Halt | undefined;
  /** After a final 429: when the tenant said it accepts calls again. */
  let pauseUntil: number | undefined;
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;
  /** No waiting item sits before this index: keeps picking the next id linear in the list. */
  let cursor = 0;
  let snapshot: BatchSnapshot | undefined;

  function pausedUntil(at: number): number | undefined {
    let until = pauseUntil !== undefined && pauseUntil > at ? pauseUntil : undefined;
    for (const request of inFlight.values()) {
      if (request.waitUntil !== undefined && request.waitUntil > at) {
        until = Math.max(until ?? 0, request.waitUntil);
      }
    }
    return until;
  }

  function changed(): void {
    snapshot = undefined;
    for (const listener of listeners) listener();
  }

  function update(index: number, patch: Partial<BatchItem>): void {
    const current = items[index];
    if (current === undefined) return;
    // Untouched items keep their identity, so a list can skip re-rendering them.
    items = items.slice();
    items[index] = { ...current, ...patch };
  }

  function settleAll(from: BatchStatus, to: BatchStatus, message: string): void {
    items = items.map((item) =>
      item.status === from ? { ...item, status: to, message, finishedAt: now() } : item,
    );
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
    else if (phase === "running" && !items.some((item) => item.status === "waiting")) {
      phase = "finished";
    }
  }

  function pump(): void {
    if (phase !== "running") return;
    const until = pausedUntil(now());
    if (until !== undefined) {
      wakeAt(until);
      return;
    }
    pauseUntil = undefined;
    while (inFlight.size < concurrency) {
      while (cursor < items.length && items[cursor]?.status !== "waiting") cursor++;
      if (cursor >= items.length) break;
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
    clearTimeout(wakeTimer);
    wakeTimer = undefined;
    settleAll("waiting", "not-sent", message);
    phase = "stopping";
    dropWaitingRequests();
    finishIfIdle();
  }

  function settle(index: number, error: unknown): void {
    const at = now();
    const outcome = failureOutcome(error, at);
    switch (outcome.kind) {
      case "retry-later":
        if (phase !== "running") {
          update(index, { status: "not-sent", message: "Cancelled before it was sent again." });
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
    sent.then(
      () => {
        inFlight.delete(index);
        update(index, { status: "cleared", message: "", finishedAt: now() });
        pump();
        finishIfIdle();
        changed();
      },
      (error: unknown) => {
        inFlight.delete(index);
        settle(index, error);
        pump();
        finishIfIdle();
        changed();
      },
    );
  }

  function rerun(status: BatchStatus): void {
    if (phase === "running" || phase === "stopping") return;
    // A permanent failure would fail the same way again: it stays as it is.
    const again = (item: BatchItem) => item.status === status && item.permanent === undefined;
    if (!items.some(again)) return;
    items = items.map((item) =>
      again(item)
        ? { ...item, status: "waiting", message: "", errorCode: undefined, finishedAt: undefined }
        : item,
    );
    start();
  }

  function start(): void {
    if (phase === "running" || phase === "stopping") return;
    halt = undefined;
    cursor = 0;
    phase = "running";
    pump();
    changed();
  }

  return {
    getSnapshot() {
      snapshot ??= {
        items,
        phase,
        pausedUntil: phase === "running" ? pausedUntil(now()) : undefined,
        stopReason: halt?.kind === "stop" ? halt.reason : undefined,
        counts: countsOf(items),
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
    retryFailed: () => rerun("failed"),
    resendUnknown: () => rerun("unknown"),
    sendNotSent: () => rerun("not-sent"),
  };
}
