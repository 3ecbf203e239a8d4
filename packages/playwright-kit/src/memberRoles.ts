/**
 * Member roles in an organization's **Members** region (kit 2.3.0): the members are selected by
 * their checkboxes ("Select {email}"), the roles chosen by name in **Role** (`role="combobox"`,
 * each choice joining the list **Roles chosen**), then **Assign roles**, or **Remove roles** and
 * its confirm region "Remove N roles from N members of {organization}?".
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { escapeRegExp } from "./fields.js";
import { membersRegion } from "./members.js";

export interface MemberRolesInput {
  /** How the table names each member: their email, else name, else user id. */
  members: readonly string[];
  /** Role names exactly as the tenant's roles are named. */
  roles: readonly string[];
}

export interface MemberRolesLocators {
  /** **Role**: a role's name, or part of it. */
  role: Locator;
  /** The list **Roles chosen**, one `listitem` a role. */
  chosen: Locator;
  assign: Locator;
  remove: Locator;
  /** "Assigned N roles to N members." / "Removed N roles from N members." */
  outcome: Locator;
  /** A member who would pass the service's 50 roles, said before anything is sent. */
  problem: Locator;
}

export function memberRoles(page: Page): MemberRolesLocators {
  const { region } = membersRegion(page);
  return {
    role: region.getByRole("combobox", { name: "Role" }),
    chosen: region.getByRole("list", { name: "Roles chosen" }),
    assign: region.getByRole("button", { name: "Assign roles" }),
    remove: region.getByRole("button", { name: "Remove roles" }).first(),
    outcome: region.getByRole("status").filter({ hasText: /^(Assigned|Removed) \d/ }),
    problem: region.getByRole("alert").filter({ hasText: /roles/ }),
  };
}

/** Selects exactly these members (the rows must be on screen: filter first in a big one). */
async function select(page: Page, members: readonly string[]): Promise<void> {
  const { region } = membersRegion(page);
  const checked = region.getByRole("checkbox", { name: /^Select /, checked: true });
  // One at a time: the locator matches only checked boxes, so each uncheck shifts the rest.
  while ((await checked.count()) > 0) await checked.first().uncheck();
  for (const who of members) {
    await region.getByRole("checkbox", { name: `Select ${who}`, exact: true }).check();
  }
}

/** Makes **Roles chosen** hold exactly these roles: others taken off, each missing one typed and picked. */
async function choose(page: Page, roles: readonly string[]): Promise<void> {
  const panel = memberRoles(page);
  const takeOff = panel.chosen.getByRole("button", { name: /^Take .* off the roles chosen$/ });
  // Read the names first: each click takes a button out of the list.
  for (const button of await takeOff.all().then((all) => all.reverse())) {
    const name = ((await button.getAttribute("aria-label")) ?? (await button.textContent()) ?? "")
      .replace(/^Take /, "")
      .replace(/ off the roles chosen$/, "");
    if (!roles.includes(name)) await button.click();
  }
  for (const name of roles) {
    const held = panel.chosen.getByRole("button", { name: `Take ${name} off the roles chosen` });
    if ((await held.count()) > 0) continue;
    await panel.role.fill(name);
    await page.getByRole("option", { name, exact: true }).click();
    await expect(held).toHaveCount(1);
  }
}

/**
 * Assigns the roles to the members and returns the outcome's words ("Assigned 1 role to 2
 * members."), or the alert's when the 50 roles a member may hold stopped it before sending.
 */
export async function assignMemberRoles(page: Page, input: MemberRolesInput): Promise<string> {
  await select(page, input.members);
  await choose(page, input.roles);
  const panel = memberRoles(page);
  await panel.assign.click();
  const said = panel.outcome.filter({ hasText: /^Assigned/ }).or(panel.problem);
  await expect(said.first()).toBeVisible();
  return (await said.first().textContent()) ?? "";
}

/** Removes the roles from the members, confirmed, and returns "Removed N roles from N members.". */
export async function removeMemberRoles(page: Page, input: MemberRolesInput): Promise<string> {
  await select(page, input.members);
  await choose(page, input.roles);
  const panel = memberRoles(page);
  await panel.remove.click();
  const confirm = membersRegion(page).region.getByRole("region", {
    name: new RegExp(
      `^Remove ${input.roles.length} roles? from ${input.members.length} members? of `,
    ),
  });
  await confirm.getByRole("button", { name: "Remove roles" }).click();
  const outcome = panel.outcome.filter({ hasText: /^Removed/ });
  await expect(outcome).toBeVisible();
  return (await outcome.textContent()) ?? "";
}

/** The Roles column's cell of the member named `who`, as the table shows it. */
export function memberRolesCell(page: Page, who: string): Locator {
  return membersRegion(page)
    .region.getByRole("row")
    .filter({ hasText: new RegExp(escapeRegExp(who)) })
    .getByRole("cell")
    .last();
}
