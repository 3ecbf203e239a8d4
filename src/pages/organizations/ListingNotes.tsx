import { describeApiError } from "../../api/apiError";
import { Banner } from "../../ui/Banner";
import { IsolatedText } from "../../ui/IsolatedText";

interface ListingNotesProps {
  listing: { isError: boolean; error: unknown; data: unknown };
  /** How many of its rows the region shows. */
  shown: number;
  /** The region's sentences: "The members could not be loaded.", "… has no members yet." */
  text: { failed: string; none: string };
}

/** Above a region's rows: why its listing failed (an alert), or that it has none. */
export function ListingNotes({ listing, shown, text }: ListingNotesProps) {
  return (
    <>
      {listing.isError ? (
        <Banner as="p" tone="error" role="alert">
          {text.failed} <IsolatedText text={describeApiError(listing.error)} />
        </Banner>
      ) : null}
      {listing.data !== undefined && shown === 0 ? <p>{text.none}</p> : null}
    </>
  );
}
