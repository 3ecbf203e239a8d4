import type { RateLimitWait } from "../../../api/apiEvents";
import { createBatchItems, waitingItem } from "./batchItems";
import { failureOutcome } from "./batchOutcome";
import { createBatchSchedule } from "./batchSchedule";
import type {
  BatchPhase,
  BatchQueue,
  BatchQueueOptions,
  BatchSnapshot,
  BatchStatus,
} from "./batchTypes";
import { createPaceMeter } from "./paceMeter";
import { tenantStoppedAnswering } from "./tenantUnreachable";

interface InFlight {
  readonly controller: AbortController;
  /** Set while the fetch layer waits out a 429 for this request. */
  waitUntil: number | undefined;
}

type Halt = { readonly kind: "cancel" } | { readonly kind: "stop"; readonly reason: string };

/**
 * Clears a list of users a few requests at a time, paced by the tenant's rate limit when given a
 * pacer. Each id is sent at most once per run: only an id the tenant answered 429 (not
 * processed) is sent again, after the pause. The items and their counts (batchItems.ts), when
 * the next request may start (batchSchedule.ts) and what a failure means (batchOutcome.ts) are
 * units of their own; this closure runs requests and moves the phase. Framework free, so it is
 * tested with a fake `clear` and fake timers.
 */
export function createBatchQueue(options: BatchQueueOptions): BatchQueue {
  const { concurrency, clear, pacer } = options;
  const now = options.now ?? Date.now;
  const meter = createPaceMeter();
  const list = createBatchItems(options.kept?.items ?? options.userIds.map(waitingItem), (at) =>
    meter.settled(at),
  );
  const schedule = createBatchSchedule(now, () => {
    pump();
    changed();
  });
  const inFlight = new Map<number, InFlight>();
  const listeners = new Set<() => void>();
  let version = 0;
  let phase: BatchPhase = options.kept?.phase ?? "ready";
  let halt: Halt | undefined =
    options.kept?.stopReason === undefined
      ? undefined
      : { kind: "stop", reason: options.kept.stopReason };
  /** Held by tenantStoppedAnswering until the user resumes. */
  let unreachable = false;
  let snapshot: BatchSnapshot | undefined;

  const waits = () => [...inFlight.values()].map((request) => request.waitUntil);

  function changed(): void {
    version++;
    snapshot = undefined;
    for (const listener of listeners) listener();
  }

  function finishIfIdle(): void {
    if (inFlight.size > 0) return;
    if (phase === "stopping") phase = halt?.kind === "stop" ? "stopped" : "cancelled";
    else if (phase === "running" && list.counts().waiting === 0) phase = "finished";
  }

  function pump(): void {
    if (phase !== "running" || unreachable) return;
    schedule.clearHold();
    const until = schedule.pausedUntil(now(), waits());
    if (until !== undefined) {
      schedule.wakeAt(until);
      return;
    }
    schedule.clearPause();
    while (inFlight.size < concurrency) {
      const next = list.nextWaiting();
      if (next < 0) break;
      const wait = pacer?.delay(now()) ?? 0;
      if (wait > 0) {
        schedule.hold(now(), wait);
        break;
      }
      send(next);
    }
    finishIfIdle();
  }

  function haltWith(next: Halt, message: string): void {
    halt = next;
    schedule.clearPause();
    schedule.clearHold();
    schedule.cancelWake();
    list.settleAll("waiting", "not-sent", message, now());
    phase = "stopping";
    const at = now();
    for (const request of inFlight.values()) {
      // A request waiting out a 429 has not been processed: dropping it loses nothing.
      if (request.waitUntil !== undefined && request.waitUntil > at) request.controller.abort();
    }
    finishIfIdle();
  }

  function settle(index: number, error: unknown): void {
    const at = now();
    if (tenantStoppedAnswering(error)) unreachable = true;
    const outcome = failureOutcome(error, at);
    switch (outcome.kind) {
      case "retry-later":
        if (phase !== "running") {
          list.update(index, {
            status: "not-sent",
            message: "Cancelled before it was sent again.",
            finishedAt: at,
          });
          return;
        }
        list.update(index, { status: "waiting", message: "" });
        list.rewindTo(index);
        schedule.pauseUntil(outcome.resumeAt);
        return;
      case "failed":
        list.update(index, {
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
        list.update(index, { status: outcome.kind, message: outcome.message, finishedAt: at });
        return;
    }
  }

  function send(index: number): void {
    const item = list.items[index];
    if (item === undefined) return;
    const request: InFlight = { controller: new AbortController(), waitUntil: undefined };
    inFlight.set(index, request);
    pacer?.started();
    list.update(index, {
      status: "sending",
      message: "",
      errorCode: undefined,
      permanent: undefined,
      finishedAt: undefined,
    });
    const onRateLimitWait = (wait: RateLimitWait) => {
      if (inFlight.get(index) !== request) return;
      request.waitUntil = wait.resumeAt;
      if (phase === "running") schedule.wakeAt(wait.resumeAt);
      changed();
    };
    let sent: Promise<void>;
    try {
      sent = clear(item.userId, {
        signal: request.controller.signal,
        onRateLimitWait,
        onConnection: (connection) => {
          if (inFlight.get(index) === request) list.update(index, { connection });
        },
        onUserId: (resolvedUserId) => {
          if (inFlight.get(index) === request) list.update(index, { resolvedUserId });
        },
      });
    } catch (error) {
      sent = Promise.reject(error);
    }
    const done = (error?: unknown) => {
      inFlight.delete(index);
      pacer?.finished();
      if (error === undefined) {
        list.update(index, { status: "cleared", message: "", finishedAt: now() });
      } else settle(index, error);
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
    if (list.requeue(status)) start();
  }

  function start(): void {
    if (phase === "running" || phase === "stopping") return;
    halt = undefined;
    unreachable = false;
    list.rewindTo(0);
    phase = "running";
    meter.restart();
    pump();
    changed();
  }

  return {
    getSnapshot() {
      const at = now();
      snapshot ??= {
        items: list.items,
        version,
        phase,
        pausedUntil:
          phase === "running" && !unreachable ? schedule.pausedUntil(at, waits()) : undefined,
        stopReason: halt?.kind === "stop" ? halt.reason : undefined,
        tenantUnreachable: phase === "running" && unreachable,
        counts: list.counts(),
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
