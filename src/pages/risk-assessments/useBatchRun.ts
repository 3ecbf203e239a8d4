import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { ApiClient } from "../../api/client";
import { clearRiskAssessments } from "../../api/risk-assessments/clear";
import type { BatchRequest } from "../../forms/risk-assessment/batchSchema";
import { isEmailText } from "../../forms/shared/findUserInput";
import { useUnsavedChangesGuard } from "../../forms/shared/useUnsavedChangesGuard";
import { createActivityBuffer } from "./activityBuffer";
import { createBatchQueue } from "./batchQueue";
import type { BatchQueue, BatchSnapshot } from "./batchTypes";
import { type ExternalStore, perFrame } from "./frameStore";
import { createRatePacer } from "./ratePacer";
import { resolveConnection } from "./resolveConnection";
import { resolveEmail } from "./resolveEmail";

export interface BatchRun {
  readonly request: BatchRequest;
  readonly queue: BatchQueue;
  /** The queue as the screen reads it: at most once per animation frame. */
  readonly view: ExternalStore<BatchSnapshot>;
  /** Stops reading the tenant's rate-limit answers, and records what Activity has not yet. */
  readonly close: () => void;
}

export interface BatchRunControls {
  readonly run: BatchRun | null;
  readonly snapshot: BatchSnapshot | null;
  /** True while requests may still start or are in flight. */
  readonly active: boolean;
  begin(request: BatchRequest): void;
  /** Forgets the results, for a new batch. */
  discard(): void;
}

const LEAVE_QUESTION =
  "A batch is still clearing assessments. Leaving stops it after the request in flight, and its results are not kept. Leave anyway?";

const noRun = () => () => {};
const noSnapshot = () => null;

/** Held by the page, so results outlive switching between one user and a list. */
export function useBatchRun(client: ApiClient): BatchRunControls {
  const [run, setRun] = useState<BatchRun | null>(null);
  const snapshot = useSyncExternalStore(
    run ? run.view.subscribe : noRun,
    run ? run.view.getSnapshot : noSnapshot,
  );
  const active = snapshot?.phase === "running" || snapshot?.phase === "stopping";

  // A batch left behind (new batch, leaving the screen) sends nothing more.
  useEffect(
    () => () => {
      run?.queue.cancel();
      run?.close();
    },
    [run],
  );

  useUnsavedChangesGuard(active, LEAVE_QUESTION);

  const begin = useCallback(
    (request: BatchRequest) => {
      // Every answer made with the token, this batch's or another screen's, tells the pacer
      // what is left of the tenant's budget.
      const pacer = createRatePacer();
      const stopPacing = client.rateLimitBudget.onAnswer(pacer.observe);
      const activityLog = createActivityBuffer();
      const queue = createBatchQueue({
        userIds: request.userIds,
        concurrency: request.concurrency,
        pacer,
        clear: async (line, options) => {
          // An email line is read exactly in the same slot as its clear, paced like one.
          const byEmail = isEmailText(line) ? await resolveEmail(client, line, options) : undefined;
          const userId = byEmail?.userId ?? line;
          if (byEmail) options.onUserId(userId);
          const activity = {
            operation: "clearRiskAssessments",
            target: userId,
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
              {
                ...options,
                reason: request.reason,
              },
            );
          } catch (error) {
            activityLog.add({ activity, error, at: Date.now() });
            throw error;
          }
          activityLog.add({ activity, at: Date.now() });
        },
      });
      const close = () => {
        stopPacing();
        activityLog.flush();
      };
      setRun({ request, queue, view: perFrame(queue), close });
      queue.start();
    },
    [client],
  );
  const discard = useCallback(() => setRun(null), []);

  return { run, snapshot, active, begin, discard };
}
