/**
 * History and Restore this version (issue 38 items 3–4) through `npm run serve` with sign-in
 * and its embedded store: each object's writes show in its History as they are made, and a
 * version of an organization's settings comes back in one PATCH, audited as a restore.
 */
import type { Page } from "@playwright/test";
import {
  confirmSingleClear,
  editTokenExchangeProfile,
  findUser,
  firstRecordedVersion,
  historyEntries,
  historyRegion,
  openRestore,
  organizationPage,
  profileDetails,
  readHistory,
  restoreVersion,
  restoreVersionDialog,
  riskForm,
  UserAttributeProfileEditor,
} from "@tenant-console/playwright-kit";
import type { ServeProcess } from "../server/test/serveProcess.ts";
import { DEFAULT_SEED, tokenExchangeProfileAt } from "../tenant/index.ts";
import { SEED_FACTS, SUPPORT_DESK_FACTS } from "../tenant/seed/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { openSignedIn, serveSignedIn } from "./support/consoleServe";
import { expect, test } from "./support/fixtures";
import { lookInLightAndDark, shoot, VIEWPORTS } from "./support/layout";

const WAYNE = "org_W4yn3Ent3rpr1s3X";
const ADMIN_EMAIL = "admin@console.local";
const { exactEmail } = SUPPORT_DESK_FACTS;

let serve: ServeProcess;
// One server and one store for the file: the tests read their own objects' histories.
test.beforeAll(async ({ workerTenant }) => {
  await workerTenant.control.reset();
  serve = await serveSignedIn(workerTenant);
});
test.afterAll(async () => {
  await serve?.stop();
});

function signedInAt(page: Page, route: string): Promise<void> {
  return openSignedIn(page, serve, ADMIN_EMAIL, route);
}

/** Types a display name (and a reason) into Settings and saves; waits for the heading. */
async function renameOrganization(page: Page, displayName: string, reason?: string) {
  const organization = organizationPage(page);
  await organization.settings.locator('input[name="display_name"]').fill(displayName);
  if (reason !== undefined) await organization.settings.getByLabel("Reason").fill(reason);
  await organization.saveChanges.click();
  await expect(organization.heading).toHaveText(displayName);
}

test("History shows each object's changes as they are made: organization, profiles, user", async ({
  page,
}) => {
  test.slow(); // four screens, four writes and two axe runs
  const admin = "Ada Admin (administrator)";

  await test.step("an organization: none yet, then a rename with its reason", async () => {
    await signedInAt(page, `/organizations/${WAYNE}`);
    const main = page.getByRole("main");
    await expect(historyRegion(main)).toContainText("No changes recorded yet");
    await assertNoSeriousA11yViolations(page, "an organization's empty History");
    await renameOrganization(page, "Wayne Industries", "INC-1");
    await expect(historyEntries(main)).toHaveCount(1);
    const [entry] = await readHistory(main);
    expect(entry).toMatchObject({
      operation: "Update organization",
      reason: "INC-1",
      outcome: null,
      changes: [
        { field: "display_name", before: "“Wayne Enterprises”", after: "“Wayne Industries”" },
      ],
      restorable: true,
    });
    expect(entry?.who).toMatch(/\(administrator\)$/);
    await assertNoSeriousA11yViolations(page, "an organization's History with an entry");
  });

  await test.step("a token exchange profile renamed in its details", async () => {
    const profile = tokenExchangeProfileAt(DEFAULT_SEED, 0);
    await page.goto(`${serve.url}/#/token-exchange-profiles/${profile.id}`);
    await editTokenExchangeProfile(page, { name: "Renamed exchange" });
    const details = profileDetails(page);
    await expect(historyEntries(details)).toHaveCount(1);
    expect((await readHistory(details))[0]).toMatchObject({
      operation: "Update token exchange profile",
      changes: [{ field: "name", before: `“${profile.name}”`, after: "“Renamed exchange”" }],
    });
  });

  await test.step("a user attribute profile's mapping", async () => {
    const editor = new UserAttributeProfileEditor(page);
    await page.goto(`${serve.url}/#/user-attribute-profiles`);
    await editor.openProfile(SEED_FACTS.userAttributeProfileId);
    await editor.setAttribute("email", { scim_mapping: "emails[type eq work].value" });
    expect(await editor.save()).toMatchObject({ saved: true });
    await expect(historyEntries(page)).toHaveCount(1);
    const [entry] = await readHistory(page);
    expect(entry?.changes).toEqual([
      {
        field: "user_attributes.email.scim_mapping",
        before: expect.stringMatching(/^“/),
        after: "“emails[type eq work].value”",
      },
    ]);
  });

  await test.step("a user's assessments cleared with a reason, in the User region", async () => {
    await page.goto(`${serve.url}/#/risk-assessments`);
    await findUser(page, { text: exactEmail.email });
    await riskForm(page).reason.fill("INC-2");
    await confirmSingleClear(page, exactEmail.email);
    await page.getByRole("button", { name: "Clear another user" }).click();
    const user = await findUser(page, { text: exactEmail.email });
    await expect(historyEntries(user)).toHaveCount(1);
    expect((await readHistory(user))[0]).toMatchObject({
      operation: "Clear risk assessments",
      who: admin,
      reason: "INC-2",
      changes: [],
      restorable: false,
    });
  });
});

