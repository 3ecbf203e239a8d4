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
  // `npm run tenant` seeds 120 profiles (tenant/README.md).
  expect(ids, "the whole tenant, scrolled to the end").toHaveLength(120);
  expect(new Set(ids).size, "no profile twice").toBe(120);

  const details = await list.openDetails(ids[0] ?? "");
  await expect(details).toContainText(ids[0] ?? "");
  await list.closeDetails();

  const matches = await list.filter(ids[7] ?? "");
  expect(matches, "the filter finds a profile by its id").toEqual([ids[7]]);
});
