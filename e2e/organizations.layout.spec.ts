/**
 * An organization's page on a phone: what the trial found misplaced there (the Connection list
 * spanning the whole window, options too small for a finger).
 */
import { organizationPage } from "@tenant-console/playwright-kit";
import { connectConsole } from "./screens/session";
import { expect, test } from "./support/fixtures";

const HOOLI = "org_H00l1P4rtn3rsNw2";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("on a phone the Connection list opens under its input, as wide as it, with options a finger can choose", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  await connectConsole(page, { consoleUrl, tenant, route: `/organizations/${HOOLI}` });
  const organization = organizationPage(page);
  await organization.connectionField.fill("corp");
  const list = page.getByRole("listbox");
  await expect(list.getByRole("option").first()).toBeVisible();

  const input = await organization.connectionField.boundingBox();
  const box = await list.boundingBox();
  expect(box?.x, "the list starts where its input does").toBeCloseTo(input?.x ?? Number.NaN, 0);
  expect(box?.width, "the list is as wide as its input").toBeCloseTo(input?.width ?? Number.NaN, 0);
  for (const option of await list.getByRole("option").all()) {
    expect((await option.boundingBox())?.height, await option.innerText()).toBeGreaterThanOrEqual(
      44,
    );
  }
  await expect(list.getByRole("option", { name: "corp-oidc oidc" })).toBeVisible();
});
