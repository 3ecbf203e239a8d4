import { profileProgress } from "@tenant-console/playwright-kit";
import { goToProfiles } from "./screens/tokenExchangeProfiles";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { type FaultName, injectFault, watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";

const LIST_PATH = /^\/api\/v2\/token-exchange-profiles$/;
/** A read is sent again by the client after a network error, 5xx or 429: 3 attempts in all. */
const ATTEMPTS = 3;

/** What the screen shows while the fault holds, before it gives up, and what the user does. */
type Meanwhile =
  | { shows: "the load under way"; status: string; userPresses: "Cancel" }
  | { shows: "the wait explained"; text: RegExp };

interface Case {
  fault: FaultName;
  /** The tenant's real answer, changed by `breakContract`, instead of a made-up one. */
  forward?: boolean;
  meanwhile?: Meanwhile;
  message: RegExp;
  /** Requests the page sends before it gives up. */
  attempts: number;
  /** Also run axe over the failed screen. */
  axe?: boolean;
}

const CASES: readonly Case[] = [
  { fault: "dropped connection", message: /Could not reach the tenant/, attempts: ATTEMPTS },
  {
    fault: "500",
    message: /The tenant failed \(500 Internal Server Error\): boom\./,
    attempts: ATTEMPTS,
    axe: true,
  },
  {
    fault: "502 with an HTML body",
    message: /The tenant failed \(502 Bad Gateway\)\./,
    attempts: ATTEMPTS,
  },
  {
    fault: "2xx that is not JSON",
    message: /The tenant's response broke the contract: the body is not JSON\./,
    attempts: 1,
  },
  {
    fault: "2xx that breaks the contract",
    forward: true,
    message: /The tenant's response broke the contract at token_exchange_profiles\.0\.id: /,
    attempts: 1,
  },
  {
    fault: "hanging request",
    meanwhile: { shows: "the load under way", status: "Loading profiles…", userPresses: "Cancel" },
    message: /Loading the profiles was cancelled before the tenant answered\./,
    attempts: 1,
  },
  {
    fault: "429 with rate-limit headers",
    meanwhile: { shows: "the wait explained", text: /loading is paused/ },
    message: /The tenant is limiting how often it may be called\. Try again in \d+ seconds?\./,
    attempts: ATTEMPTS,
  },
  {
    fault: "429 without headers",
    meanwhile: { shows: "the wait explained", text: /loading is paused/ },
    message: /The tenant is limiting how often it may be called\. Try again in a moment\./,
    attempts: ATTEMPTS,
  },
];

function withoutFirstId(body: unknown): unknown {
  const list = body as { token_exchange_profiles: Record<string, unknown>[] };
  const [first, ...rest] = list.token_exchange_profiles;
  return { ...list, token_exchange_profiles: [{ ...first, id: undefined }, ...rest] };
}

test.describe("Token exchange profiles when the tenant or the network fails", () => {
  for (const { fault, forward = false, meanwhile, message, attempts, axe = false } of CASES) {
    test(`${fault}: says why nothing is listed, and Retry loads the list`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      const gets = watchRequests(page, "GET", LIST_PATH);
      const injected = await injectFault(page, fault, {
        method: "GET",
        path: LIST_PATH,
        forward,
        breakContract: withoutFirstId,
      });
      const status = profileProgress(page);

      await test.step(`the first page meets a ${fault}`, async () => {
        // The connect screen opens on this list, so its first request starts on connecting.
        await goToProfiles(page, { consoleUrl, tenant });
        if (meanwhile?.shows === "the load under way") {
          await expect(status, "the load is shown as under way").toHaveText(meanwhile.status);
          await page.getByRole("button", { name: meanwhile.userPresses }).click();
        }
        if (meanwhile?.shows === "the wait explained") {
          await expect(page.getByText(meanwhile.text), "the wait is explained").toBeVisible();
        }
        await expect(page.getByRole("alert"), "the failure says what happened").toContainText(
          message,
          { timeout: 15_000 },
        );
        await expect(status, "nothing spins").toHaveText("No profiles loaded");
        await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
        // The screen may ask once more when it mounts after its prefetch failed: at most one
        // round of the client's attempts per ask, and none once the failure is shown.
        expect(gets.length, "the attempts the client makes").toBeGreaterThanOrEqual(attempts);
        expect(gets.length, "no more than two rounds").toBeLessThanOrEqual(2 * attempts);
        expect(injected.hits, "each met the fault").toBe(gets.length);
      });
      const sentBeforeRetry = gets.length;

      if (axe) {
        await assertNoSeriousA11yViolations(page, "token exchange profiles after a failed load");
      }

      await test.step("once the tenant answers again, Retry loads the list", async () => {
        await injected.heal();
        await page.getByRole("button", { name: "Retry" }).click();
        await expect(status, "the first page arrived").toHaveText(
          /^(Loaded \d+ profiles|All \d+ profiles loaded)$/,
        );
        await expect(page.getByRole("alert")).toHaveCount(0);
        expect(gets, "one more request, only on Retry").toHaveLength(sentBeforeRetry + 1);
      });
    });
  }
});
