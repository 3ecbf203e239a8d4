import {
  assignMemberRoles,
  memberRolesCell,
  membersRegion,
  removeMemberRoles,
} from "@tenant-console/playwright-kit";
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

    expect(
      await assignMemberRoles(page, { members: [first.email, second.email], roles: [ADMIN.name] }),
    ).toBe("Assigned 1 role to 2 members.");
    await assertStateAccessible(page, "a role assigned to two members");
    expect(assigns.map((request) => request.postDataJSON())).toEqual([
      { roles: [ADMIN.id] },
      { roles: [ADMIN.id] },
    ]);
    const assigned = (await tenant.control.state()).organizationMemberRoles[INITECH];
    expect(assigned).toEqual({ [first.id]: [ADMIN.id], [second.id]: [ADMIN.id] });
    await expect(
      memberRolesCell(page, first.email),
      "the Roles column reads the assigned role",
    ).toHaveText(ADMIN.name);

    await members.region.getByRole("button", { name: "Assign roles" }).scrollIntoViewIfNeeded();
    await shoot(page, "member-roles-laptop");
    await page.setViewportSize({ width: 390, height: 844 });
    await members.region.getByRole("button", { name: "Assign roles" }).scrollIntoViewIfNeeded();
    await shoot(page, "member-roles-phone");
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await removeMemberRoles(page, { members: [first.email], roles: [ADMIN.name] })).toBe(
      "Removed 1 role from 1 member.",
    );
    const after = (await tenant.control.state()).organizationMemberRoles[INITECH];
    expect(after).toEqual({ [second.id]: [ADMIN.id] });
    await assertStateAccessible(page, "a member's role removed");
  });
});
