import type { Page } from "@playwright/test";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { type FaultName, injectFault, watchRequests } from "./support/faults";
import { connectConsole, expect, type LocalTenant, test } from "./support/fixtures";

const LIST_PATH = /^\/api\/v2\/token-exchange-profiles$/;
/** A read is sent again by the client after a network error, 5xx or 429: 3 attempts in all. */
const ATTEMPTS = 3;

interface Case {
  fault: FaultName;
  message: RegExp;
  /** Requests the page sends before it gives up. */
  attempts: number;
}

const CASES: readonly Case[] = [
  { fault: "dropped connection", message: /Could not reach the tenant/, attempts: ATTEMPTS },
  {
    fault: "500",
    message: /The tenant failed \(500 Internal Server Error\): boom\./,
    attempts: ATTEMPTS,
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
    message: /The tenant's response broke the contract at token_exchange_profiles\.0\.id: /,
    attempts: 1,
  },
  {
    fault: "hanging request",
    message: /Loading the profiles was cancelled before the tenant answered\./,
    attempts: 1,
  },
  {
    fault: "429 with rate-limit headers",
    message: /The tenant is limiting how often it may be called\. Try again in \d+ seconds?\./,
    attempts: ATTEMPTS,
  },
  {
    fault: "429 without headers",
    message: /The tenant is limiting how often it may be called\. Try again in a moment\./,
    attempts: ATTEMPTS,
  },
];

/** The connect screen opens on this list, so its first request starts as soon as it connects. */
async function goToProfiles(page: Page, consoleUrl: string, tenant: LocalTenant) {
  await connectConsole(page, { consoleUrl, tenant, route: "/token-exchange-profiles" });
  await expect(
    page.getByRole("heading", { level: 1, name: "Token exchange profiles" }),
  ).toBeVisible();
}

function withoutFirstId(body: unknown): unknown {
  const list = body as { token_exchange_profiles: Record<string, unknown>[] };
  const [first, ...rest] = list.token_exchange_profiles;
  return { ...list, token_exchange_profiles: [{ ...first, id: undefined }, ...rest] };
}

test.describe("Token exchange profiles when the tenant or the network fails", () => {
  for (const { fault, message, attempts } of CASES) {
    test(`${fault}: says why nothing is listed, and Retry loads the list`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      const gets = watchRequests(page, "GET", LIST_PATH);
      const injected = await injectFault(page, fault, {
        method: "GET",
        path: LIST_PATH,
        forward: fault === "2xx that breaks the contract",
        breakContract: withoutFirstId,
      });
      const status = page.getByRole("status").filter({ hasText: /profiles/ });

      await test.step(`the first page meets a ${fault}`, async () => {
        await goToProfiles(page, consoleUrl, tenant);
        if (fault === "hanging request") {
          await expect(status, "the load is shown as under way").toHaveText("Loading profiles…");
          await page.getByRole("button", { name: "Cancel" }).click();
        }
        if (fault.startsWith("429")) {
          await expect(page.getByText(/loading is paused/), "the wait is explained").toBeVisible();
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

      if (fault === "500") {
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
