import type { Page } from "@playwright/test";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { type FaultName, injectFault, watchRequests } from "./support/faults";
import { connectConsole, expect, type LocalTenant, test } from "./support/fixtures";

const { userId, connection } = SEED_FACTS.firstUser;
const CLEAR_PATH = /^\/api\/v2\/users\/[^/]+\/risk-assessments\/clear$/;
/** The client's attempts at a write the tenant refused with 429 (it was not processed). */
const RATE_LIMITED_ATTEMPTS = 3;

interface Case {
  fault: FaultName;
  /** The tenant applies the clear and only its answer is broken. */
  applied: boolean;
  /** The alert's text; undefined where the contract makes the answer a success. */
  message?: RegExp;
}

/**
 * The contract defines no body for a clear: any 2xx is success, whatever it holds, so a body
 * that is not JSON or breaks some shape is not a fault here.
 */
const CASES: readonly Case[] = [
  {
    fault: "dropped connection",
    applied: true,
    message:
      /The connection to the tenant failed before it answered, so it is not known whether the assessments were cleared/,
  },
  {
    fault: "500",
    applied: false,
    message:
      /The tenant failed \(500 Internal Server Error\) while clearing the assessments, so it is not known whether the assessments were cleared/,
  },
  {
    fault: "502 with an HTML body",
    applied: false,
    message:
      /The tenant failed \(502 Bad Gateway\) while clearing the assessments, so it is not known whether the assessments were cleared/,
  },
  { fault: "2xx that is not JSON", applied: true },
  { fault: "2xx that breaks the contract", applied: true },
  {
    fault: "hanging request",
    applied: true,
    message:
      /You cancelled the request after it was sent, so it is not known whether the assessments were cleared/,
  },
  {
    fault: "429 with rate-limit headers",
    applied: false,
    message: /The tenant is limiting how often it may be called\. Try again in \d+ seconds?\./,
  },
  {
    fault: "429 without headers",
    applied: false,
    message: /The tenant is limiting how often it may be called\. Try again in a moment\./,
  },
];

const userIdInput = (page: Page) => page.getByLabel("User id", { exact: true });
const connectionInput = (page: Page) => page.getByLabel("Connection", { exact: true });
const cleared = (page: Page) => page.getByRole("heading", { name: "Assessments cleared" });

async function goToRiskAssessments(page: Page, consoleUrl: string, tenant: LocalTenant) {
  await connectConsole(page, { consoleUrl, tenant, route: "/risk-assessments" });
  await expect(page.getByRole("heading", { level: 1, name: "Risk assessments" })).toBeVisible();
}

async function confirmClear(page: Page) {
  await page.getByRole("button", { name: "Clear assessments" }).click();
  await page.getByRole("button", { name: `Clear for ${userId}` }).click();
}

async function assessmentsInTenant(tenant: LocalTenant): Promise<unknown> {
  const { users } = await tenant.control.state();
  return users.find((user) => user.user_id === userId)?.assessments[connection];
}

test.describe("Clear risk assessments when the tenant or the network fails", () => {
  for (const { fault, applied, message } of CASES) {
    test(`${fault}: says what happened, keeps the input, and clearing again is sent once`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      const before = await assessmentsInTenant(tenant);
      expect(before, "the seed user has an assessment to clear").not.toEqual([]);
      const posts = watchRequests(page, "POST", CLEAR_PATH);
      const rateLimited = fault.startsWith("429");

      await test.step("support fills in the user and the connection", async () => {
        await goToRiskAssessments(page, consoleUrl, tenant);
        await userIdInput(page).fill(userId);
        await connectionInput(page).fill(connection);
      });

      const injected = await injectFault(page, fault, {
        method: "POST",
        path: CLEAR_PATH,
        forward: applied,
        breakContract: () => ({ unexpected: ["not", "in", "the", "contract"] }),
      });

      await test.step(`the clear meets a ${fault}`, async () => {
        await confirmClear(page);
        if (fault === "hanging request") {
          await expect(page.getByRole("status"), "the wait is shown").toHaveText("Clearing…");
          await expect.poll(() => assessmentsInTenant(tenant), "the tenant got it").toEqual([]);
          await page.getByRole("button", { name: "Cancel" }).click();
        }
        if (rateLimited) {
          await expect(page.getByRole("status"), "the wait is shown").toContainText(
            "The tenant is limiting requests; sending again in",
          );
        }
        if (message === undefined) {
          await expect(cleared(page), "any 2xx is success for a clear").toBeVisible();
        } else {
          await expect(page.getByRole("alert"), "the failure says what happened").toContainText(
            message,
            { timeout: 15_000 },
          );
        }
      });

      await test.step("nothing was sent twice and the tenant holds what it was told", async () => {
        expect(posts, "clears the page sent").toHaveLength(rateLimited ? RATE_LIMITED_ATTEMPTS : 1);
        expect(injected.hits, "every one met the fault").toBe(posts.length);
        expect(await assessmentsInTenant(tenant)).toEqual(applied ? [] : before);
      });
      if (message === undefined) return;

      await test.step("nothing typed is lost", async () => {
        await expect(userIdInput(page)).toHaveValue(userId);
        await expect(connectionInput(page)).toHaveValue(connection);
        await expect(page.getByRole("button", { name: "Clear assessments" })).toBeEnabled();
      });
      if (fault === "hanging request") {
        await assertNoSeriousA11yViolations(page, "risk assessments after a cancelled clear");
      }

      await test.step("clearing again knowingly sends one request and clears", async () => {
        await injected.heal();
        await confirmClear(page);
        await expect(cleared(page)).toBeVisible();
        expect(posts, "one more clear").toHaveLength((rateLimited ? RATE_LIMITED_ATTEMPTS : 1) + 1);
        expect(await assessmentsInTenant(tenant)).toEqual([]);
      });
    });
  }
});
