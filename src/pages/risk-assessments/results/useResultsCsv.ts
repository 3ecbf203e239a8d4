import { useCallback, useEffect, useRef, useState } from "react";
import type { BatchItem } from "../batch/batchTypes";
import { resultsCsvInChunks } from "./resultsCsv";

export interface ResultsCsv {
  /** The file's text once written, for a copy that must happen inside the click. */
  readonly text: string | undefined;
  /** The text, waiting for the writing to finish if it has not yet. */
  readonly get: () => Promise<string>;
}

/**
 * Writes the results' CSV in the background once the run settles (`version` says when the
 * items change), in chunks, so that neither settling nor a click freezes the page.
 */
export function useResultsCsv(
  settled: boolean,
  version: number,
  connection: string,
  items: readonly BatchItem[],
): ResultsCsv {
  const [text, setText] = useState<string | undefined>(undefined);
  const pending = useRef<Promise<string> | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for the list's content
  useEffect(() => {
    setText(undefined);
    if (!settled) {
      pending.current = undefined;
      return;
    }
    const controller = new AbortController();
    // `items` is the queue's live list: copy it before the first yield, as it is now.
    const written = resultsCsvInChunks(connection, items.slice(), controller.signal);
    pending.current = written;
    written.then(
      (csv) => {
        if (!controller.signal.aborted) setText(csv);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [settled, version, connection, items]);

  const get = useCallback(
    () => pending.current ?? Promise.reject(new Error("The batch is still running.")),
    [],
  );
  return { text, get };
}
