import { memo } from "react";
import { tokenExchangeProfilesMessages as text } from "../messages";
import { exactTime, relativeTime } from "./relativeTime";

/**
 * "Updated 3 months ago" (or "Created …" for a profile never updated), with the exact time in
 * `dateTime`, in the title (hover) and in text that shows while its row has focus or the pointer
 * is on it (profiles.css). Both times are in the title, so nothing is lost by the merged column.
 */
/** Memoized: its row renders again each time it moves while scrolling, its times do not change. */
export const LastChange = memo(function LastChange({
  created,
  updated,
  nowMs,
}: {
  created: string;
  updated: string;
  nowMs: number;
}) {
  const neverUpdated = created === updated;
  const iso = neverUpdated ? created : updated;
  const title = neverUpdated
    ? text.lastChange.createdTitle(exactTime(created))
    : text.lastChange.updatedTitle(exactTime(updated), exactTime(created));
  return (
    <time
      dateTime={iso}
      title={/* console text: dates the console formats */ title}
      className="relative-time"
    >
      <span className="relative-time-ago">
        {(neverUpdated ? text.lastChange.created : text.lastChange.updated)(
          relativeTime(iso, nowMs),
        )}
      </span>
      <span className="relative-time-exact visually-hidden">{exactTime(iso)}</span>
    </time>
  );
});
