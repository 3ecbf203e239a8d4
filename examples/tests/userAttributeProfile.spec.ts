import { UserAttributeProfileEditor } from "@tenant-console/playwright-kit";
import { expect, test } from "./fixtures.ts";

test("a mapping changed in a profile is saved, and the save lists what changed", async ({
  tenantConsole,
  page,
}) => {
  await tenantConsole.goTo("User attribute profiles");
  const editor = new UserAttributeProfileEditor(page);

  // "Workforce directory", a seed fact of `npm run tenant` (tenant/README.md).
  await editor.openProfile("uap_1csDj3szFKM6gvVNJbQqYh");
  await editor.setAttribute("department", { scim_mapping: "costCenter" });
  const result = await editor.save();

  expect(result.saved).toBe(true);
  if (!result.saved) return;
  expect(result.changes).toEqual([
    expect.objectContaining({
      path: expect.stringMatching(/scim_mapping$/),
      before: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
      after: "costCenter",
    }),
  ]);
});
