import { useEffect, useState } from "react";

function format(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s.toString().padStart(2, "0")} s`;
  return `${s} s`;
}

/** Time left until `until` (ms epoch), ticking every second; `onDone` fires once at zero. */
export function Countdown({ until, onDone }: { until: number; onDone?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = until - now;
  useEffect(() => {
    if (left <= 0) {
      onDone?.();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => window.clearTimeout(timer);
  }, [left, onDone]);
  return <time dateTime={new Date(until).toISOString()}>{format(left)}</time>;
}
