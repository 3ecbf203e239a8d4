import type { Page } from "@playwright/test";
import {
  assertCreated,
  fillConnectForm,
  goToConnectScreen,
  organizationForm,
  reconnectDialog,
  reconnectWith,
} from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES, SEEDED_CLIENTS } from "../tenant/index.ts";
import { goToCreateOrganization } from "./screens/createOrganization";
import { assertNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

async function fillOrganizationDraft(page: Page): Promise<void> {
  const form = organizationForm(page);
  await form.name.fill("pending-org");
  await form.displayName.fill("Pending organization");
}

async function assertDraftIntact(page: Page): Promise<void> {
  const form = organizationForm(page);
  await expect(form.name, "what was typed is still there").toHaveValue("pending-org");
  await expect(form.displayName).toHaveValue("Pending organization");
}

test.describe("Re-connecting without losing work", () => {
  test("an expiring token asks for a new one over the form, which keeps what was typed", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await page.clock.install();
    const short = await tenant.control.token({ scopes: CONSOLE_SCOPES, expiresInSeconds: 120 });
    await goToConnectScreen(page, consoleUrl, "/organizations/new");
    await fillConnectForm(page, tenant.url, short);
    await fillOrganizationDraft(page);

    await test.step("the token expires", async () => {
      await page.clock.fastForward("03:00");
      const dialog = reconnectDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("alert")).toContainText("Your access token has expired.");
      await assertNoSeriousA11yViolations(page, "the re-connect dialog");
    });

    await test.step("a new token brings the user back to the same screen and values", async () => {
      await reconnectWith(page, await tenant.control.token({ scopes: CONSOLE_SCOPES }));
      await expect(page).toHaveURL(/#\/organizations\/new$/);
      await assertDraftIntact(page);
    });
  });

  test("a 401 in the middle of a session asks for a new token, then the create succeeds", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToCreateOrganization(page, { consoleUrl, tenant });
    await fillOrganizationDraft(page);

    await test.step("the tenant stops accepting the client's tokens", async () => {
      // Marking the admin client non-global makes every token it holds answer 401.
      await tenant.control.token({ scopes: [], clientId: SEEDED_CLIENTS.admin.id, global: false });
      await organizationForm(page).submit.click();
      const dialog = reconnectDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("alert")).toContainText("The tenant refused the access token.");
    });

    await test.step("with another client's token, the same values are created", async () => {
      const other = await tenant.control.token({
        scopes: CONSOLE_SCOPES,
        clientId: SEEDED_CLIENTS.readOnly.id,
      });
      await reconnectWith(page, other);
      await assertDraftIntact(page);
      await organizationForm(page).submit.click();
      await assertCreated(page);
      const state = await tenant.control.state();
      expect(state.organizations.map((org) => org.name)).toContain("pending-org");
    });
  });
});
