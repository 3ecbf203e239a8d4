import { tokenExchangeProfilesMessages as text } from "../../lib/messages/tokenExchangeProfiles";

export interface ListProgress {
  loaded: number;
  /** A first page has arrived. */
  started: boolean;
  hasMore: boolean;
  failed: boolean;
}

/** The progress sentence of the testing contract: "Loaded N profiles", "All N profiles loaded". */
export function progressText({ loaded, started, hasMore, failed }: ListProgress): string {
  if (!started) return failed ? text.progress.none : text.progress.loading;
  return hasMore ? text.progress.loaded(loaded) : text.progress.all(loaded);
}
