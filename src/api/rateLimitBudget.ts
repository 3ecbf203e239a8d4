import type { RateLimit } from "./apiError";

/** What the tenant last said about its rate limit, and any wait the client is sitting out. */
interface RateLimitBudgetState {
  readonly limit: number;
  readonly remaining: number;
  /** Epoch milliseconds at which a request waiting out a 429 is sent again, if one waits. */
  readonly resumeAt?: number | undefined;
}

/**
 * The client's record of the rate limit, for the shell's meter: every response carrying all three
 * `X-RateLimit-*` headers replaces the figures (the last answer wins, as the tenant's bucket is
 * shared by every request of the token). Subscribable in the shape `useSyncExternalStore` takes.
 */
export interface RateLimitBudget {
  get(): RateLimitBudgetState | undefined;
  record(rateLimit: RateLimit): void;
  /** A request waits out a 429 until `resumeAt`; the latest wait is the one shown. */
  recordWait(resumeAt: number): void;
  subscribe(listener: () => void): () => void;
  /**
   * Called with the figures of every answer and when it arrived (epoch ms), for a caller that
   * paces itself by how they move; `subscribe` only tells that the state changed. Returns the
   * function that unsubscribes.
   */
  onAnswer(listener: (answer: RateLimit & { readonly at: number }) => void): () => void;
}

export function createRateLimitBudget(now: () => number = Date.now): RateLimitBudget {
  let state: RateLimitBudgetState | undefined;
  const listeners = new Set<() => void>();
  const answerListeners = new Set<(answer: RateLimit & { readonly at: number }) => void>();
  const set = (next: RateLimitBudgetState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  /** A wait whose time has come is over, whether or not a response has arrived since. */
  const pendingWait = () =>
    state?.resumeAt !== undefined && state.resumeAt > now() ? state.resumeAt : undefined;
  return {
    get: () => state,
    record(rateLimit) {
      const { limit, remaining } = rateLimit;
      set({ limit, remaining, resumeAt: pendingWait() });
      const answer = { ...rateLimit, at: now() };
      for (const listener of [...answerListeners]) listener(answer);
    },
    recordWait(resumeAt) {
      // No figures yet (a 429 without the headers): the wait still shows, against an empty bucket.
      const figures = state ?? { limit: 0, remaining: 0 };
      set({ limit: figures.limit, remaining: figures.remaining, resumeAt });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onAnswer(listener) {
      answerListeners.add(listener);
      return () => {
        answerListeners.delete(listener);
      };
    },
  };
}
