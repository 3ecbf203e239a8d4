import { normalEmail } from "./people.ts";

/**
 * How failed sign-ins slow down. Each email address (known or not, so the lock says nothing about
 * which exist) and each client address keeps a count of failures in a row; from the
 * `lockAfter`-th on, every failure locks that key for `firstLockSeconds`, doubling each time up to
 * `maxLockSeconds`. A key quiet for `forgetAfterSeconds` starts again from nothing; a success
 * clears its email's count. An address gets more failures than an email, since several people
 * may share one machine.
 */
export const LOGIN_THROTTLE = {
  email: { lockAfter: 5 },
  address: { lockAfter: 20 },
  firstLockSeconds: 15,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 15 * 60,
} as const;

/** Past this many keys, stale ones are swept, so a stream of made-up addresses stays bounded. */
const SWEEP_ABOVE = 10_000;

interface Failures {
  count: number;
  lastAtMs: number;
  lockedUntilMs: number;
}

export class LoginThrottle {
  readonly #failures = new Map<string, Failures>();

  constructor(private readonly now: () => number) {}

  /** Whole seconds before this email from this address may try again; 0 when it may now. */
  retryAfterSeconds(email: string, address: string): number {
    const until = Math.max(
      this.#current(emailKey(email))?.lockedUntilMs ?? 0,
      this.#current(addressKey(address))?.lockedUntilMs ?? 0,
    );
    return Math.max(0, Math.ceil((until - this.now()) / 1000));
  }

  failed(email: string, address: string): void {
    this.#count(emailKey(email), LOGIN_THROTTLE.email.lockAfter);
    this.#count(addressKey(address), LOGIN_THROTTLE.address.lockAfter);
    if (this.#failures.size > SWEEP_ABOVE) {
      for (const key of [...this.#failures.keys()]) this.#current(key);
    }
  }

  succeeded(email: string): void {
    this.#failures.delete(emailKey(email));
  }

  /** The tenant's reset forgets every failure, as it forgets everything else. */
  clear(): void {
    this.#failures.clear();
  }

  #count(key: string, lockAfter: number): void {
    const now = this.now();
    const failures = this.#current(key) ?? { count: 0, lastAtMs: now, lockedUntilMs: 0 };
    failures.count += 1;
    failures.lastAtMs = now;
    if (failures.count >= lockAfter) {
      const doublings = failures.count - lockAfter;
      const seconds = Math.min(
        LOGIN_THROTTLE.maxLockSeconds,
        LOGIN_THROTTLE.firstLockSeconds * 2 ** Math.min(doublings, 16),
      );
      failures.lockedUntilMs = now + seconds * 1000;
    }
    this.#failures.set(key, failures);
  }

  /** The key's failures, unless they are stale: then they are forgotten. */
  #current(key: string): Failures | undefined {
    const failures = this.#failures.get(key);
    if (!failures) return undefined;
    const quietSince = Math.max(failures.lastAtMs, failures.lockedUntilMs);
    if (this.now() - quietSince >= LOGIN_THROTTLE.forgetAfterSeconds * 1000) {
      this.#failures.delete(key);
      return undefined;
    }
    return failures;
  }
}

const emailKey = (email: string) => `email:${normalEmail(email)}`;
const addressKey = (address: string) => `address:${address}`;