test("Restore this version puts an organization's settings back and says who changed them since", async ({
  page,
}) => {
  test.slow(); // two writes, a restore, and the dialog and region looked at on a phone
  const acme = "org_Ac3mEc0rp9Xw2Lq7";
  await signedInAt(page, `/organizations/${acme}`);
  const main = page.getByRole("main");
  await renameOrganization(page, "Acme B");
  await renameOrganization(page, "Acme C");
  await expect(historyEntries(main)).toHaveCount(2);

  const toB = historyEntries(main).nth(1);
  const preview = await openRestore(page, toB);
  expect(preview.changedSince?.[0]).toMatch(/^display_name is now “Acme C” \(by Ada Admin, /);
  expect(preview.changes).toEqual([
    { field: "display_name", before: "“Acme C”", after: "“Acme B”" },
  ]);
  await restoreVersionDialog(page).getByLabel("Reason").fill("INC-3");
  await restoreVersionDialog(page).getByRole("button", { name: "Restore", exact: true }).click();
  await expect(restoreVersionDialog(page)).toBeHidden();

  const organization = organizationPage(page);
  await expect(organization.heading).toHaveText("Acme B");
  await expect(organization.settings.locator('input[name="display_name"]')).toHaveValue("Acme B");
  await expect(historyEntries(main)).toHaveCount(3);
  const [restore] = await readHistory(main);
  expect(restore).toMatchObject({
    reason: "INC-3",
    changes: [{ field: "display_name", before: "“Acme C”", after: "“Acme B”" }],
  });
  await expect(historyEntries(main).first()).toContainText("Restores an earlier version.");

  // The oldest recorded change can be undone too: the version it replaced, as read before it.
  const original = await restoreVersion(page, firstRecordedVersion(main), { reason: "INC-4" });
  expect(original.changes).toEqual([
    { field: "display_name", before: "“Acme B”", after: "“Acme Corporation”" },
  ]);
  await expect(organization.heading).toHaveText("Acme Corporation");

  await test.step("on a phone, in light and dark: the region and the dialog", async () => {
    await shoot(page, "history-laptop", true);
    const phone = VIEWPORTS[1];
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await historyRegion(main).scrollIntoViewIfNeeded();
    await lookInLightAndDark(page, {
      what: "History on a phone",
      shot: "history-phone",
      axe: false,
    });
    await openRestore(page, historyEntries(main).nth(1));
    await lookInLightAndDark(page, {
      what: "the restore dialog on a phone",
      shot: "restore-phone",
    });
  });
});
