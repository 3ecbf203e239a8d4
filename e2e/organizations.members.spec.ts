import {
  filterMembers,
  memberOrNot,
  membersRegion,
  organizationPage,
} from "@tenant-console/playwright-kit";
import { assertStateAccessible } from "./screens/organizations";
import { connectConsole } from "./screens/session";
import { watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";

const INITECH = "org_In1t3chSt4ff2k0A";
const WAYNE = "org_W4yn3Ent3rpr1s3X";

test.describe("An organization's members, found and added", () => {
  test("Filter members finds a member of initech's 2,000 beyond the first page", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow(); // axe in light and dark, twice
    const state = await tenant.control.state();
    const staff = state.organizationMembers[INITECH] ?? [];
    const wanted = state.users.find((user) => user.user_id === staff[1500]);
    if (!wanted?.email) throw new Error("initech's 1,501st member has an email");
    await connectConsole(page, { consoleUrl, tenant, route: `/organizations/${INITECH}` });
    const members = membersRegion(page);
    await expect(members.status).toHaveText("Loaded 100 members");

    const checkbox = await filterMembers(page, wanted.email);
    await expect(members.status).toHaveText("1 found among all 2,000 members.");
    await expect(organizationPage(page).memberRows).toHaveCount(1);
    await expect(checkbox).toBeEnabled();
    await assertStateAccessible(page, "Filter members found one of 2,000");

    await members.filter.fill("nobody-by-this-name");
    await expect(members.status).toHaveText(
      "No member matches “nobody-by-this-name”: all 2,000 members were searched.",
    );
    await assertStateAccessible(page, "Filter members found none after reading all");
  });

  test("Find user answers membership with one read", async ({ page, consoleUrl, tenant }) => {
    const state = await tenant.control.state();
    const staff = state.organizationMembers[INITECH] ?? [];
    const member = state.users.find((user) => user.user_id === staff[1999]);
    const outsider = state.users.find(
      (user) => user.email !== undefined && !staff.includes(user.user_id),
    );
    if (!member?.email || !outsider?.email) throw new Error("a member and an outsider with emails");
    const reads = watchRequests(page, "GET", /^\/api\/v2\/users\/[^/]+\/organizations$/);
    await connectConsole(page, { consoleUrl, tenant, route: `/organizations/${INITECH}` });
    const members = membersRegion(page);

    expect(await memberOrNot(page, member.email)).toBe("member");
    expect(reads, "one read of the user's organizations").toHaveLength(1);
    await expect(organizationPage(page).userIds).toHaveValue("");
    await assertStateAccessible(page, "Find user says the user is a member");

    expect(await memberOrNot(page, outsider.email)).toBe("not a member");
    expect(reads).toHaveLength(2);
    await expect(organizationPage(page).userIds).toHaveValue(outsider.user_id);
    await expect(members.membership).toContainText("is not a member of");
  });

  test("Add members with one unknown line adds the others and marks it", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const before = await tenant.control.state();
    const wayne = before.organizationMembers[WAYNE] ?? [];
    const existing = before.users.find((user) => user.user_id === wayne[0]);
    const newcomers = before.users.filter((user) => !wayne.includes(user.user_id)).slice(0, 2);
    const [first, second] = newcomers;
    if (!existing || !first || !second?.email) throw new Error("a member and two newcomers");
    const posts = watchRequests(page, "POST", /\/members$/);
    await connectConsole(page, { consoleUrl, tenant, route: `/organizations/${WAYNE}` });
    const organization = organizationPage(page);
    const members = membersRegion(page);
    await expect(members.status).toHaveText("All 1 member loaded");

    await organization.userIds.fill(
      [first.user_id, "auth0|doesnotexist", second.email, existing.user_id].join("\n"),
    );
    await organization.addMembers.click();
    const who = existing.email ?? existing.name ?? existing.user_id;
    await expect(members.addStatus).toHaveText(`Added 2 members. ${who} was a member already.`);
    await expect(members.markedLines).toHaveText([
      "Line 1: no user has this id. auth0|doesnotexist",
    ]);
    await expect(organization.userIds).toHaveValue("auth0|doesnotexist");
    await expect(organization.userIds).toHaveAttribute("aria-invalid", "true");
    await expect(members.status).toHaveText("All 3 members loaded");
    await assertStateAccessible(page, "Add members marked an unknown line");

    expect(posts.map((request) => request.postDataJSON().members)).toEqual([
      [first.user_id, second.user_id],
    ]);
    const after = (await tenant.control.state()).organizationMembers[WAYNE];
    expect(after).toEqual([...wayne, first.user_id, second.user_id]);
  });
});
