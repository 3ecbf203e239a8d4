/**
 * Issue 26's user attribute profile lifecycle against the local tenant, driven through the kit:
 * a profile created from a template with edits (marked added, changed and removed before it is
 * sent), opened once created, then deleted with confirmation. The tenant's state is read after
 * each write; each new state is checked in light and dark on a phone.
 */
import type { Request } from "@playwright/test";
import {
  attributeLine,
  deleteUserAttributeProfileButton,
  deleteUserAttributeProfileConfirmation,
  newProfileName,
  openAttribute,
  removedAttributesNote,
  UserAttributeProfiles,
} from "@tenant-console/playwright-kit";
import { USER_ATTRIBUTE_PROFILE_TEMPLATES } from "../tenant/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { connectConsole, expect, test } from "./support/fixtures";
import { lookInLightAndDark } from "./support/layout";

const SCIM = USER_ATTRIBUTE_PROFILE_TEMPLATES.find((t) => t.id === "scim-provisioning");

test("create a profile from a template with edits, open it, then delete it", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  test.setTimeout(90_000);
  if (SCIM === undefined) throw new Error("the seed has the SCIM provisioning template");
  const attributes = SCIM.template.user_attributes ?? {};
  await page.setViewportSize({ width: 390, height: 844 });
  await connectConsole(page, { consoleUrl, tenant, route: "/user-attribute-profiles" });
  const profiles = new UserAttributeProfiles(page);
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v2/user-attribute-profiles")) {
      posts.push(request);
    }
  });

  await profiles.start(SCIM.display_name);
  await expect(newProfileName(page)).toHaveValue(SCIM.template.name ?? "");
  await newProfileName(page).fill("SCIM users (EU)");
  await openAttribute(page, "user_name");
  await page.locator('[name="user_attributes.1.label"]').fill("Sign-in name");
  await openAttribute(page, "employee_number");
  await page.getByRole("button", { name: "Remove attribute employee_number" }).click();
  await expect(attributeLine(page, "user_name"), "marked before Save").toContainText("Changed");
  await expect(attributeLine(page, "email")).not.toContainText(/Changed|Added/);
  await expect(removedAttributesNote(page)).toContainText("employee_number");
  await lookInLightAndDark(page, {
    what: "a new profile from a template, edited",
    shot: "uap-new-phone",
  });

  const id = await profiles.create();
  const { employee_number: _, ...kept } = attributes;
  expect(posts[0]?.postDataJSON(), "the template's payload with the edits").toEqual({
    name: "SCIM users (EU)",
    user_id: SCIM.template.user_id,
    user_attributes: { ...kept, user_name: { ...kept.user_name, label: "Sign-in name" } },
  });
  const stored = (await tenant.control.state()).userAttributeProfiles.find((p) => p.id === id);
  expect(stored?.name).toBe("SCIM users (EU)");
  await expect(page.getByRole("status").filter({ hasText: /^Created profile / })).toHaveText(
    "Created profile SCIM users (EU).",
  );
  expect(Object.keys(stored?.user_attributes ?? {}).sort()).toEqual(["email", "user_name"]);

  await deleteUserAttributeProfileButton(page).click();
  await expect(deleteUserAttributeProfileConfirmation(page)).toBeVisible();
  await lookInLightAndDark(page, { what: "the delete confirmation", shot: "uap-delete-phone" });
  await deleteUserAttributeProfileConfirmation(page)
    .getByRole("button", { name: "Cancel" })
    .click();
  await profiles.delete();
  const deleted = page.getByRole("status").filter({ hasText: /^Deleted profile / });
  await expect(deleted, "the news of the delete has the focus").toBeFocused();
  await expect(page, "the address no longer names the deleted profile").toHaveURL(
    /#\/user-attribute-profiles$/,
  );
  await assertNoSeriousA11yViolations(page, "the editor after a delete");
  const left = (await tenant.control.state()).userAttributeProfiles.map((p) => p.id);
  expect(left, "gone from the tenant").not.toContain(id);
  await expect(
    page.getByRole("link", { name: "SCIM users (EU)" }),
    "gone from the list",
  ).toHaveCount(0);
});
