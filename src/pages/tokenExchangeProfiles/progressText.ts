export interface ListProgress {
  loaded: number;
  /** A first page has arrived. */
  started: boolean;
  hasMore: boolean;
  failed: boolean;
}

/** The progress sentence of the testing contract: "Loaded N profiles", "All N profiles loaded". */
export function progressText({ loaded, started, hasMore, failed }: ListProgress): string {
  if (!started) return failed ? "No profiles loaded" : "Loading profiles…";
  return hasMore ? `Loaded ${loaded} profiles` : `All ${loaded} profiles loaded`;
}
