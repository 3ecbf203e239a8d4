/**
 * Support desk (issue 27): a ticket names a user by email or name, not by id. Find user on the
 * risk screen, and a batch that mixes user ids and emails, against the local tenant.
 */
import {
  batchEndStatus,
  fillBatch,
  findUser,
  findUserBox,
  findUserStatus,
  forgetRememberedBrowsers,
  foundUsers,
  readBatchOutcomes,
  readUserRegion,
  riskForm,
} from "@tenant-console/playwright-kit";
import { SEED_FACTS, SUPPORT_DESK_FACTS } from "../tenant/seed/index.ts";
import {
  assessmentsIn,
  clearPathOf,
  goToRiskAssessments,
  watchClearRequests,
} from "./screens/riskAssessments";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";
import { lookInLightAndDark, VIEWPORTS } from "./support/layout";

const { exactEmail, mixedCaseEmail, sharedEmail, janes } = SUPPORT_DESK_FACTS;
const { firstUser } = SEED_FACTS;
const PHONE = VIEWPORTS[1];

test.describe("Support desk: find the user by email or name", () => {
  test("support finds a user by exact email and clears them, in that user's id and connection", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const clears = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    const form = riskForm(page);

    await test.step("the email finds the user, who fills User id and Connection", async () => {
      // With read:attack_protection the tenant's own figure stands beside the clear.
      await expect(page.getByText(/The tenant remembers a device for 30 days/)).toBeVisible();
      await findUser(page, { text: exactEmail.email });
      await expect(form.userId).toHaveValue(exactEmail.userId);
      await expect(form.connection).toHaveValue(firstUser.connection);
      const shown = await readUserRegion(page);
      expect(shown).toMatchObject({ Email: exactEmail.email, Name: "Jane Cooper", Blocked: "No" });
      expect(Object.keys(shown)).toEqual(
        expect.arrayContaining(["Connections", "Last login", "Logins", "Created"]),
      );
      await lookInLightAndDark(page, { what: "the chosen user", shot: "support-user" });
    });

    await test.step("the confirmation names the email, and the clear goes to that user", async () => {
      await form.clearAssessments.click();
      await expect(form.confirmation).toBeVisible();
      await lookInLightAndDark(page, {
        what: "the clear confirmed by email",
        shot: "support-confirm",
      });
      await form.confirmFor(exactEmail.email).click();
      await expect(form.clearedHeading).toBeVisible();
      expect(clears.sent.map((request) => new URL(request.url()).pathname)).toEqual([
        clearPathOf(exactEmail.userId),
      ]);
      expect(clears.sent[0]?.postDataJSON()).toMatchObject({ connection: firstUser.connection });
      const after = await assessmentsIn(tenant, firstUser.connection);
      expect(after.get(exactEmail.userId), "the tenant cleared Jane's new-device").toEqual([]);
    });
  });

  test("support forgets a user's remembered browsers from the User region, the reason kept in Activity", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const posts = watchRequests(
      page,
      "POST",
      /\/multifactor\/actions\/invalidate-remember-browser$/,
    );
    await goToRiskAssessments(page, { consoleUrl, tenant });
    const user = await findUser(page, { text: exactEmail.email });
    expect(await forgetRememberedBrowsers(page, { reason: "TICKET-9001" })).toBe(
      `Forgot the remembered browsers of ${exactEmail.email}.`,
    );
    await expect(user).toBeVisible();
    await assertNoSeriousA11yViolations(page, "a user's remembered browsers forgotten");
    expect(posts).toHaveLength(1);
    expect(
      posts[0]?.headers(),
      "a tenant of another origin never sees the reason",
    ).not.toHaveProperty("x-console-reason");
    const state = await tenant.control.state();
    expect(state.rememberedBrowsersInvalidated[exactEmail.userId]).toHaveLength(1);

    await page.getByRole("navigation").getByRole("link", { name: "Activity" }).click();
    const row = page.getByRole("row").filter({ hasText: "Forget remembered browsers" });
    await expect(row).toContainText(exactEmail.userId);
    await expect(row).toContainText("TICKET-9001");
  });

  test("part of a name offers every match, by email and name, on a phone", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await findUserBox(page).fill("jan");
    // Jane Cooper, Jane Doe, Janet Okafor, Jane Smith by name; others by "jan" in the address.
    await expect(findUserStatus(page)).toContainText(/\d+ users match/);
    const names = await foundUsers(page).allInnerTexts();
    for (const name of janes) expect(names.join("\n")).toContain(name);
    expect(
      names.every((name) => name.includes("@")),
      "each option names an email",
    ).toBe(true);
    await lookInLightAndDark(page, { what: "several users found", shot: "support-janes-phone" });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "User", exact: true })).toBeVisible();
  });

  test("an external provider's mixed-case email is found as written, and in any case", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await findUser(page, { text: mixedCaseEmail.email });
    await expect(riskForm(page).userId).toHaveValue(mixedCaseEmail.userId);

    await findUserBox(page).fill(mixedCaseEmail.email.toLowerCase());
    await expect(foundUsers(page).filter({ hasText: mixedCaseEmail.email })).toBeVisible();
    await expect(findUserStatus(page)).toContainText("Found by searching the email in any case");
    await assertNoSeriousA11yViolations(page, "a mixed-case email found by search");
  });

  test("a batch mixing ids and emails fails an unknown, a shared and a miscased email with their reasons and sends no clear for them", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    const clears = watchClearRequests(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    const unknown = "nobody.here@acme.example";
    // As a ticket may write it: the exact read misses, and the address found is suggested.
    const miscased = exactEmail.email.toUpperCase();
    await fillBatch(page, {
      connection: "",
      userIds: [firstUser.userId, exactEmail.email, unknown, sharedEmail.email, miscased],
    });
    await riskForm(page).clearAssessments.click();
    await page.getByRole("button", { name: "Clear for 5 users" }).click();
    await expect(batchEndStatus(page)).toHaveText(/Finished: 2 cleared, 3 failed/, {
      timeout: 30_000,
    });

    const outcomes = await readBatchOutcomes(page);
    const byLine = (email: string) => outcomes.find((outcome) => outcome.email === email);
    expect(byLine(unknown)).toMatchObject({ userId: "", result: "failed", notRetried: true });
    expect(byLine(unknown)?.message).toContain("No user with this email");
    expect(byLine(sharedEmail.email)?.message).toContain("2 users share this email: use their ids");
    expect(byLine(miscased)?.message).toContain(
      `but one has ${exactEmail.email}: use that address`,
    );
    expect(byLine(exactEmail.email)).toMatchObject({
      userId: exactEmail.userId,
      result: "cleared",
    });
    // Jane is the first user: her id and her email are the same user, cleared twice harmlessly.
    const sentTo = clears.sent.map((request) => new URL(request.url()).pathname);
    expect(sentTo.sort()).toEqual([clearPathOf(firstUser.userId), clearPathOf(exactEmail.userId)]);
    for (const userId of sharedEmail.userIds) {
      expect(sentTo, "nothing is sent for a shared email").not.toContain(clearPathOf(userId));
    }
    const state = await tenant.control.state();
    const shared = state.users.filter((user) =>
      new Set<string>(sharedEmail.userIds).has(user.user_id),
    );
    expect(
      shared.every((user) => Object.values(user.assessments).some((list) => list.length > 0)),
      "the users sharing the email keep their assessments",
    ).toBe(true);
    await lookInLightAndDark(page, {
      what: "a batch of ids and emails",
      shot: "support-batch-phone",
    });
  });

  test("a search that takes too long says so in plain words", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await tenant.control.userSearchTimesOut(true);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await findUserBox(page).fill("Jane C");
    await expect(findUserStatus(page)).toHaveText(
      "The search took too long: add more of the email or name.",
    );
    await lookInLightAndDark(page, { what: "a search that took too long", shot: "support-503" });
  });
});
