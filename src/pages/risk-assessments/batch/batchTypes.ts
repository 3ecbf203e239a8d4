import type { RateLimitWait } from "../../../api/apiEvents";
import type { BatchRequest, Concurrency } from "../../../api/risk-assessments/batchRequest";
import type { RatePacer } from "../../../lib/ratePacer";
import type { PermanentProblem } from "./failureKind";

export type BatchStatus = "waiting" | "sending" | "cleared" | "failed" | "unknown" | "not-sent";

export interface BatchItem {
  /** The pasted line: a user id, or an email (then `email` holds it too). */
  readonly userId: string;
  /** The pasted email, read exactly before the clear; undefined for a user id. */
  readonly email?: string | undefined;
  /** The user id an email was read as; undefined until then, and for a pasted id. */
  readonly resolvedUserId?: string | undefined;
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
 * A batch kept for the tab whose page went away mid-run (a reload) comes back interrupted.
 */
export type BatchPhase =
  | "ready"
  | "running"
  | "stopping"
  | "finished"
  | "cancelled"
  | "stopped"
  | "interrupted";

/** The phases a batch rests in: its results are final until a follow-up run starts. */
type SettledPhase = "finished" | "cancelled" | "stopped" | "interrupted";

export function isSettled(phase: BatchPhase): phase is SettledPhase {
  return (
    phase === "finished" || phase === "cancelled" || phase === "stopped" || phase === "interrupted"
  );
}

/** What a kept user's outcome can be: nobody is waiting or in flight once the page is gone. */
export type KeptStatus = "cleared" | "failed" | "unknown" | "not-sent";

/** A batch's outcome as kept for the tab (keptBatchCodec.ts), so it outlives the page. */
export interface KeptBatch {
  /** Epoch milliseconds of the confirmation: "sent at 16:08". */
  readonly startedAt: number;
  readonly endedAt: number;
  readonly ended: SettledPhase;
  readonly stopReason: string | undefined;
  readonly request: Omit<BatchRequest, "userIds">;
  /** The users kept, in pasted order: all of them unless `omitted` counts some. */
  readonly items: readonly BatchItem[];
  /** Every user of the batch, kept or not. */
  readonly total: number;
  /** Users counted but not listed, by outcome: a batch too large to keep whole. */
  readonly omitted: Readonly<Record<KeptStatus, number>>;
}

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
  /** Reports the user id an email was read as, for the results. */
  readonly onUserId: (userId: string) => void;
}

/** Sends one user's clear request; resolves on any 2xx, rejects with the fetch layer's error. */
type ClearOne = (userId: string, options: ClearCallOptions) => Promise<void>;

export interface BatchQueueOptions {
  readonly userIds: readonly string[];
  /** A kept batch to go on from: its users and the phase it rested in (`userIds` unused). */
  readonly kept?: {
    readonly items: readonly BatchItem[];
    readonly phase: SettledPhase;
    readonly stopReason: string | undefined;
  };
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
