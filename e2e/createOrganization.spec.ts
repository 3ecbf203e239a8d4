import type { Locator, Page, Request } from "@playwright/test";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import {
  connectConsole,
  expect,
  fillConnectForm,
  type LocalTenant,
  test,
} from "./support/fixtures";

const QUOTA_MESSAGE = "Must be a whole number from 1 to 2147483647";

interface ConnectionInput {
  id: string;
  assignMembershipOnLogin?: boolean;
  showAsButton?: boolean;
  isSignupEnabled?: boolean;
}

async function goToCreateOrganization(
  page: Page,
  { consoleUrl, tenant }: { consoleUrl: string; tenant: LocalTenant },
): Promise<void> {
  await connectConsole(page, { consoleUrl, tenant, route: "/organizations/new" });
  await expect(page.getByRole("heading", { level: 1, name: "Create organization" })).toBeVisible();
}

/** Every POST the console sends to create an organization, to prove when none left. */
function watchCreateRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/v2/organizations")) {
      sent.push(request);
    }
  });
  return sent;
}

const nameInput = (page: Page) => page.getByLabel("Name", { exact: true });
const submitButton = (page: Page) => page.getByRole("button", { name: "Create organization" });
const connectionGroup = (page: Page, n: number) =>
  page.getByRole("group", { name: `Connection ${n}`, exact: true });
const connectionIdInput = (page: Page, n: number) =>
  connectionGroup(page, n).getByLabel("Connection id");

async function fillMetadata(page: Page, entries: readonly (readonly [string, string])[]) {
  for (const [index, [key, value]] of entries.entries()) {
    await page.getByRole("button", { name: "Add metadata" }).click();
    await page.getByLabel(`Key ${index + 1}`, { exact: true }).fill(key);
    await page.getByLabel(`Value ${index + 1}`, { exact: true }).fill(value);
  }
}

async function fillConnections(page: Page, connections: readonly ConnectionInput[]) {
  for (const [index, connection] of connections.entries()) {
    await page.getByRole("button", { name: "Add connection" }).click();
    const group = connectionGroup(page, index + 1);
    await group.getByLabel("Connection id").fill(connection.id);
    await group
      .getByLabel("Assign membership on login")
      .setChecked(connection.assignMembershipOnLogin ?? false);
    await group.getByLabel("Show as button").setChecked(connection.showAsButton ?? false);
    await group.getByLabel("Signup enabled").setChecked(connection.isSignupEnabled ?? false);
  }
}

async function fillTokenQuota(
  page: Page,
  quota: { enforce: boolean; perDay: string; perHour: string },
) {
  await page.getByLabel("Set a token quota for client credentials").check();
  await page.getByLabel("Enforce", { exact: true }).setChecked(quota.enforce);
  await page.getByLabel("Per day").fill(quota.perDay);
  await page.getByLabel("Per hour").fill(quota.perHour);
}

async function assertFieldError(field: Locator, message: string | RegExp, what: string) {
  await expect(field, `${what}: the field is marked invalid`).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(field, `${what}: the message is tied to the field`).toHaveAccessibleDescription(
    message instanceof RegExp ? message : new RegExp(escapeRegExp(message)),
  );
  await expect(field, `${what}: focus moves to the field`).toBeFocused();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Presses Tab until `target` has focus: the way a keyboard user reaches it. */
async function pressTabUntilFocused(page: Page, target: Locator, maxPresses = 40) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, "reachable with Tab").toBeFocused();
}

