import { recordActivities, type SettledWrite } from "../../../session/activityLog";

/** How long a settled clear may wait before Activity shows it. */
const FLUSH_AFTER_MS = 500;

interface ActivityBuffer {
  add(write: SettledWrite): void;
  /** Records what waits now: the run ended or the screen goes away. */
  flush(): void;
}

/**
 * Gathers a batch's settled clears and records them together, at most twice a second: the
 * activity log is rewritten whole on each record, which per user of a batch of thousands is
 * most of the page's work.
 */
export function createActivityBuffer(): ActivityBuffer {
  let waiting: SettledWrite[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const writes = waiting;
    waiting = [];
    recordActivities(writes);
  }
  return {
    add(write) {
      waiting.push(write);
      timer ??= setTimeout(flush, FLUSH_AFTER_MS);
    },
    flush,
  };
}
