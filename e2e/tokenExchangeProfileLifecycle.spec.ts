/**
 * Issue 26's token exchange profile lifecycle against the local tenant, driven through the kit:
 * create a profile choosing its action by name, meet a taken subject token type on its field,
 * open a profile far down the list by its address with one read (issue 29), rename it, delete
 * it. Each ends by reading the tenant's state; each new state is checked in light and dark.
 */
import type { Page, Request } from "@playwright/test";
import {
  actionCombobox,
  assertFieldError,
  deleteProfileConfirmation,
  editProfileButton,
  fillNewTokenExchangeProfile,
  inputNamed,
  newTokenExchangeProfileForm,
  profileDetails,
  profileRow,
  submitNewTokenExchangeProfile,
  TokenExchangeProfiles,
  waitForListSettled,
} from "@tenant-console/playwright-kit";
import { DEFAULT_PROFILE_COUNT } from "../tenant/seed/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { isConnectCheck } from "./support/connectCheck";
import { connectConsole, expect, test } from "./support/fixtures";
import { lookInLightAndDark } from "./support/layout";

const LIST = "/api/v2/token-exchange-profiles";
const ACTION = {
  id: "9e4d2a71-0c5b-4e38-b6f2-1a7c3d9e8b24",
  name: "Exchange partner SAML assertion",
};

/** Every request the page sends below /api/v2/token-exchange-profiles, as "METHOD path". */
function recordProfileRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    const toProfiles = new URL(request.url()).pathname.startsWith(LIST);
    if (toProfiles && !isConnectCheck(request)) sent.push(request);
  });
  return sent;
}

const describe = (request: Request) =>
  `${request.method()} ${new URL(request.url()).pathname.replace(/tep_\w+/, "{id}")}`;

test("create a profile choosing its action by name; a taken subject token type stays on its field", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  test.setTimeout(90_000);
  // A fresh start's seed (npm start, npm run tenant): room to create under the service's 100.
  await tenant.control.reset({ profiles: DEFAULT_PROFILE_COUNT });
  await page.setViewportSize({ width: 390, height: 844 });
  await connectConsole(page, { consoleUrl, tenant });
  const profiles = new TokenExchangeProfiles(page);
  const sent = recordProfileRequests(page);

  const created = await profiles.create({
    name: "Partner SAML exchange",
    subjectTokenType: "urn:acme:partner-saml",
    actionName: ACTION.name,
  });
  expect(created.created).toBe(true);
  const post = sent.find((request) => request.method() === "POST");
  expect(post?.postDataJSON(), "the POST holds the chosen action's id and the fixed type").toEqual({
    name: "Partner SAML exchange",
    subject_token_type: "urn:acme:partner-saml",
    action_id: ACTION.id,
    type: "custom_authentication",
  });
  const details = profileDetails(page);
  await expect(details, "the details show the action's name").toContainText(ACTION.name);
  await expect(page.getByRole("status").filter({ hasText: "Created profile" })).toHaveText(
    "Created profile Partner SAML exchange.",
  );
  const state = await tenant.control.state();
  const stored = state.tokenExchangeProfiles.find(
    (profile) => profile.name === "Partner SAML exchange",
  );
  expect(stored?.action_id).toBe(ACTION.id);
  await lookInLightAndDark(page, {
    what: "the created profile's details on a phone",
    shot: "tep-created-phone",
  });

  await page.goto(`${consoleUrl}/#/token-exchange-profiles/new`);
  const form = newTokenExchangeProfileForm(page);
  await expect(actionCombobox(page)).toBeVisible();
  await lookInLightAndDark(page, {
    what: "the new profile form on a phone",
    shot: "tep-new-phone",
  });
  await fillNewTokenExchangeProfile(page, {
    name: "Second partner exchange",
    subjectTokenType: "urn:acme:partner-saml",
    actionId: ACTION.id,
  });
  const refused = await submitNewTokenExchangeProfile(page);
  expect(refused.created).toBe(false);
  await assertFieldError(
    inputNamed(form, "subject_token_type"),
    /already uses this subject token type/,
    {
      what: "a taken subject token type",
      focused: true,
    },
  );
  await expect(
    inputNamed(form, "subject_token_type"),
    "the field names the profile that holds the type, read from the listing",
  ).toHaveAccessibleDescription(/The profile Partner SAML exchange \(tep_\w+\) already uses/);
  await expect(inputNamed(form, "name"), "nothing typed is lost").toHaveValue(
    "Second partner exchange",
  );
  await expect(inputNamed(form, "action_id")).toHaveValue(ACTION.id);
  await lookInLightAndDark(page, {
    what: "a taken subject token type on a phone",
    shot: "tep-taken-phone",
  });
  expect((await tenant.control.state()).tokenExchangeProfiles).toHaveLength(
    DEFAULT_PROFILE_COUNT + 1,
  );
});

