interface ListProgress {
  loaded: number;
  /** A first page has arrived. */
  started: boolean;
  hasMore: boolean;
  failed: boolean;
}

/** A list's own words for each stage; each job's messages hold them. */
interface ProgressSentences {
  loading: string;
  none: string;
  loaded: (count: number) => string;
  all: (count: number) => string;
}

/** The progress sentence of the testing contract: "Loaded N profiles", "All N profiles loaded". */
export function progressText(
  { loaded, started, hasMore, failed }: ListProgress,
  sentences: ProgressSentences,
): string {
  if (!started) return failed ? sentences.none : sentences.loading;
  return hasMore ? sentences.loaded(loaded) : sentences.all(loaded);
}
