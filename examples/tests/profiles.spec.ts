import { ProfileList } from "@tenant-console/playwright-kit";
import { expect, test } from "./fixtures.ts";

test("every token exchange profile is listed once, and one opens in its details", async ({
  tenantConsole,
  page,
}) => {
  await tenantConsole.goTo("Token exchange profiles");
  const list = new ProfileList(page);
  await list.waitUntilSettled();

  const ids = await list.readAllIds();
  // `npm run tenant` seeds 90 profiles, inside the service's 100 (tenant/README.md).
  expect(ids, "the whole tenant, scrolled to the end").toHaveLength(90);
  expect(new Set(ids).size, "no profile twice").toBe(90);

  const details = await list.openDetails(ids[0] ?? "");
  await expect(details).toContainText(ids[0] ?? "");
  await list.closeDetails();

  const matches = await list.filter(ids[7] ?? "");
  expect(matches, "the filter finds a profile by its id").toEqual([ids[7]]);
});
