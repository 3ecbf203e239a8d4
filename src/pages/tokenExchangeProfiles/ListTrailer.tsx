import { describeApiError } from "../../api/apiError";
import { IsolatedText } from "../../ui/IsolatedText";
import type { GridTrailer } from "./ProfileGrid";
import type { ProfileList } from "./useProfileList";

/** The grid's last row: what happens after the loaded profiles, if anything. */
export function listTrailer(
  list: ProfileList,
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
            The tenant did not accept the list's cursor again after a restart.{" "}
            <IsolatedText text={describeApiError(failure.error)} />
          </span>
          <button type="button" onClick={restart}>
            Restart from the first page
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
            Could not load more profiles. <IsolatedText text={describeApiError(failure.error)} />
          </span>
          <button type="button" onClick={list.retry}>
            Retry
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
          <span>More profiles exist; the search was stopped before them.</span>
          <button type="button" onClick={resumeSearch}>
            Search the rest
          </button>
        </>
      ),
    };
  }
  if (list.fetching) return { pinned: false, content: "Loading more profiles…" };
  return { pinned: false, content: "More profiles load as you scroll." };
}
