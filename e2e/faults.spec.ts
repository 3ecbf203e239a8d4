/**
 * A request the tenant never answers, once per screen: what the screen itself shows (the request
 * under way, Cancel, what may have happened, the input kept, axe) in a real browser against the
 * real tenant. What the client does about each fault (attempts, waits, the sentence) is the same
 * for every screen and is proven once, in src/api/clientRetry.test.ts ("the faults each screen's
 * request may meet"); the screens' own tests prove what each shows for the others.
 */
import type { Page } from "@playwright/test";
import {
  assertCleared,
  confirmSingleClear,
  fillProfileId,
  fillSingleClear,
  inputNamed,
  organizationForm,
  profileEditor,
  profileProgress,
  riskForm,
  savedHeading,
} from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import {
  CREATE_PATH,
  goToCreateOrganization,
  organizationsNamed,
} from "./screens/createOrganization";
import { assessmentsIn, CLEAR_PATH, goToRiskAssessments } from "./screens/riskAssessments";
import { goToProfiles } from "./screens/tokenExchangeProfiles";
import { goToProfileEditor, PATCH_PATH, profileInTenant } from "./screens/userAttributeProfile";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { injectFault, watchRequests } from "./support/faults";
import { expect, type LocalTenant, test } from "./support/fixtures";

const cancelButton = (page: Page) => page.getByRole("button", { name: "Cancel" });

