/** One answer's `X-RateLimit-*` figures and when it arrived (epoch ms, this machine's clock). */
export interface RateAnswer {
  readonly limit: number;
  readonly remaining: number;
  /** Unix seconds at which the tenant's bucket is full again. */
  readonly reset: number;
  readonly at: number;
}

/**
 * The client side of the tenant's token bucket: when a batch may start its next request. The
 * server's jobs keep the same model in the store (server/jobs/rateBudgetSql.ts).
 */
export interface RatePacer {
  /** Milliseconds until the next request may start; 0 to start it now. */
  delay(now: number): number;
  /** A request of the batch left. */
  started(): void;
  /** A request of the batch was answered, or gave up. */
  finished(): void;
  /** An answer of any request made with the token, the batch's own or another screen's. */
  observe(answer: RateAnswer): void;
  /** The tenant's refill rate as measured, requests a second; undefined until an answer says. */
  rate(): number | undefined;
  /** True when the last `delay` held a request back: the rate limit, not concurrency, binds. */
  binding(): boolean;
}

interface Sample {
  readonly at: number;
  readonly remaining: number;
  /** Answers observed up to and including this one. */
  readonly answers: number;
}

/** The refill is measured over at least this span, so the floor of Remaining is a small error. */
const MIN_SPAN_MS = 1_000;
/** Older samples are dropped: the measure follows a tenant that changes its limit. */
const MAX_SPAN_MS = 10_000;
/** Tokens kept back per request a second, for the answers' travel time (100 ms of refill). */
const RESERVE_SECONDS = 0.1;
/** However long the measure says, look again this soon: a request that is never sent stalls. */
const MAX_DELAY_MS = 5_000;

/**
 * Paces a batch inside the tenant's rate limit, adapting to what each answer says instead of a
 * fixed share of it. Every answer re-anchors the estimate of the tenant's bucket to its
 * `Remaining`; between answers the bucket refills at the measured rate, and each request in
 * flight counts as spent (some may already be counted in the anchor: erring that way keeps a
 * few tokens unused rather than meeting a 429). The refill rate is measured from how Remaining
 * moves against the answers that arrived in between, which needs no agreement between this
 * machine's clock and the tenant's; until a second of such samples exists, `Reset` gives a
 * first estimate (the time the bucket needs to fill). A request is held back only while the
 * estimate is below one token plus a reserve proportional to the rate.
 */
export function createRatePacer(): RatePacer {
  let limit: number | undefined;
  let anchor: Sample | undefined;
  let measured: number | undefined;
  let fromReset: number | undefined;
  let inFlight = 0;
  let answers = 0;
  let held = false;
  /** Samples since the bucket was last seen full, oldest first; `head` skips the dropped. */
  const samples: Sample[] = [];
  let head = 0;

  const rate = () => measured ?? fromReset;

  function measure(latest: Sample): void {
    while (head < samples.length && (samples[head]?.at ?? 0) < latest.at - MAX_SPAN_MS) head++;
    if (head > 64 && head * 2 > samples.length) {
      samples.splice(0, head);
      head = 0;
    }
    const oldest = samples[head];
    if (oldest === undefined || latest.at - oldest.at < MIN_SPAN_MS) return;
    // remaining(t2) = remaining(t1) + rate × span − requests charged in between.
    const refilled = latest.remaining - oldest.remaining + (latest.answers - oldest.answers);
    const perSecond = refilled / ((latest.at - oldest.at) / 1000);
    if (perSecond > 0) measured = perSecond;
  }

  return {
    delay(now) {
      held = false;
      if (anchor === undefined || limit === undefined) return 0;
      const perSecond = rate() ?? 0;
      const projected = Math.min(limit, anchor.remaining + (perSecond * (now - anchor.at)) / 1000);
      // A slow refill needs no reserve: a tenant allowing 3 at once may be sent 3.
      const needed = 1 + Math.round(perSecond * RESERVE_SECONDS) + inFlight;
      if (projected >= needed) return 0;
      // Nothing in flight and no answer for a while: one request asks the tenant how things
      // stand, so a rate measured too low (or a Reset from a clock far off) never stalls the batch.
      if (inFlight === 0 && now - anchor.at >= MAX_DELAY_MS) return 0;
      held = true;
      // Nothing refills by the estimate: ask again soon, an answer in flight may tell more.
      if (perSecond <= 0) return MAX_DELAY_MS;
      return Math.min(MAX_DELAY_MS, Math.ceil(((needed - projected) / perSecond) * 1000));
    },
    started() {
      inFlight++;
    },
    finished() {
      inFlight = Math.max(0, inFlight - 1);
    },
    observe(answer) {
      answers++;
      limit = answer.limit;
      const sample: Sample = { at: answer.at, remaining: answer.remaining, answers };
      anchor = sample;
      const deficit = answer.limit - answer.remaining;
      if (deficit >= 1) {
        // A Reset in the past (clocks apart) still yields a finite, if high, first estimate.
        fromReset = deficit / Math.max(1, answer.reset - answer.at / 1000);
      }
      if (deficit <= 1) {
        // A full bucket refills nothing: the span before it says nothing about the rate.
        samples.length = 0;
        head = 0;
        return;
      }
      samples.push(sample);
      measure(sample);
    },
    rate,
    binding: () => held,
  };
}
