/**
 * Recently deleted (issue 38): an organization deleted through the console's server comes back
 * under a new id, with its connections (and their options) and its members.
 */
import {
  deleteOrganizationNamed,
  goToRecentlyDeleted,
  readRecentlyDeleted,
  restoreDeleted,
  restoreDeletedDialog,
} from "@tenant-console/playwright-kit";
import type { ServeProcess } from "../server/test/serveProcess.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { openSignedIn, serveSignedIn } from "./support/consoleServe";
import { expect, test } from "./support/fixtures";

const HOOLI = "org_H00l1P4rtn3rsNw2";

test.describe("Recently deleted", () => {
  let serve: ServeProcess;
  test.beforeEach(async ({ tenant }) => {
    serve = await serveSignedIn(tenant);
  });
  test.afterEach(async () => {
    await serve.stop();
  });

  test("an administrator restores a deleted organization under a new id, with its connections and members", async ({
    page,
    tenant,
  }) => {
    test.slow(); // a delete, a restore of 13 writes and four axe runs
    const before = await tenant.control.state();
    const hooli = before.organizations.find((organization) => organization.id === HOOLI);
    const members = before.organizationMembers[HOOLI] ?? [];
    expect(members.length, "the seed gives it members to restore").toBeGreaterThan(10);

    await openSignedIn(page, serve, "admin@console.local", "/recently-deleted");
    expect(await readRecentlyDeleted(page)).toEqual([]);
    await expect(page.getByText(/^Nothing was deleted through this console/)).toBeVisible();
    await assertNoSeriousA11yViolations(page, "Recently deleted, empty");

    await page.goto(`${serve.url}/#/organizations/${HOOLI}`);
    await deleteOrganizationNamed(page, "hooli-partners");
    await goToRecentlyDeleted(page);
    expect(await readRecentlyDeleted(page)).toEqual([
      {
        kind: "Organization",
        name: "hooli-partners",
        oldId: HOOLI,
        deletedBy: "Ada Admin (administrator)",
        reason: "None given",
      },
    ]);
    await assertNoSeriousA11yViolations(page, "Recently deleted, one organization");

    // Before anything is sent, the dialog says what comes back and what does not.
    await page.getByRole("button", { name: "Restore hooli-partners", exact: true }).click();
    const dialog = restoreDeletedDialog(page, "hooli-partners");
    await expect(dialog).toContainText(`${HOOLI} will not come back`);
    await expect(dialog).toContainText("2 connections will be re-enabled");
    await expect(dialog).toContainText(`${members.length} members will be added again`);
    await assertNoSeriousA11yViolations(page, "Restore's dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    const { newId, failures } = await restoreDeleted(page, "hooli-partners", { reason: "INC-42" });
    expect(newId).toMatch(/^org_/);
    expect(newId).not.toBe(HOOLI);
    expect(failures).toEqual([]);
    await expect(dialog).toContainText("2 connections re-enabled");
    await assertNoSeriousA11yViolations(page, "Restore's result");

    const after = await tenant.control.state();
    const restored = after.organizations.find((organization) => organization.id === newId);
    expect(restored).toMatchObject({
      name: "hooli-partners",
      display_name: hooli?.display_name,
      token_quota: hooli?.token_quota,
      third_party_client_access: "allow",
      enabled_connections: hooli?.enabled_connections,
    });
    expect(new Set(after.organizationMembers[newId])).toEqual(new Set(members));

    await dialog.getByRole("link", { name: "Open the restored organization" }).click();
    // The page's own heading: the dialog's, outside main, may still be closing.
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
      "Hooli partner network",
    );
    await goToRecentlyDeleted(page);
    expect(await readRecentlyDeleted(page), "a restored object leaves the list").toEqual([]);
  });
});
