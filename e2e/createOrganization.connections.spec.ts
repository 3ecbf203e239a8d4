import {
  assertCreated,
  assertFieldError,
  chooseConnection,
  connectionOption,
  organizationForm,
} from "@tenant-console/playwright-kit";
import { STABLE_CONNECTIONS } from "../tenant/seed/index.ts";
import { CREATE_PATH, goToCreateOrganization } from "./screens/createOrganization";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";

const [CORP_OIDC] = STABLE_CONNECTIONS;

test.describe("Create organization: choosing connections", () => {
  test("an administrator chooses a connection by part of its name, and the tenant stores its id", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = organizationForm(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });
    await form.name.fill("by-name-org");

    await test.step("typing part of the name offers matching connections, with their strategy", async () => {
      await form.addConnection.click();
      await form.connectionId(1).fill("corp");
      await expect(
        connectionOption(page, "corp-oidc", "oidc"),
        "found by part of the name",
      ).toBeVisible();
      await expect(connectionOption(page, "corp", "samlp")).toBeVisible();
      await expect(
        page.getByRole("option", { name: /partners/ }),
        "others are left out",
      ).toHaveCount(0);
      await assertNoSeriousA11yViolations(page, "create organization, connection list open");
    });

    await test.step("choosing one fills in its id and names it", async () => {
      await connectionOption(page, "corp-oidc", "oidc").click();
      await expect(form.connectionId(1)).toHaveValue(CORP_OIDC.id);
      await expect(form.connectionId(1)).toHaveAccessibleDescription(/Chosen: corp-oidc \(oidc\)/);
    });

    await test.step("the same connection chosen twice is caught before sending", async () => {
      const sent = watchRequests(page, "POST", CREATE_PATH);
      const second = await chooseConnection(page, {
        search: "OIDC",
        name: "corp-oidc",
        strategy: "oidc",
      });
      await form.submit.click();
      await assertFieldError(second, "This connection is already in the list", {
        what: "a duplicate connection",
      });
      expect(sent, "nothing is sent").toHaveLength(0);
      await page.getByRole("button", { name: "Remove connection 2" }).click();
    });

    await test.step("the organization is created with the chosen connection", async () => {
      await form.submit.click();
      await assertCreated(page);
      const stored = (await tenant.control.state()).organizations.find(
        (org) => org.name === "by-name-org",
      );
      expect(stored?.enabled_connections?.map((row) => row.connection_id)).toEqual([CORP_OIDC.id]);
    });
  });

  test("without read:connections the field says what it would offer, and a typed id still works", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = organizationForm(page);
    const listed = watchRequests(page, "GET", /^\/api\/v2\/connections$/);
    await goToCreateOrganization(page, { consoleUrl, tenant, scopes: ["create:organizations"] });
    await form.name.fill("by-id-org");
    await form.addConnection.click();

    const field = form.connectionId(1);
    await expect(page.getByRole("combobox"), "no list to choose from").toHaveCount(0);
    await expect(field).toHaveAccessibleDescription(
      /With read:connections this field would offer the tenant's connections by name\. Type the connection id/,
    );
    await assertNoSeriousA11yViolations(page, "create organization without read:connections");
    await field.fill(CORP_OIDC.id);
    await form.submit.click();
    await assertCreated(page);
    expect(listed, "the console did not try to list connections").toHaveLength(0);
  });

  test("a connection can be chosen with the keyboard alone", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = organizationForm(page);
    const sent = watchRequests(page, "POST", CREATE_PATH);
    await goToCreateOrganization(page, { consoleUrl, tenant });
    await form.addConnection.click();
    const field = form.connectionId(1);
    await field.focus();
    await page.keyboard.type("partn");
    await expect(connectionOption(page, "partners", "samlp")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(field, "the option is active, focus stays in the field").toHaveAttribute(
      "aria-activedescendant",
      /.+/,
    );
    await page.keyboard.press("Enter");
    await expect(field).toHaveValue(STABLE_CONNECTIONS[2].id);
    await expect(
      page.getByRole("listbox", { name: "Connections" }),
      "the list closes",
    ).toBeHidden();
    expect(sent, "Enter chose the option and did not submit the form").toHaveLength(0);
  });

  test("with read:connections a typed id is taken as it is", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = organizationForm(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });
    await form.name.fill("typed-id-org");
    await form.addConnection.click();
    await form.connectionId(1).fill(CORP_OIDC.id);
    await form.submit.click();
    await assertCreated(page);
    const stored = (await tenant.control.state()).organizations.find(
      (org) => org.name === "typed-id-org",
    );
    expect(stored?.enabled_connections?.[0]?.connection_id).toBe(CORP_OIDC.id);
  });
});