test("a profile far down the list opens from its address with one read, is renamed, then deleted", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  test.setTimeout(90_000);
  const seeded = (await tenant.control.state()).tokenExchangeProfiles;
  const far = seeded[110];
  if (far === undefined) throw new Error("the seed holds 120 profiles");
  const sent = recordProfileRequests(page);
  await connectConsole(page, { consoleUrl, tenant, route: `/token-exchange-profiles/${far.id}` });
  const details = profileDetails(page);
  await expect(details).toContainText(far.name);
  await waitForListSettled(page);
  expect(sent.map(describe), "one page of the list and one read of the profile (issue 29)").toEqual(
    [`GET ${LIST}`, `GET ${LIST}/{id}`],
  );

  const profiles = new TokenExchangeProfiles(page);
  await editProfileButton(page).click();
  await lookInLightAndDark(page, { what: "editing a profile in its details", shot: "tep-edit" });
  await inputNamed(details, "name").fill("Renamed far profile");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(details.getByRole("heading", { level: 2 })).toContainText("Renamed far profile");
  await expect(
    details.getByRole("status").filter({ hasText: "Saved profile" }),
    "the save is said, by the new name, where the focus went",
  ).toBeFocused();
  await expect(details.getByRole("status").filter({ hasText: "Saved profile" })).toHaveText(
    "Saved profile Renamed far profile.",
  );
  const patch = sent.find((request) => request.method() === "PATCH");
  expect(patch?.postDataJSON(), "the PATCH holds only the name").toEqual({
    name: "Renamed far profile",
  });
  const renamed = (await tenant.control.state()).tokenExchangeProfiles.find((p) => p.id === far.id);
  expect(renamed).toMatchObject({
    name: "Renamed far profile",
    subject_token_type: far.subject_token_type,
  });

  await page.getByRole("button", { name: "Delete profile" }).click();
  await expect(deleteProfileConfirmation(page)).toBeVisible();
  await lookInLightAndDark(page, { what: "the delete confirmation", shot: "tep-delete" });
  await deleteProfileConfirmation(page).getByRole("button", { name: "Cancel" }).click();
  await profiles.delete();
  await expect(profileRow(page, far.id), "gone from the list").toHaveCount(0);
  const deleted = page.getByRole("status").filter({ hasText: "Deleted profile" });
  await expect(deleted, "the list says so by its name").toHaveText(
    "Deleted profile Renamed far profile.",
  );
  await expect(deleted, "focus goes to the news, not to the page").toBeFocused();
  await assertNoSeriousA11yViolations(page, "the list after a delete");
  const left = (await tenant.control.state()).tokenExchangeProfiles;
  expect(
    left.map((p) => p.id),
    "gone from the tenant",
  ).not.toContain(far.id);
  expect(left).toHaveLength(seeded.length - 1);
  expect(sent.map(describe), "the list never started over, the profile was read once").toEqual([
    `GET ${LIST}`,
    `GET ${LIST}/{id}`,
    `PATCH ${LIST}/{id}`,
    `DELETE ${LIST}/{id}`,
  ]);
});

test("in a tenant at the service's 100 profiles, New profile says so before anything is typed", async ({
  page,
  consoleUrl,
  tenant,
}) => {
  await tenant.control.reset({ profiles: 100 });
  const sent = recordProfileRequests(page);
  await connectConsole(page, { consoleUrl, tenant, route: "/token-exchange-profiles/new" });
  const full = page.getByRole("status").filter({ hasText: "the most the service allows" });
  await expect(full).toHaveText(
    "This tenant already holds 100 token exchange profiles, the most the service allows: delete one you no longer need before creating another.",
  );
  const submit = newTokenExchangeProfileForm(page).getByRole("button", { name: "Create profile" });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(/already holds 100 token exchange profiles/);
  expect(sent.map(describe), "one read of the listing, 100 at a time").toEqual([`GET ${LIST}`]);
  await assertNoSeriousA11yViolations(page, "New profile in a tenant at its profile limit");
});
