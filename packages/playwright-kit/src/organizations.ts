/**
 * Organizations (`#/organizations`) and an organization's page (`#/organizations/{id}`): the
 * list with **Filter organizations** and its `role="status"`, and the page's regions
 * **Settings**, **Connections**, **Members** and **Delete organization**.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { emptyList } from "./fields.js";
import { membersRegion } from "./members.js";

export interface OrganizationList {
  heading: Locator;
  filter: Locator;
  /**
   * "Loaded N organizations" / "All N organizations loaded"; while a filter is set, what its
   * search found and how far it read instead ("Searched 3,400 organizations so far: 1 found.").
   */
  status: Locator;
  /** **Stop**, offered while a filter reads on through the tenant. */
  stopSearch: Locator;
  /** **Search on**, in Stop's place once it was pressed: reads on from where it stopped. */
  searchOn: Locator;
  /**
   * The notice of the tenant's rate limit while the filter reads on ("… so the search goes
   * slower."), with the countdown of each wait ("The next page is read in 12 s.").
   */
  searchWait: Locator;
  table: Locator;
  /** Every organization row in the DOM (the list renders only the rows in view). */
  rows: Locator;
  createOrganization: Locator;
}

export function organizationList(page: Page): OrganizationList {
  const table = page.getByRole("table", { name: "Organizations" });
  return {
    heading: page.getByRole("heading", { level: 1, name: "Organizations" }),
    filter: page.getByLabel("Filter organizations"),
    status: page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /organizations|^Found by its|^No organization has the id|^Searching…/ }),
    stopSearch: page.getByRole("main").getByRole("button", { name: "Stop", exact: true }),
    searchOn: page.getByRole("main").getByRole("button", { name: "Search on", exact: true }),
    searchWait: page
      .getByRole("main")
      .getByRole("paragraph")
      .filter({ hasText: /limiting how fast organizations can be read/ }),
    table,
    rows: table.getByRole("row").filter({ has: page.getByRole("cell") }),
    createOrganization: page.getByRole("main").getByRole("link", { name: "Create organization" }),
  };
}

/** The words of a filter's status once its search has ended, whatever it found. */
const FINAL_SEARCH_STATUS =
  /found among all|^No organization|^Found by its|the search was stopped|^The search stopped/;

/**
 * Filters the list by `filter` and opens the organization named exactly `filter`, or the only
 * one found (a whole id, or a part of a name that one organization holds). Waits as long as the
 * search reads on through the tenant, and fails as soon as its status is final without such an
 * organization, with the status's words ("No organization matches “x”: all 10,000
 * organizations were searched.").
 */
export async function openOrganizationByFilter(
  page: Page,
  filter: string,
): Promise<OrganizationPage> {
  const list = organizationList(page);
  await list.filter.fill(filter);
  const named = list.table.getByRole("link", { name: filter, exact: true });
  const final = list.status.filter({ hasText: FINAL_SEARCH_STATUS });
  // A big tenant is read 100 organizations a page: no timeout of the kit's own, the test's holds.
  await named.or(final).first().waitFor({ timeout: 0 });
  if (!(await named.isVisible())) {
    const status = (await list.status.textContent()) ?? "";
    const one = /^(Found by its|1 found among all)/.test(status) && (await list.rows.count()) === 1;
    if (!one) throw new Error(`openOrganizationByFilter("${filter}"): ${status}`);
    await list.rows.getByRole("link").click();
  } else {
    await named.click();
  }
  const organization = organizationPage(page);
  await expect(organization.settings).toBeVisible();
  return organization;
}

export interface ConnectionRowLocators {
  row: Locator;
  assignMembershipOnLogin: Locator;
  showAsButton: Locator;
  signupEnabled: Locator;
  remove: Locator;
  /** What the row's last option change did: "Signup enabled for corp-oidc.". */
  status: Locator;
}

export interface OrganizationPage {
  /** The level-1 heading: the display name, else the name. */
  heading: Locator;
  settings: Locator;
  saveChanges: Locator;
  connections: Locator;
  /** The combobox **Connection** of Add connection. */
  connectionField: Locator;
  addConnection: Locator;
  connection(name: string): ConnectionRowLocators;
  members: Locator;
  memberRows: Locator;
  /**
   * The checkbox "Select {email, else name, else user id}" of the member whose email, name or
   * user id is `who`.
   */
  selectMember(who: string): Locator;
  removeSelectedMembers: Locator;
  /** The textarea **User ids** of Add members (`name="members"`). */
  userIds: Locator;
  addMembers: Locator;
  deleteRegion: Locator;
  /** Opens the confirmation: the region "Delete organization {name}?". */
  openDelete: Locator;
  nameToConfirm: Locator;
  deleteOrganization: Locator;
}

