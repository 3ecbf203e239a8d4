import {
  addConnectionByName,
  addMembersById,
  deleteOrganizationNamed,
  organizationList,
  organizationPage,
  removeConnectionNamed,
  removeMembers,
} from "@tenant-console/playwright-kit";
import { assertStateAccessible } from "./screens/organizations";
import { connectConsole } from "./screens/session";
import { watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";

const ACME = "org_Ac3mEc0rp9Xw2Lq7";
const HOOLI = "org_H00l1P4rtn3rsNw2";
const WAYNE = "org_W4yn3Ent3rpr1s3X";

test.describe("An organization's connections, members and deletion", () => {
  test("an administrator adds a connection by name, toggles one and removes another", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow(); // axe in light and dark
    await connectConsole(page, { consoleUrl, tenant, route: `/organizations/${HOOLI}` });
    const organization = organizationPage(page);
    await expect(organization.connection("partners").row).toBeVisible();

    // A connection enabled here already is offered as such, and cannot be chosen again.
    await organization.connectionField.fill("corp");
    const enabled = page.getByRole("option", { name: "corp-oidc oidc already enabled" });
    await expect(enabled).toHaveAttribute("aria-disabled", "true");
    await assertStateAccessible(page, "connection suggestions with one enabled already");

    await addConnectionByName(page, "hq-directory", "ad");
    await expect(organization.connectionField, "ready for the next one").toBeFocused();
    const corp = organization.connection("corp-oidc");
    await corp.assignMembershipOnLogin.check();
    await expect(corp.status).toHaveText("Membership is assigned on login for corp-oidc.");
    await expect(corp.assignMembershipOnLogin).toBeEnabled();
    await removeConnectionNamed(page, "partners");
    await expect(
      organization.connections.getByRole("status").filter({ hasText: "partners removed." }),
    ).toBeFocused();
    await assertStateAccessible(page, "an organization's connections after changes");

    const stored = (await tenant.control.state()).organizations.find((o) => o.id === HOOLI);
    const byName = Object.fromEntries(
      (stored?.enabled_connections ?? []).map((c) => [c.connection?.name, c]),
    );
    expect(Object.keys(byName).sort()).toEqual(["corp-oidc", "hq-directory"]);
    expect(byName["corp-oidc"]?.assign_membership_on_login).toBe(true);
  });

  test("an administrator adds 12 members (10, then 2), one already there said apart, and removes two", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const before = await tenant.control.state();
    const members = new Set(before.organizationMembers[WAYNE]);
    const newcomers = before.users
      .map((user) => user.user_id)
      .filter((id) => !members.has(id))
      .slice(0, 12);
    const posts = watchRequests(page, "POST", /\/members$/);
    await connectConsole(page, { consoleUrl, tenant, route: `/organizations/${WAYNE}` });
    const organization = organizationPage(page);
    await expect(organization.members.getByRole("status").first()).toHaveText(
      "All 1 member loaded",
    );

    // The member already there is looked up, said as such and not sent again.
    await addMembersById(page, [...newcomers, ...members]);
    expect(posts.map((request) => request.postDataJSON().members.length)).toEqual([10, 2]);
    await expect(organization.members.getByRole("status")).toContainText([
      /^Added 12 members\. .+ was a member already\.$/,
    ]);
    await expect(organization.members.getByRole("status").first()).toHaveText(
      "All 13 members loaded",
    );
    await removeMembers(page, newcomers.slice(0, 2));
    await expect(organization.members.getByRole("status").first()).toHaveText(
      "All 11 members loaded",
    );
    await assertStateAccessible(page, "an organization's members after changes");

    const after = (await tenant.control.state()).organizationMembers[WAYNE];
    expect(after).toEqual([...members, ...newcomers.slice(2)]);
  });

  test("an administrator deletes an organization only after typing its name", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const usersBefore = (await tenant.control.state()).users.length;
    const deletes = watchRequests(page, "DELETE", /^\/api\/v2\/organizations\/org_[^/]+$/);
    await connectConsole(page, { consoleUrl, tenant, route: `/organizations/${ACME}` });
    const organization = organizationPage(page);
    await organization.openDelete.click();
    await organization.nameToConfirm.fill("acm");
    await expect(organization.deleteOrganization).toBeDisabled();
    await organization.nameToConfirm.press("Enter");
    await assertStateAccessible(page, "the delete confirmation");
    expect(deletes, "nothing is sent before the name matches").toHaveLength(0);
    await organization.nameToConfirm.fill("");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(organization.openDelete, "focus goes back to what opened it").toBeFocused();

    await deleteOrganizationNamed(page, "acme");
    expect(deletes).toHaveLength(1);
    await expect(
      page.getByRole("main").getByRole("status").filter({ hasText: "was deleted" }),
      "the list says which organization was deleted",
    ).toHaveText("Organization acme was deleted.");
    await expect(
      page.getByRole("main").getByRole("status").filter({ hasText: "was deleted" }),
      "the news of the delete takes the focus the page took with it",
    ).toBeFocused();
    await expect(organizationList(page).status).toHaveText(/All 5 organizations loaded/);
    await expect(
      organizationList(page).table.getByRole("link", { name: "acme", exact: true }),
    ).toHaveCount(0);
    const state = await tenant.control.state();
    expect(state.organizations.some((o) => o.id === ACME)).toBe(false);
    expect(state.users.length, "its members stay users").toBe(usersBefore);
  });
});
