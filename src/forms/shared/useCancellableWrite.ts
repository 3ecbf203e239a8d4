import { useCallback, useRef, useState } from "react";
import type { ApiClient, RequestOptions } from "../../api/client";
import { recordActivity, type WriteActivity } from "../../session/activityLog";
import { useResumeAt } from "../../ui/useResumeAt";

/** What `run` hands the request: pass it on to the operation (it is its RequestOptions). */
export type WriteRequest = Required<Pick<RequestOptions, "signal">> &
  Pick<RequestOptions, "reason" | "targetName">;

export interface CancellableWrite {
  /** A write started by `run` has not settled. */
  readonly pending: boolean;
  /** While its request waits out a 429: when it is sent again (epoch ms), for SubmitBar. */
  readonly resumeAt: number | undefined;
  /**
   * Sends one write; resolves or rejects as `send` does (an abort rejects with kind "aborted").
   * How it settled is recorded in the tab's Activity with `activity`, whose reason goes on the
   * request (only ever to the console's own server).
   */
  run<T>(send: (request: WriteRequest) => Promise<T>, activity: WriteActivity): Promise<T>;
  /** Aborts the pending write's request, wherever it is (sending, waiting out a 429). */
  cancel(): void;
}

/**
 * The one cancellable write every screen sends through: one request at a time, its pending
 * state and its rate-limit wait, read from the client that sends it (useResumeAt), and its
 * outcome recorded in Activity. It is sent straight to its operation (src/api/<resource>/), and
 * what it changes in the cache is the resource's own (src/api/<resource>/cache.ts). Screens use
 * it through one of its two presentations: a form (useFormWrite: alert, guard, WriteSubmitBar)
 * or a confirm panel (useConfirmedWrite with WriteConfirmPanel, a typed name included). Two
 * forms hold it bare beside their own state machine: the risk clear, whose confirm step is part
 * of the form, and the attribute profile editor, whose alert lives in its reducer.
 *
 * ```tsx
 * const { write, send } = useFormWrite(client, { dirty, submitting, blockedBy });
 * send({
 *   request: (request) => createOrganization(client, toBody(values), request),
 *   activity: { operation: "createOrganization", ...namedTarget({ name: values.name }) },
 *   onDone: (organization) => organizationCreated(cache, organization),
 *   onFailure: (error) => showAlert(describeApiError(error, CREATE_ORGANIZATION_WRITE)),
 * });
 * <WriteSubmitBar write={write} label="Create organization" pendingText="Creating…" />
 * ```
 */
export function useCancellableWrite(client: Pick<ApiClient, "rateLimitBudget">): CancellableWrite {
  const controller = useRef<AbortController | null>(null);
  const [pending, setPending] = useState(false);
  const resumeAt = useResumeAt(client.rateLimitBudget, pending);

  const run = useCallback(
    async <T>(send: (request: WriteRequest) => Promise<T>, activity: WriteActivity): Promise<T> => {
      const abort = new AbortController();
      controller.current = abort;
      setPending(true);
      try {
        const result = await send({
          signal: abort.signal,
          reason: activity.reason,
          targetName: activity.targetName,
        });
        recordActivity(activity);
        return result;
      } catch (error) {
        recordActivity(activity, error);
        throw error;
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setPending(false);
        }
      }
    },
    [],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);

  return { pending, resumeAt, run, cancel };
}
