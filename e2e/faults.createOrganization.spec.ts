import { createdHeading, organizationForm } from "@tenant-console/playwright-kit";
import {
  CREATE_PATH,
  goToCreateOrganization,
  organizationsNamed,
} from "./screens/createOrganization";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { type FaultName, injectFault, watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";

/** What the screen shows while the fault holds, before the outcome, and what the user does. */
type Meanwhile =
  | { shows: "the write under way"; status: string; userPresses: "Cancel" }
  | { shows: "the rate-limit wait"; status: string };

interface Case {
  fault: FaultName;
  /** The tenant applies the create and only its answer is broken. */
  applied: boolean;
  meanwhile?: Meanwhile;
  /** Everything the alert must say. */
  alert: readonly RegExp[];
  /** POSTs the page sends: one, or the client's attempts at a write refused with 429. */
  posts: number;
  /** Also run axe over the screen after the failure. */
  axe?: boolean;
}

const OUTCOME_NAMED_UNKNOWN = /not known whether the organization was created|most likely created/;
const MAY_EXIST = /not known whether the organization was created\. Submit again to check/;
/** The client's attempts at a write the tenant refused with 429 (it was not processed). */
const RATE_LIMITED_ATTEMPTS = 3;
const RATE_LIMIT_WAIT: Meanwhile = {
  shows: "the rate-limit wait",
  status: "The tenant is limiting requests; sending again in",
};

const CASES: readonly Case[] = [
  {
    fault: "dropped connection",
    applied: true,
    alert: [
      /The connection to the tenant failed before it answered/,
      OUTCOME_NAMED_UNKNOWN,
      MAY_EXIST,
    ],
    posts: 1,
  },
  {
    fault: "500",
    applied: false,
    alert: [
      /The tenant failed \(500 Internal Server Error\) while creating the organization/,
      OUTCOME_NAMED_UNKNOWN,
    ],
    posts: 1,
  },
  {
    fault: "502 with an HTML body",
    applied: false,
    alert: [
      /The tenant failed \(502 Bad Gateway\) while creating the organization/,
      OUTCOME_NAMED_UNKNOWN,
    ],
    posts: 1,
  },
  {
    fault: "2xx that is not JSON",
    applied: true,
    alert: [
      /the body is not JSON\. The tenant answered 201, so the organization was most likely created/,
      OUTCOME_NAMED_UNKNOWN,
    ],
    posts: 1,
  },
  {
    fault: "2xx that breaks the contract",
    applied: true,
    alert: [
      /broke the contract at name: .* The tenant answered 201, so the organization was most likely created/,
      OUTCOME_NAMED_UNKNOWN,
    ],
    posts: 1,
  },
  {
    fault: "hanging request",
    applied: true,
    meanwhile: {
      shows: "the write under way",
      status: "Creating the organization…",
      userPresses: "Cancel",
    },
    alert: [/You cancelled the request after it was sent/, OUTCOME_NAMED_UNKNOWN, MAY_EXIST],
    posts: 1,
    axe: true,
  },
  {
    fault: "429 with rate-limit headers",
    applied: false,
    meanwhile: RATE_LIMIT_WAIT,
    alert: [/The tenant is limiting how often it may be called\. Try again in \d+ seconds?\./],
    posts: RATE_LIMITED_ATTEMPTS,
  },
  {
    fault: "429 without headers",
    applied: false,
    meanwhile: RATE_LIMIT_WAIT,
    alert: [/The tenant is limiting how often it may be called\. Try again in a moment\./],
    posts: RATE_LIMITED_ATTEMPTS,
  },
];

test.describe("Create organization when the tenant or the network fails", () => {
  for (const [index, { fault, applied, meanwhile, alert, posts, axe = false }] of CASES.entries()) {
    test(`${fault}: says what happened, keeps the input, and a resubmit creates it once`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      const name = `fault-case-${index}`;
      const display = `Fault case ${index} — ünïcode ✓`;
      const sent = watchRequests(page, "POST", CREATE_PATH);
      const form = organizationForm(page);

      await test.step("the administrator fills the form", async () => {
        await goToCreateOrganization(page, { consoleUrl, tenant });
        await form.name.fill(name);
        await form.displayName.fill(display);
      });

      const injected = await injectFault(page, fault, {
        method: "POST",
        path: CREATE_PATH,
        forward: applied,
        breakContract: (body) => ({ ...(body as object), name: undefined }),
      });

      await test.step(`the create meets a ${fault}`, async () => {
        await form.submit.click();
        if (meanwhile?.shows === "the write under way") {
          await expect(page.getByRole("status"), "the wait is shown").toHaveText(meanwhile.status);
          await expect.poll(() => organizationsNamed(tenant, name), "the tenant got it").toBe(1);
          await page.getByRole("button", { name: meanwhile.userPresses }).click();
        }
        if (meanwhile?.shows === "the rate-limit wait") {
          await expect(page.getByRole("status"), "the rate-limit wait is shown").toContainText(
            meanwhile.status,
          );
        }
        const [first, ...rest] = alert;
        await expect(page.getByRole("alert"), "the failure says what happened").toContainText(
          first ?? "",
          { timeout: 15_000 },
        );
        for (const text of rest) await expect(page.getByRole("alert")).toContainText(text);
      });

      await test.step("nothing typed is lost and nothing was sent twice", async () => {
        await expect(form.name, "the name stays").toHaveValue(name);
        await expect(form.displayName, "the display name stays").toHaveValue(display);
        await expect(form.submit, "the form is usable again").toBeEnabled();
        await expect(page.getByRole("button", { name: "Cancel" }), "no Cancel left").toHaveCount(0);
        expect(sent, "POSTs the page sent").toHaveLength(posts);
        expect(injected.hits, "every one met the fault").toBe(sent.length);
        expect(await organizationsNamed(tenant, name), "organizations the tenant holds").toBe(
          applied ? 1 : 0,
        );
      });

      if (axe) {
        await assertNoSeriousA11yViolations(page, "create organization after a cancelled create");
      }

      await test.step("resubmitting knowingly never creates a second organization", async () => {
        await injected.heal();
        await form.submit.click();
        if (applied) {
          await expect(page.getByRole("alert"), "the 409 confirms the first attempt").toContainText(
            `An organization named "${name}" exists, so the earlier attempt whose outcome was unknown most likely created it.`,
          );
          await expect(form.name).toHaveAccessibleDescription(/Name already taken/);
        } else {
          await expect(createdHeading(page), "created on the resubmit").toBeVisible();
        }
        expect(sent, "one more POST").toHaveLength(posts + 1);
        expect(await organizationsNamed(tenant, name), "exactly one organization").toBe(1);
      });
    });
  }
});
