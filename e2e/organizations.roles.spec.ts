import { membersRegion } from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { assertStateAccessible } from "./screens/organizations";
import { connectConsole } from "./screens/session";
import { watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";
import { shoot } from "./support/layout";

const INITECH = SEED_FACTS.bigOrganization.id;
const ADMIN = SEED_FACTS.roles.administrator;

test.describe("An organization's member roles", () => {
  test("an administrator assigns a role to two members and removes it from one", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow(); // axe in light and dark, on a laptop and a phone
    const state = await tenant.control.state();
    const [first, second] = (state.organizationMembers[INITECH] ?? []).map((id) => {
      const user = state.users.find((candidate) => candidate.user_id === id);
      return { id, email: user?.email ?? id };
    });
    if (!first || !second) throw new Error("initech has members");
    const assigns = watchRequests(page, "POST", /\/members\/[^/]+\/roles$/);
    await connectConsole(page, { consoleUrl, tenant, route: `/organizations/${INITECH}` });
    const members = membersRegion(page);
    await expect(members.status).toHaveText("Loaded 100 members");
    await expect(members.region.getByRole("columnheader", { name: "Roles" })).toBeVisible();

    await members.region.getByRole("checkbox", { name: `Select ${first.email}` }).check();
    await members.region.getByRole("checkbox", { name: `Select ${second.email}` }).check();
    const role = members.region.getByRole("combobox", { name: "Role" });
    await role.fill("admin");
    await members.region.getByRole("option", { name: ADMIN.name, exact: true }).click();
    const chosen = members.region.getByRole("list", { name: "Roles chosen" });
    await expect(chosen.getByRole("listitem")).toHaveCount(1);
    await expect(
      chosen.getByRole("button", { name: `Take ${ADMIN.name} off the roles chosen` }),
    ).toBeVisible();
    await assertStateAccessible(page, "a role chosen for two members");
    await members.region.getByRole("button", { name: "Assign roles" }).click();
    await expect(members.region.getByRole("status").filter({ hasText: "Assigned" })).toHaveText(
      "Assigned 1 role to 2 members.",
    );
    expect(assigns.map((request) => request.postDataJSON())).toEqual([
      { roles: [ADMIN.id] },
      { roles: [ADMIN.id] },
    ]);
    const assigned = (await tenant.control.state()).organizationMemberRoles[INITECH];
    expect(assigned).toEqual({ [first.id]: [ADMIN.id], [second.id]: [ADMIN.id] });
    await expect(
      members.region.getByRole("row").filter({ hasText: first.email }),
      "the Roles column reads the assigned role",
    ).toContainText(ADMIN.name);

    await members.region.getByRole("button", { name: "Assign roles" }).scrollIntoViewIfNeeded();
    await shoot(page, "member-roles-laptop");
    await page.setViewportSize({ width: 390, height: 844 });
    await members.region.getByRole("button", { name: "Assign roles" }).scrollIntoViewIfNeeded();
    await shoot(page, "member-roles-phone");
    await page.setViewportSize({ width: 1280, height: 800 });
    await members.region.getByRole("checkbox", { name: `Select ${second.email}` }).uncheck();
    await members.region.getByRole("button", { name: "Remove roles" }).click();
    const confirm = members.region.getByRole("region", {
      name: "Remove 1 role from 1 member of initech?",
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Remove roles" }).click();
    await expect(members.region.getByRole("status").filter({ hasText: "Removed" })).toHaveText(
      "Removed 1 role from 1 member.",
    );
    const after = (await tenant.control.state()).organizationMemberRoles[INITECH];
    expect(after).toEqual({ [second.id]: [ADMIN.id] });
    await assertStateAccessible(page, "a member's role removed");
  });
});
