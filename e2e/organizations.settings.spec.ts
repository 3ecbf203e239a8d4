import {
  assertCreated,
  openOrganizationByFilter,
  organizationForm,
  organizationList,
  organizationPage,
} from "@tenant-console/playwright-kit";
import { assertStateAccessible } from "./screens/organizations";
import { connectConsole } from "./screens/session";
import { watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";

const WAYNE = "org_W4yn3Ent3rpr1s3X";

test.describe("Organizations: find, change, create and open", () => {
  test("an administrator finds an organization by filter and changes its display name and one metadata value; the PATCH holds only those", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow(); // six axe runs on a shared two-core machine
    const patches = watchRequests(page, "PATCH", /^\/api\/v2\/organizations\/org_/);
    await connectConsole(page, { consoleUrl, tenant, route: "/organizations" });
    const list = organizationList(page);
    await expect(list.status).toHaveText(/All 6 organizations loaded/);
    await assertStateAccessible(page, "the organizations list");

    const organization = await openOrganizationByFilter(page, "wayne-enterprises");
    await expect(organization.heading).toHaveText("Wayne Enterprises");
    await expect(page).toHaveURL(new RegExp(`#/organizations/${WAYNE}$`));
    await expect(organization.settings.locator('input[name="display_name"]')).toHaveValue(
      "Wayne Enterprises",
    );

    await organization.settings.locator('input[name="display_name"]').fill("Wayne Industries");
    const tier = organization.settings.locator('input[name="metadata.1.value"]');
    await expect(organization.settings.locator('input[name="metadata.1.key"]')).toHaveValue("tier");
    await tier.fill("gold");
    await organization.saveChanges.click();
    await expect(organization.heading).toHaveText("Wayne Industries");
    await assertStateAccessible(page, "an organization's page after saving");

    expect(patches).toHaveLength(1);
    expect(patches[0]?.postDataJSON()).toEqual({
      display_name: "Wayne Industries",
      metadata: { region: "us-east", tier: "gold" },
    });
    const saved = (await tenant.control.state()).organizations.find((o) => o.id === WAYNE);
    expect(saved).toMatchObject({
      name: "wayne-enterprises",
      display_name: "Wayne Industries",
      metadata: { region: "us-east", tier: "gold" },
    });
  });

  test("an administrator creates an organization, then opens it from the result", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await connectConsole(page, { consoleUrl, tenant, route: "/organizations" });
    await organizationList(page).createOrganization.click();
    const form = organizationForm(page);
    await form.name.fill("stark-industries");
    await form.displayName.fill("Stark Industries");
    await form.submit.click();
    await assertCreated(page);
    await page.getByRole("link", { name: "Open organization" }).click();
    const organization = organizationPage(page);
    await expect(organization.heading).toHaveText("Stark Industries");
    const created = (await tenant.control.state()).organizations.find(
      (o) => o.name === "stark-industries",
    );
    expect(created?.id).toBeDefined();
    await expect(page).toHaveURL(new RegExp(`#/organizations/${created?.id}$`));
    await expect(organization.members.getByRole("status").first()).toHaveText(
      "All 0 members loaded",
    );
  });
});
