/**
 * Settled states as methods, not sleeps: each waits for what the screen announces (a
 * `role="status"`, `aria-busy`, a `role="alert"`), as the testing contract documents it.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export interface WaitOptions {
  /** How long to wait, in ms; Playwright's expect timeout unless given. */
  timeout?: number;
}

/**
 * Every wait for the tenant's rate limit, as the console announces it: "The tenant is limiting
 * requests…" under a write's button and over the profile list, "Paused: the tenant is limiting
 * requests…" in a risk batch.
 */
const RATE_LIMIT_WAIT = /the tenant is limiting requests/i;

/** The `role="status"` or live text that announces a wait for the rate limit, while there is one. */
export function rateLimitWait(scope: Page | Locator): Locator {
  return scope.getByText(RATE_LIMIT_WAIT);
}

/** Resolves once no wait for the rate limit is announced any more (at once when none is). */
export async function waitForRateLimitWaitOver(
  scope: Page | Locator,
  { timeout = 60_000 }: WaitOptions = {},
): Promise<void> {
  await expect(rateLimitWait(scope), "the rate-limit wait is over").toHaveCount(0, { timeout });
}

/** Resolves once nothing in `scope` has `aria-busy="true"` (a loading list or form). */
export async function waitForNotBusy(
  scope: Page | Locator,
  { timeout }: WaitOptions = {},
): Promise<void> {
  await expect(scope.locator('[aria-busy="true"]'), "nothing is loading").toHaveCount(0, {
    timeout,
  });
}

/**
 * The sentence every write's alert uses when its outcome is unknown (it left, no verdict came
 * back): "…so it is not known whether the organization was created."
 */
const OUTCOME_UNKNOWN = /is not known whether/;

/** The `role="alert"` that says a write's outcome is unknown. */
export function outcomeUnknownAlert(scope: Page | Locator): Locator {
  return scope.getByRole("alert").filter({ hasText: OUTCOME_UNKNOWN });
}

/** Whether the screen says, right now, that a write's outcome is unknown. */
export async function isOutcomeUnknown(scope: Page | Locator): Promise<boolean> {
  return (await outcomeUnknownAlert(scope).count()) > 0;
}

/** Waits until the screen says a write's outcome is unknown, and returns the alert's text. */
export async function waitForOutcomeUnknown(
  scope: Page | Locator,
  { timeout }: WaitOptions = {},
): Promise<string> {
  const alert = outcomeUnknownAlert(scope);
  await expect(alert, "the alert says the outcome is unknown").toBeVisible({ timeout });
  return (await alert.innerText()).trim();
}
