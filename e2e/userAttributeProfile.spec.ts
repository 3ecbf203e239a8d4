import {
  assertFieldError,
  assertSaved,
  assertStartingPoint,
  fillConnectForm,
  fillFromJson,
  fillProfileId,
  inputNamed,
  openAttribute,
  openUserIdMapping,
  profileEditor,
  readChangedRows,
} from "@tenant-console/playwright-kit";
import { NATIVE_MAPPING } from "../src/api/schemas/index.ts";
import { SEED_FACTS, STABLE_USER_ATTRIBUTE_PROFILES } from "../tenant/seed/index.ts";
import {
  goToProfileEditor,
  profileInTenant,
  profilesInTenant,
} from "./screens/userAttributeProfile";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const PROFILE_ID = SEED_FACTS.userAttributeProfileId;
const OTHER_PROFILE_ID = STABLE_USER_ATTRIBUTE_PROFILES[1]?.id ?? "";
const UNKNOWN_ID = `uap_${"0".repeat(22)}`;
const SAMLP_SAML_NAME = "user_id.strategy_overrides.samlp.saml_mapping.0";
const NEW_SAML_NAME = "urn:oid:0.9.2342.19200300.100.1.3";

test.describe("Edit a user attribute profile", () => {
  test("changing one SAML name of one strategy override leaves every other mapping as it was", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    // axe walks every input of the whole profile (about a thousand elements): it takes a while.
    test.slow();
    const before = await profilesInTenant(tenant);
    const seeded = await profileInTenant(tenant, PROFILE_ID);
    const oldSamlName = seeded.user_id.strategy_overrides?.samlp?.saml_mapping?.[0] ?? "";

    await goToProfileEditor(page, { consoleUrl, tenant });

    await test.step("start from the profile's JSON", async () => {
      await fillProfileId(page, PROFILE_ID);
      await fillFromJson(page, JSON.stringify(seeded, null, 2));
      await assertStartingPoint(page, `Starting point for ${PROFILE_ID}: the pasted JSON`);
      await expect(inputNamed(page, "name")).toHaveValue(seeded.name);
      await openUserIdMapping(page);
      await expect(inputNamed(page, SAMLP_SAML_NAME)).toHaveValue(oldSamlName);
      await expect(
        profileEditor(page).save,
        "nothing differs from the starting point yet",
      ).toBeDisabled();
      await assertNoSeriousA11yViolations(page, "the profile editor filled from JSON");
    });

    await test.step("change the samlp override's first SAML name", async () => {
      await inputNamed(page, SAMLP_SAML_NAME).fill(NEW_SAML_NAME);
      await page.getByText("Request preview").click();
      const preview = JSON.parse(
        (await page.getByRole("region", { name: "Request body" }).textContent()) ?? "",
      );
      expect(Object.keys(preview), "only user_id is sent, whole").toEqual(["user_id"]);
      await profileEditor(page).save.click();
      await assertSaved(page, PROFILE_ID);
    });

    await test.step("the console shows exactly that change", async () => {
      expect(await readChangedRows(page)).toEqual([
        [
          "SAML mapping for samlp of the user id",
          "user_id.strategy_overrides.samlp.saml_mapping",
          JSON.stringify([oldSamlName]),
          JSON.stringify([NEW_SAML_NAME]),
        ],
      ]);
      await assertStartingPoint(page, "last saved here");
    });

    await test.step("through test control, every other mapping is unchanged", async () => {
      const expected = structuredClone(before);
      const samlp = expected.find((p) => p.id === PROFILE_ID)?.user_id.strategy_overrides?.samlp;
      if (!samlp) throw new Error("the seeded profile has no samlp override");
      samlp.saml_mapping = [NEW_SAML_NAME];
      expect(await profilesInTenant(tenant), "all profiles, but for the one SAML name").toEqual(
        expected,
      );
    });
  });

  test("a rename sends only the name, and reopening the id prefills it as last saved here", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const seeded = await profileInTenant(tenant, PROFILE_ID);
    await goToProfileEditor(page, { consoleUrl, tenant });

    await test.step("rename a profile the console knows nothing of", async () => {
      await fillProfileId(page, PROFILE_ID);
      await assertStartingPoint(page, "nothing is known of this profile yet");
      await inputNamed(page, "name").fill("Workforce directory (EU)");
      await profileEditor(page).save.click();
      await assertSaved(page, PROFILE_ID);
      expect(await readChangedRows(page)).toEqual([
        ["Profile name", "name", "not known", "Workforce directory (EU)"],
      ]);
    });

    await test.step("the tenant holds the new name and nothing else changed", async () => {
      expect(await profileInTenant(tenant, PROFILE_ID)).toEqual({
        ...seeded,
        name: "Workforce directory (EU)",
      });
    });

    await test.step("another id starts empty; back again, the form is what was saved here", async () => {
      await fillProfileId(page, OTHER_PROFILE_ID);
      await expect(inputNamed(page, "name")).toHaveValue("");
      await fillProfileId(page, PROFILE_ID);
      await assertStartingPoint(page, `Starting point for ${PROFILE_ID}: last saved here at`);
      await expect(inputNamed(page, "name")).toHaveValue("Workforce directory (EU)");
      await openAttribute(page, "email");
      await expect(inputNamed(page, "user_attributes.0.name")).toHaveValue("email");
    });
  });

  test("an attribute edit round-trips with exactly the four required members and the mappings set", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const seeded = await profileInTenant(tenant, PROFILE_ID);
    const employee = seeded.user_attributes.employee_id;
    if (!employee) throw new Error("the seeded profile has no employee_id");
    await goToProfileEditor(page, { consoleUrl, tenant });
    await fillProfileId(page, PROFILE_ID);
    await fillFromJson(page, JSON.stringify(seeded));
    const row = Object.keys(seeded.user_attributes).indexOf("employee_id");

    await test.step("change the label of employee_id and save", async () => {
      await openAttribute(page, "employee_id");
      await inputNamed(page, `user_attributes.${row}.label`).fill("Staff number");
      const sent = page.waitForRequest((request) => request.method() === "PATCH");
      await profileEditor(page).save.click();
      await assertSaved(page, PROFILE_ID);
      const body = (await sent).postDataJSON();
      expect(body, "the attribute is sent whole, with nothing the contract does not list").toEqual({
        user_attributes: { employee_id: { ...employee, label: "Staff number" } },
      });
      expect(Object.keys(body.user_attributes.employee_id).sort()).toEqual(
        [
          "description",
          "label",
          NATIVE_MAPPING,
          "profile_required",
          "saml_mapping",
          "scim_mapping",
        ].sort(),
      );
    });

    await test.step("the tenant holds the same attribute", async () => {
      const saved = await profileInTenant(tenant, PROFILE_ID);
      expect(saved.user_attributes.employee_id).toEqual({ ...employee, label: "Staff number" });
    });
  });

  test("an added attribute without a label is refused in the form, and nothing is sent", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const before = await profilesInTenant(tenant);
    await goToProfileEditor(page, { consoleUrl, tenant });
    const patches: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH") patches.push(request.url());
    });

    await test.step("add an attribute with every required member but its label", async () => {
      await fillProfileId(page, PROFILE_ID);
      await page.getByRole("button", { name: "Add attribute" }).click();
      await inputNamed(page, "user_attributes.0.name").fill("cost_centre");
      await inputNamed(page, "user_attributes.0.description").fill("Cost centre of the user");
      await inputNamed(page, "user_attributes.0.profile_required").selectOption("false");
      await inputNamed(page, `user_attributes.0.${NATIVE_MAPPING}`).fill("costCenter");
      await profileEditor(page).save.click();
    });

    await test.step("the label is marked required, and the tenant saw no request", async () => {
      const label = inputNamed(page, "user_attributes.0.label");
      await assertFieldError(label, /^Required$/, {
        what: "an attribute without a label",
        // The first input to fix has the focus.
        focused: true,
      });
      expect(patches, "no PATCH left the browser").toEqual([]);
      expect(await profilesInTenant(tenant)).toEqual(before);
    });
  });

  test("an unknown profile id is reported as such, and what was typed stays", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const before = await profilesInTenant(tenant);
    await goToProfileEditor(page, { consoleUrl, tenant });

    await test.step("save a new name for an id the tenant does not have", async () => {
      await fillProfileId(page, UNKNOWN_ID);
      await inputNamed(page, "name").fill("Nobody's profile");
      await profileEditor(page).save.click();
    });

    await test.step("the console says the id does not exist", async () => {
      await expect(page.getByRole("alert"), "form-level message").toContainText(
        `The tenant has no user attribute profile ${UNKNOWN_ID}`,
      );
      await expect(page.getByRole("alert")).toBeFocused();
      await expect(profileEditor(page).profileId).toHaveAttribute("aria-invalid", "true");
      await expect(inputNamed(page, "name"), "nothing typed is lost").toHaveValue(
        "Nobody's profile",
      );
      expect(await profilesInTenant(tenant), "no profile changed").toEqual(before);
      await assertNoSeriousA11yViolations(page, "the profile editor after a 404");
    });
  });

  test("a paste of invalid JSON says where it is wrong and keeps the text", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToProfileEditor(page, { consoleUrl, tenant });
    const box = profileEditor(page).profileJson;

    await test.step("a syntax error names its line and column", async () => {
      const text = '{\n  "name": "Partners",\n}';
      await fillFromJson(page, text);
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box, "the message is tied to the box").toHaveAccessibleDescription(
        /Not valid JSON at line 3, column 1: expected double-quoted property name/,
      );
      await expect(box).toBeFocused();
      await expect(box, "the pasted text stays").toHaveValue(text);
      await expect(inputNamed(page, "name"), "the form is untouched").toHaveValue("");
    });

    await test.step("JSON that breaks the contract names the path", async () => {
      await fillFromJson(page, JSON.stringify({ name: "x".repeat(129) }));
      await expect(box).toHaveAccessibleDescription(
        /does not fit the contract at name: Must be at most 128 characters \(it has 129\)/,
      );
      await assertNoSeriousA11yViolations(page, "the profile editor with a JSON error");
    });
  });

  test("unsaved changes survive a reload, without a prompt: nothing is lost", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const token = await goToProfileEditor(page, { consoleUrl, tenant });
    await fillProfileId(page, PROFILE_ID);
    await inputNamed(page, "name").fill("Half done");

    await test.step("leaving the screen and reloading do not ask", async () => {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
      await page.getByRole("link", { name: "Token exchange profiles" }).first().click();
      await page.goBack();
      await expect(inputNamed(page, "name")).toHaveValue("Half done");
      await page.reload();
      await expect(page.getByRole("heading", { name: "Connect to a tenant" })).toBeVisible();
      expect(dialogs, "no unsaved-changes prompt: the draft keeps every entry").toEqual([]);
    });

    await test.step("after connecting again, the draft is back", async () => {
      await fillConnectForm(page, tenant.url, token);
      await expect(page.getByText(/unsaved changes from before the reload are back/)).toBeVisible();
      await expect(profileEditor(page).profileId).toHaveValue(PROFILE_ID);
      await expect(inputNamed(page, "name")).toHaveValue("Half done");
      await expect(profileEditor(page).save).toBeEnabled();
    });
  });
});
