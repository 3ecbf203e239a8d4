import type { ReactNode } from "react";
import { describeApiError } from "../../../api/apiError";
import { Button } from "../../../ui/Button";
import { IsolatedText } from "../../../ui/IsolatedText";
import type { GridTrailer } from "../grid/TokenExchangeProfileGrid";
import { tokenExchangeProfilesMessages as text } from "../messages";
import type { TokenExchangeProfilePages } from "./useTokenExchangeProfilePages";

/** A pinned last row: what stopped the list, and the button that carries on. */
function pinned(message: ReactNode, action: { label: string; onClick: () => void }): GridTrailer {
  return {
    pinned: true,
    content: (
      <>
        {message}
        <Button onClick={action.onClick}>{action.label}</Button>
      </>
    ),
  };
}

/** A failed page, read out as an alert with the tenant's reason. */
function failed(sentence: string, error: unknown): ReactNode {
  return (
    <span role="alert">
      {sentence} <IsolatedText text={describeApiError(error)} />
    </span>
  );
}

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
    return pinned(failed(text.trailer.cursorRefused, failure.error), {
      label: text.trailer.restart,
      onClick: restart,
    });
  }
  if (failure) {
    return pinned(failed(text.trailer.moreFailed, failure.error), {
      label: text.retry,
      onClick: list.retry,
    });
  }
  if (!list.hasMore) return null;
  if (searchStopped) {
    return pinned(<span>{text.trailer.searchStopped}</span>, {
      label: text.trailer.searchRest,
      onClick: resumeSearch,
    });
  }
  if (list.fetching) return { pinned: false, content: text.trailer.loadingMore };
  return { pinned: false, content: text.trailer.moreOnScroll };
}
