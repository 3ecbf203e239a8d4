import {
  assertCleared,
  confirmSingleClear,
  fillSingleClear,
  riskForm,
} from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { assessmentsIn, CLEAR_PATH, goToRiskAssessments } from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { type FaultName, injectFault, watchRequests } from "./support/faults";
import { expect, type LocalTenant, test } from "./support/fixtures";

const { userId, connection } = SEED_FACTS.firstUser;
/** The client's attempts at a write the tenant refused with 429 (it was not processed). */
const RATE_LIMITED_ATTEMPTS = 3;

/** What the screen shows while the fault holds, before the outcome, and what the user does. */
type Meanwhile =
  | { shows: "the write under way"; status: string; userPresses: "Cancel" }
  | { shows: "the rate-limit wait"; status: string };

interface Case {
  fault: FaultName;
  /** The tenant applies the clear and only its answer is broken. */
  applied: boolean;
  meanwhile?: Meanwhile;
  /** The alert's text, or "cleared" where the contract makes the answer a success. */
  outcome: RegExp | "cleared";
  /** Clears the page sends: one, or the client's attempts at a write refused with 429. */
  posts: number;
  /** Also run axe over the screen after the failure. */
  axe?: boolean;
}

const RATE_LIMIT_WAIT: Meanwhile = {
  shows: "the rate-limit wait",
  status: "The tenant is limiting requests; sending again in",
};

/**
 * The contract defines no body for a clear: any 2xx is success, whatever it holds, so a body
 * that is not JSON or breaks some shape is not a fault here.
 */
const CASES: readonly Case[] = [
  {
    fault: "dropped connection",
    applied: true,
    outcome:
      /The connection to the tenant failed before it answered, so it is not known whether the assessments were cleared/,
    posts: 1,
  },
  {
    fault: "500",
    applied: false,
    outcome:
      /The tenant failed \(500 Internal Server Error\) while clearing the assessments, so it is not known whether the assessments were cleared/,
    posts: 1,
  },
  {
    fault: "502 with an HTML body",
    applied: false,
    outcome:
      /The tenant failed \(502 Bad Gateway\) while clearing the assessments, so it is not known whether the assessments were cleared/,
    posts: 1,
  },
  { fault: "2xx that is not JSON", applied: true, outcome: "cleared", posts: 1 },
  { fault: "2xx that breaks the contract", applied: true, outcome: "cleared", posts: 1 },
  {
    fault: "hanging request",
    applied: true,
    meanwhile: { shows: "the write under way", status: "Clearing…", userPresses: "Cancel" },
    outcome:
      /You cancelled the request after it was sent, so it is not known whether the assessments were cleared/,
    posts: 1,
    axe: true,
  },
  {
    fault: "429 with rate-limit headers",
    applied: false,
    meanwhile: RATE_LIMIT_WAIT,
    outcome: /The tenant is limiting how often it may be called\. Try again in \d+ seconds?\./,
    posts: RATE_LIMITED_ATTEMPTS,
  },
  {
    fault: "429 without headers",
    applied: false,
    meanwhile: RATE_LIMIT_WAIT,
    outcome: /The tenant is limiting how often it may be called\. Try again in a moment\./,
    posts: RATE_LIMITED_ATTEMPTS,
  },
];

async function assessmentsOfUser(tenant: LocalTenant): Promise<readonly string[] | undefined> {
  return (await assessmentsIn(tenant, connection)).get(userId);
}

test.describe("Clear risk assessments when the tenant or the network fails", () => {
  for (const { fault, applied, meanwhile, outcome, posts, axe = false } of CASES) {
    test(`${fault}: says what happened, keeps the input, and clearing again is sent once`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      const before = await assessmentsOfUser(tenant);
      expect(before, "the seed user has an assessment to clear").not.toEqual([]);
      const sent = watchRequests(page, "POST", CLEAR_PATH);
      const form = riskForm(page);

      await test.step("support fills in the user and the connection", async () => {
        await goToRiskAssessments(page, { consoleUrl, tenant });
        await fillSingleClear(page, { userId, connection });
      });

      const injected = await injectFault(page, fault, {
        method: "POST",
        path: CLEAR_PATH,
        forward: applied,
        breakContract: () => ({ unexpected: ["not", "in", "the", "contract"] }),
      });

      await test.step(`the clear meets a ${fault}`, async () => {
        await confirmSingleClear(page, userId);
        if (meanwhile?.shows === "the write under way") {
          await expect(form.confirmation.getByRole("status"), "the wait is shown").toHaveText(
            meanwhile.status,
          );
          await expect.poll(() => assessmentsOfUser(tenant), "the tenant got it").toEqual([]);
          await page.getByRole("button", { name: meanwhile.userPresses }).click();
        }
        if (meanwhile?.shows === "the rate-limit wait") {
          await expect(form.confirmation.getByRole("status"), "the wait is shown").toContainText(
            meanwhile.status,
          );
        }
        if (outcome === "cleared") {
          await expect(form.clearedHeading, "any 2xx is success for a clear").toBeVisible();
        } else {
          await expect(page.getByRole("alert"), "the failure says what happened").toContainText(
            outcome,
            { timeout: 15_000 },
          );
        }
      });

      await test.step("nothing was sent twice and the tenant holds what it was told", async () => {
        expect(sent, "clears the page sent").toHaveLength(posts);
        expect(injected.hits, "every one met the fault").toBe(sent.length);
        expect(await assessmentsOfUser(tenant)).toEqual(applied ? [] : before);
      });
      if (outcome === "cleared") return;

      await test.step("nothing typed is lost", async () => {
        await expect(form.userId).toHaveValue(userId);
        await expect(form.connection).toHaveValue(connection);
        await expect(form.clearAssessments).toBeEnabled();
      });
      if (axe) {
        await assertNoSeriousA11yViolations(page, "risk assessments after a cancelled clear");
      }

      await test.step("clearing again knowingly sends one request and clears", async () => {
        await injected.heal();
        await confirmSingleClear(page, userId);
        await assertCleared(page);
        expect(sent, "one more clear").toHaveLength(posts + 1);
        expect(await assessmentsOfUser(tenant)).toEqual([]);
      });
    });
  }
});