test.describe("Create organization", () => {
  test("an administrator creates a full organization, and the tenant stores every value", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow(); // 35 rows typed and two axe runs over a long form, on a shared two-core machine
    const state = await tenant.control.state();
    const connections: ConnectionInput[] = state.connections.slice(0, 10).map((c, i) => ({
      id: c.id,
      assignMembershipOnLogin: i % 2 === 0,
      showAsButton: i % 3 === 0,
      isSignupEnabled: i % 4 === 0,
    }));
    const metadata = Array.from(
      { length: 25 },
      (_, i) =>
        [
          `key.${i + 1}`,
          i === 0 ? "v".repeat(255) : i === 1 ? "" : `välue ${i + 1} "quoted" 😀`,
        ] as const,
    );
    const sent = watchCreateRequests(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });

    await test.step("fill every field, 25 metadata entries and 10 connections", async () => {
      await nameInput(page).fill("full-org_1");
      await page.getByLabel("Display name").fill("Full Organization ✓");
      await page.getByLabel("Logo URL").fill("https://cdn.example.com/full.png");
      await expect(page.getByRole("img", { name: "Logo preview" })).toHaveAttribute(
        "src",
        "https://cdn.example.com/full.png",
      );
      await fillMetadata(page, metadata);
      await expect(page.getByText("25 of 25")).toBeVisible();
      await expect(
        page.getByRole("button", { name: "Add metadata" }),
        "a 26th entry cannot be added",
      ).toBeDisabled();
      await fillConnections(page, connections);
      await expect(page.getByText("10 of 10")).toBeVisible();
      await expect(page.getByRole("button", { name: "Add connection" })).toBeDisabled();
      await fillTokenQuota(page, { enforce: true, perDay: "2147483647", perHour: "1" });
      await page.getByRole("radio", { name: "Allow", exact: true }).check();
    });

    await test.step("the request preview shows the exact body", async () => {
      await page.getByText("Request preview").click();
      const preview = page.locator("details.request-preview pre");
      await expect(preview).toContainText('"name": "full-org_1"');
      await expect(preview).toContainText('"per_day": 2147483647');
      await expect(page.getByRole("button", { name: "Copy as cURL" })).toBeVisible();
      await assertNoSeriousA11yViolations(page, "the filled create organization form");
    });

    await test.step("submit and see the created organization", async () => {
      await submitButton(page).click();
      await expect(
        page.getByRole("heading", { name: "Organization created" }),
        "focus moves to the result",
      ).toBeFocused();
      await expect(page.getByRole("button", { name: "Copy id" })).toBeVisible();
      await expect(page.getByRole("table", { name: /Metadata \(25\)/ })).toBeVisible();
      await expect(page.getByRole("table", { name: /Enabled connections \(10\)/ })).toBeVisible();
      await assertNoSeriousA11yViolations(page, "the created organization");
    });

    await test.step("read it back through test control: every value is intact", async () => {
      const stored = (await tenant.control.state()).organizations.find(
        (org) => org.name === "full-org_1",
      );
      expect(stored, "the tenant holds the organization").toBeDefined();
      await expect(page.getByText(stored?.id ?? "no id", { exact: true })).toBeVisible();
      expect(stored).toEqual({
        id: expect.stringMatching(/^org_[A-Za-z0-9]{16}$/),
        name: "full-org_1",
        display_name: "Full Organization ✓",
        branding: { logo_url: "https://cdn.example.com/full.png" },
        metadata: Object.fromEntries(metadata),
        enabled_connections: connections.map((c, i) => ({
          connection_id: c.id,
          ...(c.assignMembershipOnLogin ? { assign_membership_on_login: true } : {}),
          ...(c.showAsButton ? { show_as_button: true } : {}),
          ...(c.isSignupEnabled ? { is_signup_enabled: true } : {}),
          connection: {
            name: state.connections[i]?.name,
            strategy: state.connections[i]?.strategy,
          },
        })),
        token_quota: { client_credentials: { enforce: true, per_day: 2147483647, per_hour: 1 } },
        third_party_client_access: "allow",
      });
      expect(sent, "one submission, one request").toHaveLength(1);
    });
  });

  test("each invalid input is refused in the browser, and no request is sent", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    test.slow(); // nineteen submissions, each checked on the field and the network
    const [first, second] = (await tenant.control.state()).connections;
    if (!first || !second) throw new Error("the seed has fewer than two connections");
    const sent = watchCreateRequests(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });

    await test.step("start from a valid form", async () => {
      await nameInput(page).fill("valid-org");
      await fillMetadata(page, [
        ["k1", "v1"],
        ["k2", "v2"],
      ]);
      await fillConnections(page, [{ id: first.id }, { id: second.id }]);
      await fillTokenQuota(page, { enforce: false, perDay: "10", perHour: "" });
    });

    const cases: {
      what: string;
      field: Locator;
      bad: string;
      good: string;
      message: string | RegExp;
    }[] = [
      {
        what: "an uppercase name",
        field: nameInput(page),
        bad: "Acme",
        good: "valid-org",
        message: '"A" at position 1 is not allowed (use lowercase "a")',
      },
      {
        what: "a space in the name",
        field: nameInput(page),
        bad: "acme eu",
        good: "valid-org",
        message: "space at position 5 is not allowed",
      },
      {
        what: "a 51-character name",
        field: nameInput(page),
        bad: "a".repeat(51),
        good: "valid-org",
        message: "Must be at most 50 characters (it has 51)",
      },
      {
        what: "an empty name",
        field: nameInput(page),
        bad: "",
        good: "valid-org",
        message: "Required",
      },
      {
        what: "a 256-character display name",
        field: page.getByLabel("Display name"),
        bad: "d".repeat(256),
        good: "",
        message: "Must be at most 255 characters (it has 256)",
      },
      {
        what: "a javascript: logo",
        field: page.getByLabel("Logo URL"),
        bad: "javascript:alert(1)",
        good: "",
        message: "Must be an https URL",
      },
      {
        what: "a data: logo",
        field: page.getByLabel("Logo URL"),
        bad: "data:image/png;base64,AAAA",
        good: "",
        message: "Must be an https URL",
      },
      {
        what: "an http logo",
        field: page.getByLabel("Logo URL"),
        bad: "http://cdn.example.com/a.png",
        good: "",
        message: "Must be an https URL",
      },
      {
        what: "a repeated metadata key",
        field: page.getByLabel("Key 2", { exact: true }),
        bad: "k1",
        good: "k2",
        message: 'Key "k1" is already used by entry 1',
      },
      {
        what: "an empty metadata key",
        field: page.getByLabel("Key 2", { exact: true }),
        bad: "",
        good: "k2",
        message: "Enter a key, or remove this entry",
      },
      {
        what: "a 256-character metadata value",
        field: page.getByLabel("Value 2", { exact: true }),
        bad: "v".repeat(256),
        good: "v2",
        message: "Must be at most 255 characters (it has 256)",
      },
      {
        what: "a malformed connection id",
        field: connectionIdInput(page, 2),
        bad: "con_123",
        good: second.id,
        message: 'Must be "con_" followed by 16 letters or digits',
      },
      {
        what: "a repeated connection",
        field: connectionIdInput(page, 2),
        bad: first.id,
        good: second.id,
        message: "This connection is already in the list",
      },
      {
        what: "an empty connection id",
        field: connectionIdInput(page, 2),
        bad: "",
        good: second.id,
        message: "Required",
      },
      {
        what: "a quota of 0",
        field: page.getByLabel("Per day"),
        bad: "0",
        good: "10",
        message: QUOTA_MESSAGE,
      },
      {
        what: "a quota above 2147483647",
        field: page.getByLabel("Per day"),
        bad: "2147483648",
        good: "10",
        message: QUOTA_MESSAGE,
      },
      {
        what: "a fractional quota",
        field: page.getByLabel("Per day"),
        bad: "1.5",
        good: "10",
        message: QUOTA_MESSAGE,
      },
      {
        what: "a quota in words",
        field: page.getByLabel("Per day"),
        bad: "ten",
        good: "10",
        message: QUOTA_MESSAGE,
      },
      {
        what: "a quota with nothing set",
        field: page.getByLabel("Per day"),
        bad: "",
        good: "10",
        message: "a quota needs at least one",
      },
    ];

    for (const { what, field, bad, good, message } of cases) {
      await test.step(`${what} is refused`, async () => {
        await field.fill(bad);
        await submitButton(page).click();
        await assertFieldError(field, message, what);
        if (what.includes("logo")) {
          await expect(page.getByRole("img", { name: "Logo preview" })).toHaveCount(0);
        }
        await field.fill(good);
      });
    }
    await assertNoSeriousA11yViolations(page, "the form after refusals");
    expect(sent, "no invalid input reached the network").toHaveLength(0);

    await test.step("with every value fixed, the organization is created", async () => {
      await submitButton(page).click();
      await expect(page.getByRole("heading", { name: "Organization created" })).toBeFocused();
      expect(sent).toHaveLength(1);
    });
  });

  test("a name that is already taken is reported on the name field", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const before = (await tenant.control.state()).organizations.length;
    await goToCreateOrganization(page, { consoleUrl, tenant });
    await assertNoSeriousA11yViolations(page, "the empty create organization form");
    await nameInput(page).fill(SEED_FACTS.takenOrganizationName);
    await submitButton(page).click();
    await assertFieldError(nameInput(page), "Name already taken", "a taken name");
    await expect(page.getByRole("alert"), "the field says it all").toHaveCount(0);
    expect((await tenant.control.state()).organizations).toHaveLength(before);
    await assertNoSeriousA11yViolations(page, "the form with a taken name");
  });

  test("a request whose answer is lost is not repeated silently; submitting again confirms it", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const sent = watchCreateRequests(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });
    // The tenant creates the organization, but its answer never reaches the browser.
    await page.route("**/api/v2/organizations", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });

    await test.step("the user is told the organization may exist", async () => {
      await nameInput(page).fill("lost-answer");
      await submitButton(page).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("it is not known whether the organization was created");
      await expect(alert).toContainText("Submit again to check");
      await expect(alert, "focus moves to the alert").toBeFocused();
      await expect(nameInput(page), "what was typed stays").toHaveValue("lost-answer");
      expect(sent, "no silent retry").toHaveLength(1);
    });

    await test.step("submitting again gets the 409 that confirms it", async () => {
      await page.unroute("**/api/v2/organizations");
      await submitButton(page).click();
      await expect(nameInput(page)).toHaveAccessibleDescription(/Name already taken/);
      await expect(page.getByRole("alert")).toContainText(
        'An organization named "lost-answer" exists, so the earlier attempt',
      );
      const names = (await tenant.control.state()).organizations.map((org) => org.name);
      expect(
        names.filter((name) => name === "lost-answer"),
        "created exactly once",
      ).toHaveLength(1);
    });
  });

  test("a reload keeps the draft; reconnecting brings it back", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const sent = watchCreateRequests(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });

    await test.step("type a draft", async () => {
      await nameInput(page).fill("draft-org");
      await fillMetadata(page, [["team", "identity"]]);
      await fillTokenQuota(page, { enforce: true, perDay: "", perHour: "60" });
    });

    await test.step("reloading asks first, then the page forgets the token", async () => {
      const asked = new Promise<string>((resolve) => {
        page.once("dialog", async (dialog) => {
          resolve(dialog.type());
          await dialog.accept();
        });
      });
      await page.reload();
      expect(await asked, "the unsaved-changes guard asks before leaving").toBe("beforeunload");
      await expect(page.getByRole("heading", { name: "Connect to a tenant" })).toBeVisible();
    });

    await test.step("after reconnecting, every typed value is back", async () => {
      const token = await tenant.control.token({ scopes: ["create:organizations"] });
      await fillConnectForm(page, tenant.url, token);
      await expect(nameInput(page)).toHaveValue("draft-org");
      await expect(page.getByLabel("Key 1", { exact: true })).toHaveValue("team");
      await expect(page.getByLabel("Value 1", { exact: true })).toHaveValue("identity");
      await expect(page.getByLabel("Enforce", { exact: true })).toBeChecked();
      await expect(page.getByLabel("Per hour")).toHaveValue("60");
      await expect(page.getByText("Your unsaved entries were restored.")).toBeVisible();
    });

    await test.step("a successful create clears the draft", async () => {
      await submitButton(page).click();
      await expect(page.getByRole("heading", { name: "Organization created" })).toBeFocused();
      const drafts = await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.includes("draft.organization")),
      );
      expect(drafts, "no draft is left").toEqual([]);
      expect(sent).toHaveLength(1);
    });
  });

  test("an organization can be created with the keyboard alone", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToCreateOrganization(page, { consoleUrl, tenant });

    await test.step("type the fields and add metadata with the keyboard", async () => {
      await pressTabUntilFocused(page, nameInput(page));
      await page.keyboard.type("keyboard-org");
      await pressTabUntilFocused(page, page.getByRole("button", { name: "Add metadata" }));
      await page.keyboard.press("Enter");
      await expect(
        page.getByLabel("Key 1", { exact: true }),
        "focus moves to the new entry",
      ).toBeFocused();
      await page.keyboard.type("source");
      await page.keyboard.press("Tab");
      await page.keyboard.type("keyboard");
      await pressTabUntilFocused(page, page.getByRole("radio", { name: "Block", exact: true }));
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("radio", { name: "Allow", exact: true })).toBeChecked();
    });

    await test.step("submit with Enter; focus lands on the result, then on a fresh form", async () => {
      await pressTabUntilFocused(page, submitButton(page));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Organization created" })).toBeFocused();
      await pressTabUntilFocused(page, page.getByRole("button", { name: "Create another" }));
      await page.keyboard.press("Enter");
      await expect(nameInput(page), "ready for the next one").toBeFocused();
      await expect(nameInput(page)).toHaveValue("");
    });

    const stored = (await tenant.control.state()).organizations.find(
      (org) => org.name === "keyboard-org",
    );
    expect(stored).toMatchObject({
      metadata: { source: "keyboard" },
      third_party_client_access: "allow",
    });
  });
});
