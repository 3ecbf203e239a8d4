import { Button } from "../../ui/Button";
import { Countdown } from "../../ui/Countdown";
import { Sentence } from "../../ui/Sentence";
import { useLingering } from "../../ui/useLingering";

/** Longer than the gap between two waits when a listing is read at the service's rate. */
const WAIT_LINGER_MS = 3_000;

interface SearchAction {
  readonly label: string;
  readonly run: () => void;
}

/**
 * One button in one place: Stop while the search reads on, then Search on (or Search again after
 * a failure), so focus stays on it instead of falling to the page when the button it was on goes.
 */
export function searchAction(
  search: { stop: (() => void) | undefined; retry: () => void; state: { kind: string } },
  filtering: boolean,
  labels: { stop: string; searchOn: string; retry: string },
): SearchAction | undefined {
  if (search.stop) return { label: labels.stop, run: search.stop };
  if (!filtering) return undefined;
  if (search.state.kind === "stopped") return { label: labels.searchOn, run: search.retry };
  if (search.state.kind === "failed") return { label: labels.retry, run: search.retry };
  return undefined;
}

interface Props {
  /** A filter is set: the status says what the search found instead of what the list loaded. */
  filtering: boolean;
  /** What the search says of itself (searchSentence, memberSearchSentence). */
  sentence: string;
  /** "Loaded N …" of the unfiltered list. */
  progress: string;
  action: SearchAction | undefined;
  /** While the search waits out the tenant's rate limit: when it resumes (epoch ms). */
  resumeAt: number | undefined;
  /** Whether the search is reading on (a wait is only news while it is). */
  readingOn: boolean;
  /** "The tenant is limiting how fast … can be read, so the search goes slower." */
  rateLimited: string;
  /** "The next page is read in", before the countdown. */
  nextPageIn: string;
}

/**
 * A listing search's status, its one button (Stop, which becomes Search on or Search again so
 * that focus stays on it) and the notice of the tenant's rate limit, for every filter that reads
 * a listing on to its end.
 */
export function SearchControls({
  filtering,
  sentence,
  progress,
  action,
  resumeAt,
  readingOn,
  rateLimited,
  nextPageIn,
}: Props) {
  // At the service's rate a wait comes every second or two: the notice stays up between them.
  const limited = useLingering(resumeAt !== undefined, WAIT_LINGER_MS) && readingOn;
  return (
    <>
      <div className="list-search">
        <p role="status" className="list-status">
          {filtering ? <Sentence text={sentence} /> : progress}
        </p>
        {action ? <Button onClick={action.run}>{action.label}</Button> : null}
      </div>
      {/* Raw, not <Banner>: one live region, drawn as a banner only while it has something to say. */}
      <p className={limited ? "banner warning list-search-wait" : "visually-hidden"}>
        {/* Always present, so the limit is announced when it starts; not the countdown, which
            would be read out every second. */}
        <span aria-live="polite">{limited ? rateLimited : ""}</span>
        {limited && resumeAt !== undefined ? (
          <>
            {" "}
            {nextPageIn} <Countdown until={resumeAt} />.
          </>
        ) : null}
      </p>
    </>
  );
}
