import { type RefObject, useRef, useState } from "react";
import { describeApiError, type WriteDescription } from "../../api/apiError";
import type { ApiClient } from "../../api/client";
import type { WriteActivity } from "../../session/activityLog";
import { useFocusAfterRender } from "../../ui/useFocusAfterRender";
import {
  type CancellableWrite,
  useCancellableWrite,
  type WriteRequest,
} from "./useCancellableWrite";

/** How one attempt settled: its answer, or nothing (the failure is in `failure`). */
type Attempt<T> = { ok: true; value: T } | { ok: false };

export interface ConfirmedWrite {
  write: CancellableWrite;
  /** The confirm panel is open. */
  asking: boolean;
  ask(): void;
  close(): void;
  /**
   * The control that opens the panel. It is disabled or replaced while the panel is open, so
   * focus can only go back to it once the closed panel has rendered: `dismiss` does that.
   */
  opener: RefObject<HTMLButtonElement | null>;
  /** Closes the panel and gives focus back to its opener (Cancel, Escape, a failed write). */
  dismiss(): void;
  /** The last attempt's failure, said for the person; cleared when the next attempt starts. */
  failure: string | null;
  /** Sends one write with `write.run`; a failure is described into `failure`, never thrown. */
  attempt<T>(
    send: (request: WriteRequest) => Promise<T>,
    activity: WriteActivity,
  ): Promise<Attempt<T>>;
}

/**
 * A destructive write asked for in the one confirm panel (WriteConfirmPanel): whether the panel
 * is open, the cancellable write it sends, and what went wrong, in the person's words. `outcome`
 * says what the write does, so a failure whose verdict never came says what may have happened.
 */
export function useConfirmedWrite(
  client: Pick<ApiClient, "rateLimitBudget">,
  outcome?: WriteDescription,
): ConfirmedWrite {
  const write = useCancellableWrite(client);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const attempt = async <T>(
    send: (request: WriteRequest) => Promise<T>,
    activity: WriteActivity,
  ): Promise<Attempt<T>> => {
    setFailure(null);
    try {
      return { ok: true, value: await write.run(send, activity) };
    } catch (error) {
      setFailure(describeApiError(error, outcome));
      return { ok: false };
    }
  };

  return {
    write,
    asking,
    ask: () => setAsking(true),
    close: () => setAsking(false),
    opener,
    dismiss: () => {
      setAsking(false);
      focusAfterRender(() => opener.current);
    },
    failure,
    attempt,
  };
}
