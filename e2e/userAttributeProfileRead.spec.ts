import type { Page, Request } from "@playwright/test";
import {
  assertFieldError,
  assertReadFromTenant,
  assertSaved,
  assertStartingPoint,
  fillFromJson,
  fillProfileId,
  inputNamed,
  openAttribute,
  openProfileById,
  profileEditor,
  profileList,
} from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import {
  goToProfileEditor,
  PATCH_PATH,
  profileInTenant,
  profilesInTenant,
} from "./screens/userAttributeProfile";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const READ_SCOPE = "read:user_attribute_profiles";
const PROFILE_ID = SEED_FACTS.userAttributeProfileId;
const UNKNOWN_ID = `uap_${"0".repeat(22)}`;
/** On the listing's second page (five a page by default). */
const SECOND_PAGE_PROFILE = "Regional directory Americas";
const EMAIL_SCIM = "user_attributes.0.scim_mapping";

/** Every request the page makes to the tenant's profile routes, by method and path. */
function recordProfileRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/v2/user-attribute-profiles")) {
      seen.push(request);
    }
  });
  return seen;
}

/** Changes the email attribute's SCIM mapping, saves, and returns the PATCH body sent. */
async function changeEmailScimAndSave(page: Page, id: string, scim: string): Promise<unknown> {
  await openAttribute(page, "email");
  await inputNamed(page, EMAIL_SCIM).fill(scim);
  const sent = page.waitForRequest(
    (request) => request.method() === "PATCH" && PATCH_PATH.test(new URL(request.url()).pathname),
  );
  await profileEditor(page).save.click();
  await assertSaved(page, id);
  return (await sent).postDataJSON();
}

test.describe("Open a user attribute profile from the tenant", () => {
  test("open by id: the form shows what the tenant holds, and one changed mapping is all the PATCH holds", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    // axe walks every input of the whole profile (about a thousand elements): it takes a while.
    test.slow();
    const before = await profilesInTenant(tenant);
    const seeded = await profileInTenant(tenant, PROFILE_ID);
    const email = seeded.user_attributes.email;
    if (!email) throw new Error("the seeded profile has no email attribute");
    await goToProfileEditor(page, { consoleUrl, tenant });

    await test.step("open the profile by its id", async () => {
      await openProfileById(page, PROFILE_ID);
      await assertReadFromTenant(page, PROFILE_ID);
      await expect(inputNamed(page, "name")).toHaveValue(seeded.name);
      await openAttribute(page, "email");
      await expect(inputNamed(page, EMAIL_SCIM)).toHaveValue(email.scim_mapping ?? "");
      await expect(profileEditor(page).save, "nothing differs from what was read").toBeDisabled();
      await assertNoSeriousA11yViolations(page, "the profile editor opened from the tenant");
    });

    await test.step("change the email attribute's SCIM mapping and save", async () => {
      const body = await changeEmailScimAndSave(page, PROFILE_ID, "emails[type eq work].value");
      expect(body, "only the changed attribute, whole").toEqual({
        user_attributes: { email: { ...email, scim_mapping: "emails[type eq work].value" } },
      });
    });

    await test.step("through test control, nothing else changed", async () => {
      const expected = structuredClone(before);
      const changed = expected.find((p) => p.id === PROFILE_ID)?.user_attributes.email;
      if (!changed) throw new Error("the seeded profile has no email attribute");
      changed.scim_mapping = "emails[type eq work].value";
      expect(await profilesInTenant(tenant)).toEqual(expected);
    });
  });

  test("open from the list: the profiles page by page, a link opens one, and its save sends one change", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const all = await profilesInTenant(tenant);
    const chosen = all.find((p) => p.name === SECOND_PAGE_PROFILE);
    const email = chosen?.user_attributes.email;
    if (!chosen || !email) throw new Error(`the seed has no ${SECOND_PAGE_PROFILE} with email`);
    await goToProfileEditor(page, { consoleUrl, tenant });
    const list = profileList(page);

    await test.step("the first page, then the rest with Load more profiles", async () => {
      await expect(list.getByRole("status")).toHaveText("Loaded 5 profiles");
      await expect(list.getByRole("link")).toHaveText(all.slice(0, 5).map((p) => p.name));
      await assertNoSeriousA11yViolations(page, "the profile list's first page");
      await list.getByRole("button", { name: "Load more profiles" }).click();
      await expect(list.getByRole("status")).toHaveText(`All ${all.length} profiles loaded`);
      await expect(list.getByRole("button", { name: "Load more profiles" })).toHaveCount(0);
    });

    await test.step("choose a profile of the second page", async () => {
      await list.getByRole("link", { name: SECOND_PAGE_PROFILE }).click();
      await assertReadFromTenant(page, chosen.id);
      await expect(profileEditor(page).profileId).toHaveValue(chosen.id);
      await expect(inputNamed(page, "name")).toHaveValue(SECOND_PAGE_PROFILE);
      await assertNoSeriousA11yViolations(page, "a profile opened from the list");
    });

    await test.step("one changed mapping is all the PATCH holds", async () => {
      const body = await changeEmailScimAndSave(page, chosen.id, "emails[type eq home].value");
      expect(body).toEqual({
        user_attributes: { email: { ...email, scim_mapping: "emails[type eq home].value" } },
      });
    });
  });

  test("an unknown id is said at the Profile id, and nothing in the form is lost", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToProfileEditor(page, { consoleUrl, tenant });
    await fillProfileId(page, UNKNOWN_ID);
    await inputNamed(page, "name").fill("Typed before opening");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Open profile" }).click();

    await assertFieldError(
      profileEditor(page).profileId,
      "The tenant has no user attribute profile with this id",
      { what: "an unknown profile id", focused: true },
    );
    await expect(inputNamed(page, "name")).toHaveValue("Typed before opening");
    await assertStartingPoint(page, "nothing is known of this profile yet");
    await assertNoSeriousA11yViolations(page, "an unknown profile id");
  });

  test("without read:user_attribute_profiles the screen names the scope and Start from JSON is the way in", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const seeded = await profileInTenant(tenant, PROFILE_ID);
    const requests = recordProfileRequests(page);
    await goToProfileEditor(page, {
      consoleUrl,
      tenant,
      scopes: CONSOLE_SCOPES.filter((scope) => scope !== READ_SCOPE),
    });

    await expect(
      page.getByText(`This token can't read user attribute profiles: it needs ${READ_SCOPE}.`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Open profile" })).toHaveCount(0);
    await expect(profileList(page)).toHaveCount(0);
    await assertNoSeriousA11yViolations(page, "the profile screen without the read scope");

    await fillProfileId(page, PROFILE_ID);
    await fillFromJson(page, JSON.stringify(seeded));
    await assertStartingPoint(page, `Starting point for ${PROFILE_ID}: the pasted JSON`);
    await expect(inputNamed(page, "name")).toHaveValue(seeded.name);
    expect(
      requests.map((r) => r.method()),
      "nothing was read from the tenant",
    ).toEqual([]);
  });
});
