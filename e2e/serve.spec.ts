import { connectScreen, fillConnectForm } from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe.ts";
import { serveInFront, tokenFor } from "./support/consoleServe.ts";
import { expect, test } from "./support/fixtures.ts";

const USER_ID = "oidc|5f7c8ec7c33c6c004bbafe82";
const CONNECTION = "corp-oidc";

for (const mode of ["pass-through", "credentials"] as const) {
  test.describe(`The console through npm run serve, ${mode} mode`, () => {
    test("an administrator lists profiles, creates an organization, clears assessments and saves a profile", async ({
      page,
      tenant,
    }) => {
      test.slow();
      const serve = await serveInFront(tenant, mode);
      try {
        const token = await tokenFor(serve, tenant, mode, CONSOLE_SCOPES);
        const before = await tenant.control.state();

        await test.step("the connect screen offers the console's own origin, and asks before another", async () => {
          await page.goto(`${serve.url}/#/token-exchange-profiles`);
          const form = connectScreen(page);
          await expect(form.tenantUrl).toHaveValue(serve.url);
          await expect(form.tenantUrl).toHaveAccessibleDescription(
            /records each write in its audit log/,
          );
          await fillConnectForm(page, tenant.url, token);
          const ask = page.getByRole("region", { name: `Connect to ${tenant.url} directly?` });
          await expect(ask).toHaveAccessibleDescription(
            /no write would be recorded in its audit log/,
          );
          await expect(page.getByRole("button", { name: "Sign out" }), "nothing sent").toBeHidden();
          await assertNoSeriousA11yViolations(
            page,
            "the connect screen asking before a direct connection",
          );
          await ask.getByRole("button", { name: "Back to the form" }).click();
          await expect(ask).toBeHidden();
        });

        if (mode === "credentials") {
          await test.step("connects with the server's session in one click", async () => {
            await expect(
              page.getByRole("heading", { name: "This server holds the credentials" }),
            ).toBeVisible();
            await assertNoSeriousA11yViolations(page, "the connect screen of credentials mode");
            await page.getByRole("button", { name: "Use this server's session" }).click();
            await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
          });
        } else {
          await test.step("connects with the console's own origin as the Tenant URL", async () => {
            await fillConnectForm(page, serve.url, token);
            await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
          });
        }

        await test.step("the profile list loads through the proxy", async () => {
          await expect(
            page.getByRole("status").filter({ hasText: /profiles loaded|Loaded \d+ profiles/ }),
          ).toBeVisible();
          await expect(page.getByRole("row").filter({ hasText: /tep_/ }).first()).toBeVisible();
        });

        await test.step("creates an organization", async () => {
          await page.getByRole("link", { name: "Create organization", exact: true }).click();
          await page.locator('[name="name"]').fill(`through-${mode}`);
          await page.getByRole("button", { name: "Create organization" }).click();
          await expect
            .poll(async () => (await tenant.control.state()).organizations.map((org) => org.name))
            .toContain(`through-${mode}`);
        });

        await test.step("clears a user's assessments", async () => {
          await page.getByRole("link", { name: "Risk assessments", exact: true }).click();
          await page.getByLabel("User id", { exact: true }).fill(USER_ID);
          await page.getByLabel("Connection", { exact: true }).fill(CONNECTION);
          await page.getByRole("button", { name: "Clear assessments" }).click();
          await page.getByRole("button", { name: `Clear for ${USER_ID}` }).click();
          await expect(page.getByRole("heading", { name: "Assessments cleared" })).toBeVisible();
        });

        await test.step("saves a user attribute profile", async () => {
          const profileId = SEED_FACTS.userAttributeProfileId;
          const seeded = (await tenant.control.state()).userAttributeProfiles.find(
            (profile) => profile.id === profileId,
          );
          await page.getByRole("link", { name: "User attribute profiles", exact: true }).click();
          await page.getByLabel("Profile id").fill(profileId);
          await page.getByLabel("Profile JSON").fill(JSON.stringify(seeded));
          await page.getByRole("button", { name: "Fill the form from JSON" }).click();
          await page.locator('[name="name"]').fill(`renamed through ${mode}`);
          await page.getByRole("button", { name: "Save changes" }).click();
          await expect(
            page.getByRole("heading", { name: new RegExp(`^Saved ${profileId} at`) }),
          ).toBeVisible();
        });

        await test.step("the tenant holds every change", async () => {
          const after = await tenant.control.state();
          expect(after.organizations.length).toBe(before.organizations.length + 1);
          const user = after.users.find((candidate) => candidate.user_id === USER_ID);
          expect(user?.assessments[CONNECTION]).toEqual([]);
          const profile = after.userAttributeProfiles.find(
            (candidate) => candidate.id === SEED_FACTS.userAttributeProfileId,
          );
          expect(profile?.name).toBe(`renamed through ${mode}`);
        });
      } finally {
        await serve.stop();
      }
    });
  });
}
