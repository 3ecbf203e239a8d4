import type { Page } from "@playwright/test";
import {
  assertWriteBlocked,
  fillBatch,
  fillSingleClear,
  organizationForm,
  riskForm,
} from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { watchWrites } from "./screens/scopes";
import { connectConsole } from "./screens/session";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

interface Case {
  screen: string;
  route: string;
  heading: string;
  /** The write scope the token is minted without. */
  lacks: string;
  message: string;
  submit: string;
  /** Types what a user would before submitting; the last field keeps focus for Enter. */
  fill(page: Page): Promise<void>;
}

const { userId, connection } = SEED_FACTS.firstUser;

const CASES: readonly Case[] = [
  {
    screen: "Create organization",
    route: "/organizations/new",
    heading: "Create organization",
    lacks: "create:organizations",
    message: "This token can't create organizations: it needs create:organizations",
    submit: "Create organization",
    fill: (page) => organizationForm(page).name.fill("blocked-org"),
  },
  {
    screen: "Risk assessments, one user",
    route: "/risk-assessments",
    heading: "Risk assessments",
    lacks: "update:users",
    message: "This token can't clear risk assessments: it needs update:users",
    submit: "Clear assessments",
    fill: (page) => fillSingleClear(page, { userId, connection }),
  },
  {
    screen: "Risk assessments, a list of users",
    route: "/risk-assessments",
    heading: "Risk assessments",
    lacks: "update:users",
    message: "This token can't clear risk assessments: it needs update:users",
    submit: "Clear assessments",
    fill: (page) => fillBatch(page, { connection, userIds: [userId], concurrency: "1" }),
  },
  {
    screen: "User attribute profiles",
    route: "/user-attribute-profiles",
    heading: "Edit a user attribute profile",
    lacks: "update:user_attribute_profiles",
    message:
      "This token can't change user attribute profiles: it needs update:user_attribute_profiles",
    submit: "Save changes",
    fill: (page) => page.getByLabel("Profile id").fill(SEED_FACTS.userAttributeProfileId),
  },
];

test.describe("A token without a screen's write scope", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const { screen, route, heading, lacks, message, submit, fill } of CASES) {
    test(`${screen}: names ${lacks} at the top, disables the submit and sends nothing`, async ({
      page,
      consoleUrl,
      tenant,
    }) => {
      const writes = watchWrites(page);
      const scopes = CONSOLE_SCOPES.filter((scope) => scope !== lacks);
      await connectConsole(page, { consoleUrl, tenant, scopes, route });
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();

      await test.step("the screen says so before anything is typed", async () => {
        await assertWriteBlocked(page, {
          message,
          submit: page.getByRole("button", { name: submit }),
        });
        await assertNoSeriousA11yViolations(page, `${screen} without ${lacks}`);
      });

      await test.step("filling in and pressing Enter sends nothing", async () => {
        await fill(page);
        await page.keyboard.press("Enter");
        await expect(page.getByRole("button", { name: submit })).toBeDisabled();
        await expect(riskForm(page).confirmation, "no confirmation step").toHaveCount(0);
        expect(writes, "no write reached the tenant").toHaveLength(0);
      });
    });
  }
});
