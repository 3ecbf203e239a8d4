import { useState } from "react";
import { Countdown } from "./Countdown";

interface RateLimitMeterProps {
  readonly limit: number;
  readonly remaining: number;
  /** Epoch milliseconds at which a request waiting out a 429 goes again, while one waits. */
  readonly resumeAt?: number | undefined;
}

/** Below this share of the limit the bar turns to the warning colour: the next burst may wait. */
const LOW_SHARE = 0.2;

/**
 * The tenant's rate limit as its last answer stated it: how many requests are left of the limit,
 * and while a request waits out a 429, the time until it goes again. The screen that waits
 * announces the wait (`role="status"`); this one only shows it, so it is not announced twice.
 */
export function RateLimitMeter({ limit, remaining, resumeAt }: RateLimitMeterProps) {
  // The wait whose countdown reached zero: a later wait (another resumeAt) shows again.
  const [overAt, setOverAt] = useState<number>();
  const waiting = resumeAt !== undefined && resumeAt !== overAt;
  const share = limit > 0 ? Math.min(1, remaining / limit) : 0;
  return (
    <div
      className="budget"
      data-level={share < LOW_SHARE ? "low" : "ok"}
      data-waiting={waiting || undefined}
    >
      {/* Says what the bare figures are; hidden from assistive tech, which hears the meter's name. */}
      <span className="budget-label" aria-hidden="true">
        Rate limit
      </span>
      {/* The aria-value* repeat min/max/value because automation reads them by those names. */}
      <meter
        aria-label="Rate limit budget"
        min={0}
        max={limit}
        value={remaining}
        low={limit * LOW_SHARE}
        optimum={limit}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={remaining}
        aria-valuetext={/* console text: two numbers */ `${remaining} of ${limit} requests left`}
        className="budget-meter"
      />
      <span className="budget-text" aria-hidden="true">
        {waiting ? (
          <>
            Waiting <Countdown until={resumeAt} onDone={() => setOverAt(resumeAt)} />
          </>
        ) : (
          <>
            {remaining}
            {/* A phone's bar keeps the count left and drops the limit (the meter shows the share). */}
            <span className="budget-of">/{limit}</span>
          </>
        )}
      </span>
    </div>
  );
}
