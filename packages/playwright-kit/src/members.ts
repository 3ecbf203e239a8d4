/**
 * An organization's **Members** region (kit 2.1.0): **Filter members**, which reads every member
 * on and says how far it read; **Find user**, which answers at once whether the chosen user is
 * a member; **Add members**, which looks every line up first and marks the lines it did not send.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { findUserBox, foundUsers } from "./findUser.js";

export interface MembersRegion {
  region: Locator;
  /** The search box **Filter members** (`name="filter"`). */
  filter: Locator;
  /**
   * The region's first `role="status"`: "Loaded N members" / "All N members loaded"; while a
   * filter is set, what its search found and how far it read ("Searched 400 of the members so
   * far: none found yet.", "1 found among all 2,000 members.").
   */
  status: Locator;
  /** **Stop**, offered while the filter reads on through the members. */
  stopSearch: Locator;
  /** **Search on**, in Stop's place once it was pressed: reads on from where it stopped. */
  searchOn: Locator;
  /** The notice of the tenant's rate limit while the filter reads on. */
  searchWait: Locator;
  /** Find user's answer ("… is a member of initech already.", "… is not a member of …"). */
  membership: Locator;
  /** Add members' outcome ("Added 2 members. jane@acme.example was a member already."). */
  addStatus: Locator;
  /** The lines Add members did not send, one `listitem` each: "Line 1: no user has this id.", numbered as the lines are left in the field */
  markedLines: Locator;
}

export function membersRegion(page: Page): MembersRegion {
  const region = page.getByRole("main").getByRole("region", { name: "Members", exact: true });
  const statuses = region.getByRole("status");
  return {
    region,
    filter: region.getByLabel("Filter members"),
    status: statuses.first(),
    stopSearch: region.getByRole("button", { name: "Stop", exact: true }),
    searchOn: region.getByRole("button", { name: "Search on", exact: true }),
    searchWait: region
      .getByRole("paragraph")
      .filter({ hasText: /limiting how fast members can be read/ }),
    membership: statuses.filter({
      hasText: /is (not )?a member|Whether .* is a member|is added to the list|Checking whether/,
    }),
    addStatus: statuses.filter({ hasText: /^(Added|Looked up) / }),
    markedLines: region.getByRole("listitem").filter({ hasText: /^Line \d+: / }),
  };
}

/** The words of the filter's status once its search has ended, whatever it found. */
const FINAL_MEMBER_SEARCH =
  /found among all|^No member matches|the search was stopped|^The search stopped/;

/**
 * Filters the members by `who` (part of an email, a name or a user id) and returns the checkbox
 * "Select {who…}" of the first member found. Waits as long as the filter reads on, and fails as
 * soon as its status is final without one, with the status's words.
 */
export async function filterMembers(page: Page, who: string): Promise<Locator> {
  const members = membersRegion(page);
  await members.filter.fill(who);
  const table = members.region.getByRole("table", { name: "Members" });
  const row = table.getByRole("row").filter({ hasText: who }).first();
  const final = members.status.filter({ hasText: FINAL_MEMBER_SEARCH });
  // A big organization is read 100 members a page: no timeout of the kit's own, the test's holds.
  await row.or(final).first().waitFor({ timeout: 0 });
  if (!(await row.isVisible())) {
    throw new Error(`filterMembers("${who}"): ${(await members.status.textContent()) ?? ""}`);
  }
  return row.getByRole("checkbox");
}

/**
 * Finds a user with **Find user** in the Members region (`text`: an email, a name or an id),
 * chooses the option holding `choose` (else `text`) and returns Find user's answer: "member" or
 * "not a member" of this organization.
 */
export async function memberOrNot(
  page: Page,
  text: string,
  choose: string = text,
): Promise<"member" | "not a member"> {
  const members = membersRegion(page);
  await findUserBox(members.region).fill(text);
  await foundUsers(page).filter({ hasText: choose }).first().click();
  const answer = members.membership.filter({ hasText: /is (not )?a member of/ });
  await expect(answer).toBeVisible();
  return /is not a member of/.test((await answer.textContent()) ?? "") ? "not a member" : "member";
}
