import { describeApiError } from "../../api/apiError";
import { IsolatedText } from "../../ui/IsolatedText";
import type { GridTrailer } from "./ProfileGrid";
import type { ProfileList } from "./useProfileList";

/** The grid's last row: what happens after the loaded profiles, if anything. */
export function listTrailer(
  list: ProfileList,
  filtering: boolean,
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
  if (filtering) {
    // The button stays while a page loads, so it keeps focus; a disabled one would drop it.
    return {
      pinned: true,
      content: (
        <>
          <span>
            {list.fetching
              ? "Loading more profiles…"
              : "More profiles exist; the filter searches only those loaded."}
          </span>
          <button type="button" aria-disabled={list.fetching} onClick={list.loadMore}>
            Load more profiles
          </button>
        </>
      ),
    };
  }
  if (list.fetching) return { pinned: false, content: "Loading more profiles…" };
  return { pinned: false, content: "More profiles load as you scroll." };
}
