import type { ApiClient } from "../../../api/client";
import type { BatchRequest } from "../../../api/risk-assessments/batchRequest";
import { clearRiskAssessments } from "../../../api/risk-assessments/clear";
import { isEmailText } from "../../../api/users/identity";
import { createRatePacer, type RatePacer } from "../../../lib/ratePacer";
import { namedTarget } from "../../../session/namedTarget";
import { createActivityBuffer } from "./activityBuffer";
import { createBatchQueue } from "./batchQueue";
import {
  type BatchQueue,
  type BatchSnapshot,
  isSettled,
  type KeptBatch,
  type KeptStatus,
} from "./batchTypes";
import { type ExternalStore, perFrame } from "./frameStore";
import { NOTHING_OMITTED } from "./keptBatch";
import { resolveConnection } from "./resolveConnection";
import { resolveEmail } from "./resolveEmail";

export interface BatchRun {
  readonly request: BatchRequest;
  readonly queue: BatchQueue;
  /** The queue as the screen reads it: at most once per animation frame. */
  readonly view: ExternalStore<BatchSnapshot>;
  /** Reads the tenant's rate-limit answers while the screen holds the run (useBatchRun). */
  readonly pacer: RatePacer;
  /** Records what Activity has not yet: the run ended or the screen goes away. */
  readonly flushActivity: () => void;
  /** Epoch milliseconds of the confirmation: "sent at 16:08". */
  readonly startedAt: number;
  /** Users of a kept batch counted but no longer listed (keptBatchCodec.ts). */
  readonly omitted: Readonly<Record<KeptStatus, number>>;
}

/**
 * A run of `request`: new (its users waiting, started by the caller), or going on from a batch
 * kept for the tab, its outcomes as they were, so that the follow-ups (Retry failed, Send the
 * users not sent …) work after a reload as before it.
 */
export function createRun(
  client: ApiClient,
  request: BatchRequest,
  startedAt: number,
  kept?: KeptBatch,
): BatchRun {
  const pacer = createRatePacer();
  const activityLog = createActivityBuffer();
  const queue = createBatchQueue({
    userIds: request.userIds,
    kept: kept && { items: kept.items, phase: kept.ended, stopReason: kept.stopReason },
    concurrency: request.concurrency,
    pacer,
    clear: async (line, options) => {
      // An email line is read exactly in the same slot as its clear, paced like one.
      const byEmail = isEmailText(line) ? await resolveEmail(client, line, options) : undefined;
      const userId = byEmail?.userId ?? line;
      if (byEmail) options.onUserId(userId);
      const activity = {
        operation: "clearRiskAssessments",
        ...namedTarget({ id: userId }),
        reason: request.reason,
      } as const;
      // The lookup takes the same slot as the clear, so it is paced and counted like one.
      let connection = request.body.connection;
      if (!connection) {
        connection = byEmail?.connection ?? (await resolveConnection(client, userId, options));
        options.onConnection(connection);
      }
      try {
        await clearRiskAssessments(
          client,
          { userId, body: { ...request.body, connection } },
          { ...options, reason: request.reason },
        );
      } catch (error) {
        activityLog.add({ activity, error, at: Date.now() });
        throw error;
      }
      activityLog.add({ activity, at: Date.now() });
    },
  });
  return {
    request,
    queue,
    view: perFrame(queue),
    pacer,
    flushActivity: activityLog.flush,
    startedAt,
    omitted: kept?.omitted ?? NOTHING_OMITTED,
  };
}

/** The run's batch as it stands, for keeping: unsettled users are written as interrupted. */
export function keptOf(run: BatchRun, at: number): KeptBatch {
  const snapshot = run.queue.getSnapshot();
  const { phase } = snapshot;
  const omitted = Object.values(run.omitted).reduce((sum, count) => sum + count, 0);
  return {
    startedAt: run.startedAt,
    endedAt: at,
    ended: isSettled(phase) ? phase : "interrupted",
    stopReason: snapshot.stopReason,
    request: run.request,
    items: snapshot.items,
    total: snapshot.items.length + omitted,
    omitted: run.omitted,
  };
}
