import {
  fillProfileId,
  inputNamed,
  profileEditor,
  savedHeading,
} from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { goToProfileEditor, PATCH_PATH, profileInTenant } from "./screens/userAttributeProfile";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { type FaultName, injectFault, watchRequests } from "./support/faults";
import { expect, type LocalTenant, test } from "./support/fixtures";

const PROFILE_ID = SEED_FACTS.userAttributeProfileId;
/** The client's attempts at a write the tenant refused with 429 (it was not processed). */
const RATE_LIMITED_ATTEMPTS = 3;
const KEPT = /Your changes are still in the form\./;
const UNKNOWN =
  /it is not known whether the changes were saved\. Trying again is safe: it has the same effect as saving the profile once\. Your changes are still in the form\./;

/** What the screen shows while the fault holds, before the outcome, and what the user does. */
type Meanwhile =
  | { shows: "the write under way"; text: string; userPresses: "Cancel" }
  | { shows: "the rate-limit wait"; text: RegExp };

interface Case {
  fault: FaultName;
  /** The tenant applies the change and only its answer is broken. */
  applied: boolean;
  meanwhile?: Meanwhile;
  /** Everything the alert must say. */
  alert: readonly RegExp[];
  /** PATCHes the page sends: one, or the client's attempts at a write refused with 429. */
  patches: number;
  /** Also run axe over the screen after the failure. */
  axe?: boolean;
}

const RATE_LIMIT_WAIT: Meanwhile = {
  shows: "the rate-limit wait",
  text: /The tenant is limiting requests; sending again in/,
};

const CASES: readonly Case[] = [
  {
    fault: "dropped connection",
    applied: true,
    alert: [/The connection to the tenant failed before it answered/, KEPT, UNKNOWN],
    patches: 1,
  },
  {
    fault: "500",
    applied: false,
    alert: [/The tenant failed \(500 Internal Server Error\)/, KEPT, UNKNOWN],
    patches: 1,
  },
  {
    fault: "502 with an HTML body",
    applied: false,
    alert: [/The tenant failed \(502 Bad Gateway\)/, KEPT, UNKNOWN],
    patches: 1,
  },
  {
    fault: "2xx that is not JSON",
    applied: true,
    alert: [
      /the body is not JSON\. The tenant answered 200, so the changes were most likely saved/,
      KEPT,
    ],
    patches: 1,
  },
  {
    fault: "2xx that breaks the contract",
    applied: true,
    alert: [
      /broke the contract at id: .* The tenant answered 200, so the changes were most likely saved/,
      KEPT,
    ],
    patches: 1,
    axe: true,
  },
  {
    fault: "hanging request",
    applied: true,
    meanwhile: { shows: "the write under way", text: "Saving…", userPresses: "Cancel" },
    alert: [
      /You cancelled the request after it was sent, so it is not known whether the changes were saved/,
      KEPT,
    ],
    patches: 1,
  },
  {
    fault: "429 with rate-limit headers",
    applied: false,
    meanwhile: RATE_LIMIT_WAIT,
    alert: [/The tenant is limiting how often it may be called\. Try again in \d+ seconds?\./],
    patches: RATE_LIMITED_ATTEMPTS,
  },
  {
    fault: "429 without headers",
    applied: false,
    meanwhile: RATE_LIMIT_WAIT,
    alert: [/The tenant is limiting how often it may be called\. Try again in a moment\./],
    patches: RATE_LIMITED_ATTEMPTS,
  },
];

async function nameInTenant(tenant: LocalTenant): Promise<string> {
  return (await profileInTenant(tenant, PROFILE_ID)).name;
}

test.describe("Edit a user attribute profile when the tenant or the network fails", () => {
  for (const [
    index,
    { fault, applied, meanwhile, alert, patches, axe = false },
  ] of CASES.entries()) {
    test(`${fault}: says what happened, keeps the changes, and saving again saves once`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      const newName = `Renamed in fault case ${index} ‏עברית 🙂`;
      const before = await nameInTenant(tenant);
      const sent = watchRequests(page, "PATCH", PATCH_PATH);
      const editor = profileEditor(page);
      const name = inputNamed(page, "name");

      await test.step("the administrator renames the profile", async () => {
        await goToProfileEditor(page, { consoleUrl, tenant });
        await fillProfileId(page, PROFILE_ID);
        await name.fill(newName);
      });

      const injected = await injectFault(page, fault, {
        method: "PATCH",
        path: PATCH_PATH,
        forward: applied,
        breakContract: (body) => ({ ...(body as object), id: undefined }),
      });

      await test.step(`the save meets a ${fault}`, async () => {
        await editor.save.click();
        if (meanwhile?.shows === "the write under way") {
          await expect(page.getByText(meanwhile.text), "the wait is shown").toBeVisible();
          await expect.poll(() => nameInTenant(tenant), "the tenant got it").toBe(newName);
          await page.getByRole("button", { name: meanwhile.userPresses }).click();
        }
        if (meanwhile?.shows === "the rate-limit wait") {
          await expect(page.getByText(meanwhile.text), "the wait is shown").toBeVisible();
        }
        const [first, ...rest] = alert;
        await expect(page.getByRole("alert"), "the failure says what happened").toContainText(
          first ?? "",
          { timeout: 15_000 },
        );
        for (const text of rest) await expect(page.getByRole("alert")).toContainText(text);
      });

      await test.step("nothing typed is lost and nothing was sent twice", async () => {
        await expect(name, "the new name stays").toHaveValue(newName);
        await expect(editor.profileId).toHaveValue(PROFILE_ID);
        await expect(editor.save, "the form is usable again").toBeEnabled();
        await expect(page.getByRole("button", { name: "Cancel" }), "no Cancel left").toHaveCount(0);
        expect(sent, "PATCHes the page sent").toHaveLength(patches);
        expect(injected.hits, "every one met the fault").toBe(sent.length);
        expect(await nameInTenant(tenant), "the tenant's name").toBe(applied ? newName : before);
      });

      if (axe) {
        await assertNoSeriousA11yViolations(page, "user attribute profile after a broken answer");
      }

      await test.step("saving again knowingly sends one PATCH and saves", async () => {
        await injected.heal();
        await editor.save.click();
        await expect(savedHeading(page, PROFILE_ID), "the tenant answered 200").toBeVisible();
        expect(sent, "one more PATCH").toHaveLength(patches + 1);
        expect(await nameInTenant(tenant)).toBe(newName);
      });
    });
  }
});