test.describe("A request the tenant never answers", () => {
  test("Create organization: Cancel says it may exist, keeps the input, and a resubmit confirms it once", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const name = "fault-hanging";
    const display = "Fault case — ünïcode ✓";
    const sent = watchRequests(page, "POST", CREATE_PATH);
    const form = organizationForm(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });
    await form.name.fill(name);
    await form.displayName.fill(display);
    const fault = await injectFault(page, "hanging request", {
      method: "POST",
      path: CREATE_PATH,
      forward: true,
    });

    await test.step("the create is shown under way until the user cancels it", async () => {
      await form.submit.click();
      await expect(page.getByRole("status"), "the wait is shown").toHaveText(
        "Creating the organization…",
      );
      await expect.poll(() => organizationsNamed(tenant, name), "the tenant got it").toBe(1);
      await cancelButton(page).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText(/You cancelled the request after it was sent/);
      await expect(alert).toContainText(
        /not known whether the organization was created\. Submit again to check/,
      );
    });

    await test.step("nothing typed is lost and nothing was sent twice", async () => {
      await expect(form.name, "the name stays").toHaveValue(name);
      await expect(form.displayName, "the display name stays").toHaveValue(display);
      await expect(form.submit, "the form is usable again").toBeEnabled();
      await expect(cancelButton(page), "no Cancel left").toHaveCount(0);
      expect(sent, "POSTs the page sent").toHaveLength(1);
      expect(fault.hits).toBe(1);
      await assertNoSeriousA11yViolations(page, "create organization after a cancelled create");
    });

    await test.step("resubmitting knowingly never creates a second organization", async () => {
      await fault.heal();
      await form.submit.click();
      await expect(page.getByRole("alert"), "the 409 confirms the first attempt").toContainText(
        `An organization named "${name}" exists, so the earlier attempt whose outcome was unknown most likely created it.`,
      );
      await expect(form.name).toHaveAccessibleDescription(/Name already taken/);
      expect(sent, "one more POST").toHaveLength(2);
      expect(await organizationsNamed(tenant, name), "exactly one organization").toBe(1);
    });
  });

  test("Risk assessments: Cancel says they may be cleared, keeps the input, and clearing again is sent once", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const { userId, connection } = SEED_FACTS.firstUser;
    const assessmentsOfUser = async (of: LocalTenant) =>
      (await assessmentsIn(of, connection)).get(userId);
    expect(await assessmentsOfUser(tenant), "an assessment to clear").not.toEqual([]);
    const sent = watchRequests(page, "POST", CLEAR_PATH);
    const form = riskForm(page);
    await goToRiskAssessments(page, { consoleUrl, tenant });
    await fillSingleClear(page, { userId, connection });
    const fault = await injectFault(page, "hanging request", {
      method: "POST",
      path: CLEAR_PATH,
      forward: true,
    });

    await test.step("the clear is shown under way until the user cancels it", async () => {
      await confirmSingleClear(page, userId);
      await expect(form.confirmation.getByRole("status"), "the wait is shown").toHaveText(
        "Clearing…",
      );
      await expect.poll(() => assessmentsOfUser(tenant), "the tenant got it").toEqual([]);
      await cancelButton(page).click();
      await expect(page.getByRole("alert")).toContainText(
        /You cancelled the request after it was sent, so it is not known whether the assessments were cleared/,
      );
    });

    await test.step("nothing typed is lost and nothing was sent twice", async () => {
      await expect(form.userId).toHaveValue(userId);
      await expect(form.connection).toHaveValue(connection);
      await expect(form.clearAssessments).toBeEnabled();
      expect(sent, "clears the page sent").toHaveLength(1);
      expect(fault.hits).toBe(1);
      await assertNoSeriousA11yViolations(page, "risk assessments after a cancelled clear");
    });

    await test.step("clearing again knowingly sends one request and clears", async () => {
      await fault.heal();
      await confirmSingleClear(page, userId);
      await assertCleared(page);
      expect(sent, "one more clear").toHaveLength(2);
      expect(await assessmentsOfUser(tenant)).toEqual([]);
    });
  });

  test("User attribute profile: Cancel says the changes may be saved, keeps them, and saving again saves once", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const profileId = SEED_FACTS.userAttributeProfileId;
    const newName = "Renamed in a fault ‏עברית 🙂";
    const nameInTenant = async () => (await profileInTenant(tenant, profileId)).name;
    const sent = watchRequests(page, "PATCH", PATCH_PATH);
    const editor = profileEditor(page);
    const name = inputNamed(page, "name");
    await goToProfileEditor(page, { consoleUrl, tenant });
    await fillProfileId(page, profileId);
    await name.fill(newName);
    const fault = await injectFault(page, "hanging request", {
      method: "PATCH",
      path: PATCH_PATH,
      forward: true,
    });

    await test.step("the save is shown under way until the user cancels it", async () => {
      await editor.save.click();
      await expect(page.getByText("Saving…"), "the wait is shown").toBeVisible();
      await expect.poll(nameInTenant, "the tenant got it").toBe(newName);
      await cancelButton(page).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText(
        /You cancelled the request after it was sent, so it is not known whether the changes were saved/,
      );
      await expect(alert).toContainText(/Your changes are still in the form\./);
    });

    await test.step("nothing typed is lost and nothing was sent twice", async () => {
      await expect(name, "the new name stays").toHaveValue(newName);
      await expect(editor.profileId).toHaveValue(profileId);
      await expect(editor.save, "the form is usable again").toBeEnabled();
      await expect(cancelButton(page), "no Cancel left").toHaveCount(0);
      expect(sent, "PATCHes the page sent").toHaveLength(1);
      expect(fault.hits).toBe(1);
      await assertNoSeriousA11yViolations(page, "user attribute profile after a cancelled save");
    });

    await test.step("saving again knowingly sends one PATCH and saves", async () => {
      await fault.heal();
      await editor.save.click();
      await expect(savedHeading(page, profileId), "the tenant answered 200").toBeVisible();
      expect(sent, "one more PATCH").toHaveLength(2);
      expect(await nameInTenant()).toBe(newName);
    });
  });

  test("Token exchange profiles: Cancel says the list was not loaded, nothing spins, and Retry loads it", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const listPath = /^\/api\/v2\/token-exchange-profiles$/;
    // Connect's own read of one profile reaches the tenant: only the screen's pages hang.
    const isConnectRead = (url: URL) => url.searchParams.get("take") === "1";
    const sent = watchRequests(page, "GET", listPath);
    const gets = {
      get length() {
        return sent.filter((request) => !isConnectRead(new URL(request.url()))).length;
      },
    };
    const fault = await injectFault(page, "hanging request", { method: "GET", path: listPath });
    await page.route(
      (url) => listPath.test(url.pathname) && isConnectRead(url),
      (route) => route.continue(),
    );
    const status = profileProgress(page);

    await test.step("the first page is shown under way until the user cancels it", async () => {
      // The connect screen opens on this list, so its first request starts on connecting.
      await goToProfiles(page, { consoleUrl, tenant });
      await expect(status, "the load is shown as under way").toHaveText("Loading profiles…");
      await cancelButton(page).click();
      await expect(page.getByRole("alert")).toContainText(
        /Loading the profiles was cancelled before the tenant answered\./,
      );
      await expect(status, "nothing spins").toHaveText("No profiles loaded");
      await expect(cancelButton(page)).toHaveCount(0);
      // The screen may ask once more when it mounts after its prefetch: never once cancelled.
      expect(gets.length, "requests sent").toBeGreaterThanOrEqual(1);
      expect(gets.length, "requests sent").toBeLessThanOrEqual(2);
      expect(fault.hits).toBe(gets.length);
      await assertNoSeriousA11yViolations(page, "token exchange profiles after a cancelled load");
    });
    const sentBeforeRetry = gets.length;

    await test.step("once the tenant answers again, Retry loads the list", async () => {
      await fault.heal();
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(status, "the first page arrived").toHaveText(
        /^(Loaded \d+ profiles|All \d+ profiles loaded)$/,
      );
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(gets.length, "one more request, only on Retry").toBe(sentBeforeRetry + 1);
    });
  });
});
