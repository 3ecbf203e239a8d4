import { CreateOrganization, openOrganizationByFilter } from "@tenant-console/playwright-kit";
import { expect, test } from "./fixtures.ts";

test("an organization made from an API-shaped body gets an id", async ({ tenantConsole, page }) => {
  await tenantConsole.goTo("Create organization");
  const screen = new CreateOrganization(page);

  const result = await screen.create({
    name: `kit-example-${Date.now()}`,
    display_name: "Kit example",
    metadata: { ticket: "OPS-1" },
    // The first seeded connection (tenant/README.md, "Seed facts").
    enabled_connections: [{ connection_id: "con_Oa1dc7Xq2Lm9Pz4K", show_as_button: true }],
    third_party_client_access: "allow",
  });

  expect(result.created && result.id).toMatch(/^org_/);
});

test("a name the service refuses comes back as a field error, and nothing is created", async ({
  tenantConsole,
  page,
}) => {
  await tenantConsole.goTo("Create organization");
  const screen = new CreateOrganization(page);

  const result = await screen.create({ name: "Not A Valid Name" });

  expect(result.created).toBe(false);
  if (result.created) return;
  expect(result.fieldErrors.name, "the error is on the field name").toMatch(/uppercase/);
});

test("an organization is found by filter and opens on its own page", async ({
  tenantConsole,
  page,
}) => {
  await tenantConsole.goTo("Organizations");
  // A seeded organization (tenant/README.md, "Seed facts").
  const organization = await openOrganizationByFilter(page, "wayne-enterprises");

  await expect(organization.heading).toHaveText("Wayne Enterprises");
  await expect(organization.connection("hq-directory").row).toBeVisible();
});
