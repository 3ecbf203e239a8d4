import type { Page } from "@playwright/test";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { type FaultName, injectFault, watchRequests } from "./support/faults";
import { connectConsole, expect, type LocalTenant, test } from "./support/fixtures";

const PROFILE_ID = SEED_FACTS.userAttributeProfileId;
const PATCH_PATH = /^\/api\/v2\/user-attribute-profiles\/[^/]+$/;
/** The client's attempts at a write the tenant refused with 429 (it was not processed). */
const RATE_LIMITED_ATTEMPTS = 3;
const UNKNOWN =
  /it is not known whether the changes were saved\. Trying again is safe: it has the same effect as saving the profile once\. Your changes are still in the form\./;

interface Case {
  fault: FaultName;
  /** The tenant applies the change and only its answer is broken. */
  applied: boolean;
  message: RegExp;
}

const CASES: readonly Case[] = [
  {
    fault: "dropped connection",
    applied: true,
    message: /The connection to the tenant failed before it answered/,
  },
  { fault: "500", applied: false, message: /The tenant failed \(500 Internal Server Error\)/ },
  {
    fault: "502 with an HTML body",
    applied: false,
    message: /The tenant failed \(502 Bad Gateway\)/,
  },
  {
    fault: "2xx that is not JSON",
    applied: true,
    message:
      /the body is not JSON\. The tenant answered 200, so the changes were most likely saved/,
  },
  {
    fault: "2xx that breaks the contract",
    applied: true,
    message:
      /broke the contract at id: .* The tenant answered 200, so the changes were most likely saved/,
  },
  {
    fault: "hanging request",
    applied: true,
    message:
      /You cancelled the request after it was sent, so it is not known whether the changes were saved/,
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

const nameInput = (page: Page) => page.locator('[name="name"]');
const saveButton = (page: Page) => page.getByRole("button", { name: "Save changes" });

async function goToProfileEditor(page: Page, consoleUrl: string, tenant: LocalTenant) {
  await connectConsole(page, { consoleUrl, tenant, route: "/user-attribute-profiles" });
  await expect(
    page.getByRole("heading", { level: 1, name: "Edit a user attribute profile" }),
  ).toBeVisible();
}

async function nameInTenant(tenant: LocalTenant): Promise<string | undefined> {
  const { userAttributeProfiles } = await tenant.control.state();
  return userAttributeProfiles.find((profile) => profile.id === PROFILE_ID)?.name;
}

test.describe("Edit a user attribute profile when the tenant or the network fails", () => {
  for (const [index, { fault, applied, message }] of CASES.entries()) {
    test(`${fault}: says what happened, keeps the changes, and saving again saves once`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      const newName = `Renamed in fault case ${index} ‏עברית 🙂`;
      const before = await nameInTenant(tenant);
      const patches = watchRequests(page, "PATCH", PATCH_PATH);
      const rateLimited = fault.startsWith("429");

      await test.step("the administrator renames the profile", async () => {
        await goToProfileEditor(page, consoleUrl, tenant);
        await page.getByLabel("Profile id").fill(PROFILE_ID);
        await nameInput(page).fill(newName);
      });

      const injected = await injectFault(page, fault, {
        method: "PATCH",
        path: PATCH_PATH,
        forward: applied,
        breakContract: (body) => ({ ...(body as object), id: undefined }),
      });

      await test.step(`the save meets a ${fault}`, async () => {
        await saveButton(page).click();
        if (fault === "hanging request") {
          await expect(page.getByText("Saving…"), "the wait is shown").toBeVisible();
          await expect.poll(() => nameInTenant(tenant), "the tenant got it").toBe(newName);
          await page.getByRole("button", { name: "Cancel" }).click();
        }
        if (rateLimited) {
          await expect(
            page.getByText(/The tenant is limiting requests; sending again in/),
          ).toBeVisible();
        }
        const alert = page.getByRole("alert");
        await expect(alert, "the failure says what happened").toContainText(message, {
          timeout: 15_000,
        });
        if (!rateLimited) {
          await expect(alert, "and that the changes are kept").toContainText(
            "Your changes are still in the form.",
          );
        }
        if (
          fault === "dropped connection" ||
          fault === "500" ||
          fault === "502 with an HTML body"
        ) {
          await expect(alert, "a write's outcome is named unknown").toContainText(UNKNOWN);
        }
      });

      await test.step("nothing typed is lost and nothing was sent twice", async () => {
        await expect(nameInput(page), "the new name stays").toHaveValue(newName);
        await expect(page.getByLabel("Profile id")).toHaveValue(PROFILE_ID);
        await expect(saveButton(page), "the form is usable again").toBeEnabled();
        await expect(page.getByRole("button", { name: "Cancel" }), "no Cancel left").toHaveCount(0);
        expect(patches, "PATCHes the page sent").toHaveLength(
          rateLimited ? RATE_LIMITED_ATTEMPTS : 1,
        );
        expect(injected.hits, "every one met the fault").toBe(patches.length);
        expect(await nameInTenant(tenant), "the tenant's name").toBe(applied ? newName : before);
      });

      if (fault === "2xx that breaks the contract") {
        await assertNoSeriousA11yViolations(page, "user attribute profile after a broken answer");
      }

      await test.step("saving again knowingly sends one PATCH and saves", async () => {
        await injected.heal();
        await saveButton(page).click();
        await expect(
          page.getByRole("heading", { name: new RegExp(`^Saved ${PROFILE_ID} at`) }),
          "the tenant answered 200",
        ).toBeVisible();
        expect(patches, "one more PATCH").toHaveLength(
          (rateLimited ? RATE_LIMITED_ATTEMPTS : 1) + 1,
        );
        expect(await nameInTenant(tenant)).toBe(newName);
      });
    });
  }
});