export function organizationPage(page: Page): OrganizationPage {
  const main = page.getByRole("main");
  const settings = main.getByRole("region", { name: "Settings", exact: true });
  const connections = main.getByRole("region", { name: "Connections", exact: true });
  const members = main.getByRole("region", { name: "Members", exact: true });
  const deleteRegion = main.getByRole("region", { name: "Delete organization", exact: true });
  const memberTable = members.getByRole("table", { name: "Members" });
  return {
    heading: main.getByRole("heading", { level: 1 }),
    settings,
    saveChanges: settings.getByRole("button", { name: "Save changes" }),
    connections,
    connectionField: connections.getByRole("combobox", { name: "Connection" }),
    addConnection: connections.getByRole("button", { name: "Add connection", exact: true }),
    connection(name) {
      const row = connections.getByRole("listitem", { name, exact: true });
      return {
        row,
        assignMembershipOnLogin: row.getByRole("checkbox", { name: "Assign membership on login" }),
        showAsButton: row.getByRole("checkbox", { name: "Show as button" }),
        signupEnabled: row.getByRole("checkbox", { name: "Signup enabled" }),
        remove: row.getByRole("button", { name: `Remove ${name}`, exact: true }),
        status: row.getByRole("status"),
      };
    },
    members,
    memberRows: memberTable.getByRole("row").filter({ has: page.getByRole("cell") }),
    // A member is found by any of the cells a person reads: email, name or user id.
    selectMember: (who) =>
      memberTable
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: who, exact: true }) })
        .getByRole("checkbox", { name: /^Select / }),
    removeSelectedMembers: members.getByRole("button", { name: "Remove selected members" }),
    userIds: members.getByLabel("User ids"),
    addMembers: members.getByRole("button", { name: "Add members", exact: true }),
    deleteRegion,
    openDelete: deleteRegion.getByRole("button", { name: "Delete organization…" }),
    nameToConfirm: deleteRegion.getByLabel("Organization name to confirm"),
    deleteOrganization: deleteRegion.getByRole("button", {
      name: "Delete organization",
      exact: true,
    }),
  };
}

/** Adds a connection by typing part of its name and choosing the option "{name} {strategy}". */
export async function addConnectionByName(
  page: Page,
  name: string,
  strategy: string,
): Promise<void> {
  const organization = organizationPage(page);
  await organization.connectionField.fill(name);
  await page.getByRole("option", { name: `${name} ${strategy}`, exact: true }).click();
  await organization.addConnection.click();
  await expect(organization.connection(name).row).toBeVisible();
}

/**
 * Adds members by user id or email and waits for Add members' outcome ("Added 2 members.",
 * "jane@acme.example was a member already."): a user who was a member already counts as done.
 * Every line is looked up before anything is sent; a line naming no user, or a failed request,
 * fails this at once with the screen's words.
 */
export async function addMembersById(page: Page, userIds: readonly string[]): Promise<void> {
  const organization = organizationPage(page);
  const members = membersRegion(page);
  await emptyList(organization.userIds);
  await organization.userIds.fill(userIds.join("\n"));
  await organization.addMembers.click();
  const done = members.region.getByRole("status").filter({
    hasText: /(^Added [\d,]+ (members?|users?)\b|(was a member|were members) already)[^…]*$/,
  });
  const refused = members.region.getByRole("alert");
  await done.or(members.markedLines).or(refused).first().waitFor();
  const notSent = [
    ...(await refused.allTextContents()),
    ...(await members.markedLines.allTextContents()),
  ];
  if (notSent.length > 0) throw new Error(`addMembersById: ${notSent.join(" ")}`);
}

/** Removes an enabled connection: "Remove {name}", then **Remove connection** in the panel. */
export async function removeConnectionNamed(page: Page, name: string): Promise<void> {
  const organization = organizationPage(page);
  const row = organization.connection(name);
  await row.remove.click();
  await row.row.getByRole("button", { name: "Remove connection", exact: true }).click();
  await expect(row.row).toHaveCount(0);
}

/** Selects members by "Select {who}", removes them and confirms in the panel. */
export async function removeMembers(page: Page, who: readonly string[]): Promise<void> {
  const organization = organizationPage(page);
  for (const name of who) await organization.selectMember(name).check();
  await organization.removeSelectedMembers.click();
  await organization.members.getByRole("button", { name: "Remove members", exact: true }).click();
  await expect(
    organization.members.getByRole("status").filter({ hasText: /removed\.$/ }),
  ).toBeVisible();
}

/** Opens Delete organization, types the name and confirms; the list shows afterwards. */
export async function deleteOrganizationNamed(page: Page, name: string): Promise<void> {
  const organization = organizationPage(page);
  await organization.openDelete.click();
  await organization.nameToConfirm.fill(name);
  await organization.deleteOrganization.click();
  await expect(organizationList(page).heading).toBeVisible();
}
