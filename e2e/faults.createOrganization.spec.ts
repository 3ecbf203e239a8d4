import type { Page } from "@playwright/test";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { type FaultName, injectFault, watchRequests } from "./support/faults";
import { connectConsole, expect, type LocalTenant, test } from "./support/fixtures";

const CREATE_PATH = /^\/api\/v2\/organizations$/;
/** The client's attempts at a write the tenant refused with 429 (it was not processed). */
const RATE_LIMITED_ATTEMPTS = 3;

interface Case {
  fault: FaultName;
  /** The tenant applies the create and only its answer is broken. */
  applied: boolean;
  message: RegExp;
}

const MAY_EXIST = /not known whether the organization was created\. Submit again to check/;
const CASES: readonly Case[] = [
  {
    fault: "dropped connection",
    applied: true,
    message: /The connection to the tenant failed before it answered/,
  },
  {
    fault: "500",
    applied: false,
    message: /The tenant failed \(500 Internal Server Error\) while creating the organization/,
  },
  {
    fault: "502 with an HTML body",
    applied: false,
    message: /The tenant failed \(502 Bad Gateway\) while creating the organization/,
  },
  {
    fault: "2xx that is not JSON",
    applied: true,
    message:
      /the body is not JSON\. The tenant answered 201, so the organization was most likely created/,
  },
  {
    fault: "2xx that breaks the contract",
    applied: true,
    message:
      /broke the contract at name: .* The tenant answered 201, so the organization was most likely created/,
  },
  {
    fault: "hanging request",
    applied: true,
    message: /You cancelled the request after it was sent/,
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

const nameInput = (page: Page) => page.getByLabel("Name", { exact: true });
const displayNameInput = (page: Page) => page.getByLabel("Display name");
const submitButton = (page: Page) => page.getByRole("button", { name: "Create organization" });

async function goToCreateOrganization(page: Page, consoleUrl: string, tenant: LocalTenant) {
  await connectConsole(page, { consoleUrl, tenant, route: "/organizations/new" });
  await expect(page.getByRole("heading", { level: 1, name: "Create organization" })).toBeVisible();
}

async function organizationsNamed(tenant: LocalTenant, name: string): Promise<number> {
  const { organizations } = await tenant.control.state();
  return organizations.filter((organization) => organization.name === name).length;
}

test.describe("Create organization when the tenant or the network fails", () => {
  for (const [index, { fault, applied, message }] of CASES.entries()) {
    test(`${fault}: says what happened, keeps the input, and a resubmit creates it once`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      const name = `fault-case-${index}`;
      const display = `Fault case ${index} — ünïcode ✓`;
      const posts = watchRequests(page, "POST", CREATE_PATH);
      const rateLimited = fault.startsWith("429");

      await test.step("the administrator fills the form", async () => {
        await goToCreateOrganization(page, consoleUrl, tenant);
        await nameInput(page).fill(name);
        await displayNameInput(page).fill(display);
      });

      const injected = await injectFault(page, fault, {
        method: "POST",
        path: CREATE_PATH,
        forward: applied,
        breakContract: (body) => ({ ...(body as object), name: undefined }),
      });

      await test.step(`the create meets a ${fault}`, async () => {
        await submitButton(page).click();
        if (fault === "hanging request") {
          await expect(page.getByRole("status"), "the wait is shown").toHaveText(
            "Creating the organization…",
          );
          await expect.poll(() => organizationsNamed(tenant, name), "the tenant got it").toBe(1);
          await page.getByRole("button", { name: "Cancel" }).click();
        }
        if (rateLimited) {
          await expect(page.getByRole("status"), "the rate-limit wait is shown").toContainText(
            "The tenant is limiting requests; sending again in",
          );
        }
        const alert = page.getByRole("alert");
        await expect(alert, "the failure says what happened").toContainText(message, {
          timeout: 15_000,
        });
        if (!rateLimited) {
          await expect(alert, "a write's outcome is named unknown").toContainText(
            /not known whether the organization was created|most likely created/,
          );
        }
        if (
          applied &&
          fault !== "2xx that is not JSON" &&
          fault !== "2xx that breaks the contract"
        ) {
          await expect(alert).toContainText(MAY_EXIST);
        }
      });

      await test.step("nothing typed is lost and nothing was sent twice", async () => {
        await expect(nameInput(page), "the name stays").toHaveValue(name);
        await expect(displayNameInput(page), "the display name stays").toHaveValue(display);
        await expect(submitButton(page), "the form is usable again").toBeEnabled();
        await expect(page.getByRole("button", { name: "Cancel" }), "no Cancel left").toHaveCount(0);
        expect(posts, "POSTs the page sent").toHaveLength(rateLimited ? RATE_LIMITED_ATTEMPTS : 1);
        expect(injected.hits, "every one met the fault").toBe(posts.length);
        expect(await organizationsNamed(tenant, name), "organizations the tenant holds").toBe(
          applied ? 1 : 0,
        );
      });

      if (fault === "hanging request") {
        await assertNoSeriousA11yViolations(page, "create organization after a cancelled create");
      }

      await test.step("resubmitting knowingly never creates a second organization", async () => {
        await injected.heal();
        await submitButton(page).click();
        if (applied) {
          await expect(page.getByRole("alert"), "the 409 confirms the first attempt").toContainText(
            `An organization named "${name}" exists, so the earlier attempt whose outcome was unknown most likely created it.`,
          );
          await expect(nameInput(page)).toHaveAccessibleDescription(/Name already taken/);
        } else {
          await expect(
            page.getByRole("heading", { name: "Organization created" }),
            "created on the resubmit",
          ).toBeVisible();
        }
        expect(posts, "one more POST").toHaveLength((rateLimited ? RATE_LIMITED_ATTEMPTS : 1) + 1);
        expect(await organizationsNamed(tenant, name), "exactly one organization").toBe(1);
      });
    });
  }
});
