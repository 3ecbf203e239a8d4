import { relativeTime } from "./relativeTime";

/**
 * "3 months ago", with the exact ISO value in `dateTime`, in the title (hover) and in text that
 * shows when its row or the element holding it has focus (profiles.css).
 */
export function RelativeTime({ iso, nowMs }: { iso: string; nowMs: number }) {
  return (
    <time dateTime={iso} title={iso} className="relative-time">
      <span className="relative-time-ago">{relativeTime(iso, nowMs)}</span>
      <span className="relative-time-exact">{iso}</span>
    </time>
  );
}
