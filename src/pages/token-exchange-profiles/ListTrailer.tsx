import { describeApiError } from "../../api/apiError";
import { IsolatedText } from "../../ui/IsolatedText";
import { tokenExchangeProfilesMessages as text } from "./messages";
import type { GridTrailer } from "./TokenExchangeProfileGrid";
import type { TokenExchangeProfilePages } from "./useTokenExchangeProfilePages";

/** The grid's last row: what happens after the loaded profiles, if anything. */
export function listTrailer(
  list: TokenExchangeProfilePages,
  /** A search (filter or a details URL) was cancelled with pages left unread. */
  searchStopped: boolean,
  resumeSearch: () => void,
  restart: () => void,
): GridTrailer | null {
  const failure = list.loadMoreFailure;
  if (failure?.cursorRejected) {
    return {
      pinned: true,
      content: (
        <>
          <span role="alert">
            {text.trailer.cursorRefused} <IsolatedText text={describeApiError(failure.error)} />
          </span>
          <button type="button" onClick={restart}>
            {text.trailer.restart}
          </button>
        </>
      ),
    };
  }
  if (failure) {
    return {
      pinned: true,
      content: (
        <>
          <span role="alert">
            {text.trailer.moreFailed} <IsolatedText text={describeApiError(failure.error)} />
          </span>
          <button type="button" onClick={list.retry}>
            {text.retry}
          </button>
        </>
      ),
    };
  }
  if (!list.hasMore) return null;
  if (searchStopped) {
    return {
      pinned: true,
      content: (
        <>
          <span>{text.trailer.searchStopped}</span>
          <button type="button" onClick={resumeSearch}>
            {text.trailer.searchRest}
          </button>
        </>
      ),
    };
  }
  if (list.fetching) return { pinned: false, content: text.trailer.loadingMore };
  return { pinned: false, content: text.trailer.moreOnScroll };
}
