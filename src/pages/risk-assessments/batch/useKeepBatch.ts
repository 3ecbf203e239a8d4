import { useEffect, useRef, useState } from "react";
import { isSettled } from "./batchTypes";
import { type BatchRun, keptOf } from "./createRun";
import { type Keeping, keepBatch } from "./keptBatch";

/**
 * While a batch runs it is kept this often, so that a tab that dies without a pagehide (a
 * crash, a killed browser) still shows what finished up to then. Writing a batch of 5,000 takes
 * about 15 ms in Chromium; the paste and each answer write nothing.
 */
const KEEP_WHILE_RUNNING_MS = 10_000;

function sameKeeping(a: Keeping | undefined, b: Keeping): boolean {
  if (a === undefined || a.kept !== b.kept) return false;
  return !a.kept || !b.kept || a.omitted === b.omitted;
}

const omittedOf = (run: BatchRun) =>
  Object.values(run.omitted).reduce((sum, count) => sum + count, 0);

/**
 * Keeps `run` for the tab: when it starts, when it settles, every KEEP_WHILE_RUNNING_MS while
 * it runs, when the page is hidden or reloaded mid-run, and when the screen lets go of it
 * mid-run (then again once its requests in flight have answered).
 */
export function useKeepBatch(
  run: BatchRun | null,
  tenantUrl: string,
): { keeping: Keeping | undefined } {
  // A batch read back from the tab is kept already, as far as it could be.
  const [keeping, setKeeping] = useState<Keeping | undefined>(() =>
    run ? { kept: true, omitted: omittedOf(run) } : undefined,
  );
  /** The version of `run` last kept, so a settled batch is written once, not per render. */
  const keptVersion = useRef<{ run: BatchRun | null; version: number }>({
    run,
    version: run?.queue.getSnapshot().version ?? 0,
  });

  useEffect(() => {
    if (!run) {
      setKeeping(undefined);
      return;
    }
    const keepNow = () => {
      const { version } = run.queue.getSnapshot();
      const last = keptVersion.current;
      if (last.run === run && last.version === version) return;
      keptVersion.current = { run, version };
      const next = keepBatch(tenantUrl, keptOf(run, Date.now()));
      // The same answer as last time keeps its object: no render for an unchanged notice.
      setKeeping((current) => (sameKeeping(current, next) ? current : next));
    };
    // Writing a batch of 5,000 takes about 15 ms in Chromium: a task of its own, not added to
    // the frame that renders the batch's start or end.
    let later: number | undefined;
    const keepSoon = () => {
      window.clearTimeout(later);
      later = window.setTimeout(keepNow, 0);
    };
    const whenSettled = () => {
      if (isSettled(run.queue.getSnapshot().phase)) keepSoon();
    };
    const running = () => !isSettled(run.queue.getSnapshot().phase);
    keepSoon();
    const stopListening = run.view.subscribe(whenSettled);
    const timer = window.setInterval(() => {
      if (running()) keepNow();
    }, KEEP_WHILE_RUNNING_MS);
    // A reload or a closed tab: the requests in flight will never be answered to this page.
    const onPageHide = () => {
      if (running()) keepNow();
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.clearTimeout(later);
      window.clearInterval(timer);
      window.removeEventListener("pagehide", onPageHide);
      stopListening();
      if (!running()) return;
      // Left mid-run: keep what it did so far, then its final outcome once the requests in
      // flight have answered (the page cancels the rest).
      keepNow();
      const stopWaiting = run.view.subscribe(() => {
        if (running()) return;
        stopWaiting();
        keepNow();
      });
    };
  }, [run, tenantUrl]);

  return { keeping };
}
