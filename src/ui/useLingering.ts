import { useEffect, useState } from "react";

/**
 * True while `on`, and for `lingerMs` after it turns off: a notice for something that comes back
 * every second (a rate-limit wait between pages) stays up instead of blinking.
 */
export function useLingering(on: boolean, lingerMs: number): boolean {
  const [lingering, setLingering] = useState(false);
  useEffect(() => {
    if (on) {
      setLingering(true);
      return;
    }
    const timer = setTimeout(() => setLingering(false), lingerMs);
    return () => clearTimeout(timer);
  }, [on, lingerMs]);
  return on || lingering;
}
