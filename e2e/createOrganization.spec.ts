import type { Locator } from "@playwright/test";
import {
  assertCreated,
  assertFieldError,
  type ConnectionInput,
  fillConnectForm,
  fillConnections,
  fillMetadata,
  fillTokenQuota,
  organizationForm,
  organizationList,
  pressTabUntilFocused,
} from "@tenant-console/playwright-kit";
import { SEED_FACTS } from "../tenant/seed/index.ts";
import {
  CREATE_PATH,
  goToCreateOrganization,
  organizationsNamed,
} from "./screens/createOrganization";
import { connectConsole } from "./screens/session";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { watchRequests } from "./support/faults";
import { expect, test } from "./support/fixtures";

const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const QUOTA_MESSAGE = "Must be a whole number from 1 to 2,147,483,647";

test.describe("Create organization", () => {
  test("an administrator creates a full organization, and the tenant stores every value", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = organizationForm(page);
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
    const sent = watchRequests(page, "POST", CREATE_PATH);
    await goToCreateOrganization(page, { consoleUrl, tenant });

    await test.step("fill every field, 25 metadata entries and 10 connections", async () => {
      await form.name.fill("full-org_1");
      await form.displayName.fill("Full Organization ✓");
      // The logo's host answers with an image: an unreachable one shows a placeholder instead
      // (createOrganization.layout.spec.ts).
      await page.route("https://cdn.example.com/**", (route) =>
        route.fulfill({ contentType: "image/png", body: Buffer.from(ONE_PIXEL_PNG, "base64") }),
      );
      await form.logoUrl.fill("https://cdn.example.com/full.png");
      await expect(page.getByRole("img"), "no logo is loaded before it is asked for").toHaveCount(
        0,
      );
      await form.showLogo.click();
      await expect(page.getByRole("img", { name: "Logo preview" })).toHaveAttribute(
        "src",
        "https://cdn.example.com/full.png",
      );
      await fillMetadata(page, metadata);
      await expect(page.getByText("25 of 25")).toBeVisible();
      await expect(form.addMetadata, "a 26th entry cannot be added").toBeDisabled();
      await fillConnections(page, connections);
      await expect(page.getByText("10 of 10")).toBeVisible();
      await expect(form.addConnection).toBeDisabled();
      await fillTokenQuota(page, { enforce: true, perDay: "2147483647", perHour: "1" });
      await page.getByRole("radio", { name: "Allow", exact: true }).check();
    });

    await test.step("the request preview shows the exact body", async () => {
      await page.getByText("Request preview").click();
      const preview = page.getByRole("region", { name: "Request body" });
      await expect(preview).toContainText('"name": "full-org_1"');
      await expect(preview).toContainText('"per_day": 2147483647');
      await expect(page.getByRole("button", { name: "Copy as cURL" })).toBeVisible();
      await assertNoSeriousA11yViolations(page, "the filled create organization form");
    });

    await test.step("submit and see the created organization", async () => {
      await form.submit.click();
      await assertCreated(page);
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
    const form = organizationForm(page);
    test.slow(); // nineteen submissions, each checked on the field and the network
    const [first, second] = (await tenant.control.state()).connections;
    if (!first || !second) throw new Error("the seed has fewer than two connections");
    const sent = watchRequests(page, "POST", CREATE_PATH);
    await goToCreateOrganization(page, { consoleUrl, tenant });

    await test.step("start from a valid form", async () => {
      await form.name.fill("valid-org");
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
      /** A logo that is refused must not be shown as a preview either. */
      noLogoPreview?: true;
    }[] = [
      {
        what: "an uppercase name",
        field: form.name,
        bad: "Acme",
        good: "valid-org",
        message: 'Not allowed: uppercase "A" at position 1 (use lowercase)',
      },
      {
        what: "a space in the name",
        field: form.name,
        bad: "acme eu",
        good: "valid-org",
        message: "Not allowed: space at position 5",
      },
      {
        what: "a 51-character name",
        field: form.name,
        bad: "a".repeat(51),
        good: "valid-org",
        message: "Must be at most 50 characters (it has 51)",
      },
      {
        what: "an empty name",
        field: form.name,
        bad: "",
        good: "valid-org",
        message: "Required",
      },
      {
        what: "a 256-character display name",
        field: form.displayName,
        bad: "d".repeat(256),
        good: "",
        message: "Must be at most 255 characters (it has 256)",
      },
      {
        what: "a javascript: logo",
        field: form.logoUrl,
        bad: "javascript:alert(1)",
        good: "",
        message: "Must be an https URL",
        noLogoPreview: true,
      },
      {
        what: "a data: logo",
        field: form.logoUrl,
        bad: "data:image/png;base64,AAAA",
        good: "",
        message: "Must be an https URL",
        noLogoPreview: true,
      },
      {
        what: "an http logo",
        field: form.logoUrl,
        bad: "http://cdn.example.com/a.png",
        good: "",
        message: "Must be an https URL",
        noLogoPreview: true,
      },
      {
        what: "a repeated metadata key",
        field: form.metadataKey(2),
        bad: "k1",
        good: "k2",
        message: 'Key "k1" is already used by entry 1',
      },
      {
        what: "an empty metadata key",
        field: form.metadataKey(2),
        bad: "",
        good: "k2",
        message: "Enter a key, or remove this entry",
      },
      {
        what: "a 256-character metadata value",
        field: form.metadataValue(2),
        bad: "v".repeat(256),
        good: "v2",
        message: "Must be at most 255 characters (it has 256)",
      },
      {
        what: "a malformed connection id",
        field: form.connectionId(2),
        bad: "con_123",
        good: second.id,
        message: 'Must be "con_" followed by 16 letters or digits',
      },
      {
        what: "a repeated connection",
        field: form.connectionId(2),
        bad: first.id,
        good: second.id,
        message: "This connection is already in the list",
      },
      {
        what: "an empty connection id",
        field: form.connectionId(2),
        bad: "",
        good: second.id,
        message: "Required",
      },
      {
        what: "a quota of 0",
        field: form.perDay,
        bad: "0",
        good: "10",
        message: QUOTA_MESSAGE,
      },
      {
        what: "a quota above 2147483647",
        field: form.perDay,
        bad: "2147483648",
        good: "10",
        message: QUOTA_MESSAGE,
      },
      {
        what: "a fractional quota",
        field: form.perDay,
        bad: "1.5",
        good: "10",
        message: QUOTA_MESSAGE,
      },
      {
        what: "a quota in words",
        field: form.perDay,
        bad: "ten",
        good: "10",
        message: QUOTA_MESSAGE,
      },
      {
        what: "a quota with nothing set",
        field: form.perDay,
        bad: "",
        good: "10",
        message: "a quota needs at least one",
      },
    ];

    for (const { what, field, bad, good, message, noLogoPreview } of cases) {
      await test.step(`${what} is refused`, async () => {
        await field.fill(bad);
        await form.submit.click();
        await assertFieldError(field, message, { what, focused: true });
        if (noLogoPreview) {
          await expect(page.getByRole("img", { name: "Logo preview" })).toHaveCount(0);
        }
        await field.fill(good);
      });
    }
    await assertNoSeriousA11yViolations(page, "the form after refusals");
    expect(sent, "no invalid input reached the network").toHaveLength(0);

    await test.step("with every value fixed, the organization is created", async () => {
      await form.submit.click();
      await assertCreated(page);
      expect(sent).toHaveLength(1);
    });
  });

  test("'Acme Corp!' lists every problem at once, and the suggested name is used with one click", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = organizationForm(page);
    const sent = watchRequests(page, "POST", CREATE_PATH);
    await goToCreateOrganization(page, { consoleUrl, tenant });
    await expect(form.name, "Name is marked required").toHaveAttribute("aria-required", "true");
    await expect(form.name).toHaveAccessibleDescription(/^Required/);

    await test.step("every problem of the name is named together", async () => {
      await form.name.fill("Acme Corp!");
      await form.displayName.fill("Acme Corp!");
      await form.submit.click();
      await assertFieldError(
        form.name,
        'Not allowed: uppercase "A" at position 1 and "C" at position 6 (use lowercase); space at position 5 and "!" at position 10.',
        { what: "Acme Corp!", focused: true },
      );
      expect(sent, "nothing is sent").toHaveLength(0);
      await assertNoSeriousA11yViolations(page, "the name's problems and its suggestion");
    });

    await test.step("one click takes the suggestion, and the organization is created", async () => {
      await page.getByRole("button", { name: "Use acme-corp" }).click();
      await expect(form.name).toHaveValue("acme-corp");
      await expect(form.name).not.toHaveAttribute("aria-invalid", "true");
      await form.submit.click();
      await assertCreated(page);
      await expect(page.getByText("Third-party clients", { exact: true })).toBeVisible();
      await expect(page.getByText("blocked", { exact: true })).toBeVisible();
      expect(await organizationsNamed(tenant, "acme-corp")).toBe(1);
      await assertNoSeriousA11yViolations(page, "the success view");
    });
  });

  test("a name that is already taken is reported on the name field", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = organizationForm(page);
    const before = (await tenant.control.state()).organizations.length;
    await goToCreateOrganization(page, { consoleUrl, tenant });
    await assertNoSeriousA11yViolations(page, "the empty create organization form");
    await form.name.fill(SEED_FACTS.takenOrganizationName);
    await form.submit.click();
    await assertFieldError(form.name, "Name already taken", {
      what: "a taken name",
      focused: true,
    });
    await expect(page.getByRole("alert"), "the field says it all").toHaveCount(0);
    expect((await tenant.control.state()).organizations).toHaveLength(before);
    await assertNoSeriousA11yViolations(page, "the form with a taken name");
  });

  test("a reload keeps the draft; reconnecting brings it back", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const form = organizationForm(page);
    const sent = watchRequests(page, "POST", CREATE_PATH);
    await goToCreateOrganization(page, { consoleUrl, tenant });

    await test.step("type a draft", async () => {
      await form.name.fill("draft-org");
      await fillMetadata(page, [["team", "identity"]]);
      await fillTokenQuota(page, { enforce: true, perDay: "", perHour: "60" });
    });

    await test.step("reloading does not ask (the draft keeps every entry); the page forgets the token", async () => {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
      await page.reload();
      await expect(page.getByRole("heading", { name: "Connect to a tenant" })).toBeVisible();
      expect(dialogs, "no unsaved-changes prompt: nothing would be lost").toEqual([]);
    });

    await test.step("after reconnecting, every typed value is back", async () => {
      const token = await tenant.control.token({ scopes: ["create:organizations"] });
      await fillConnectForm(page, tenant.url, token);
      await expect(form.name).toHaveValue("draft-org");
      await expect(form.metadataKey(1)).toHaveValue("team");
      await expect(form.metadataValue(1)).toHaveValue("identity");
      await expect(form.enforce).toBeChecked();
      await expect(form.perHour).toHaveValue("60");
      await expect(page.getByText("Your unsaved entries were restored.")).toBeVisible();
    });

    await test.step("a successful create clears the draft", async () => {
      await form.submit.click();
      await assertCreated(page);
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
    const form = organizationForm(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });

    await test.step("type the fields and add metadata with the keyboard", async () => {
      await pressTabUntilFocused(page, form.name);
      await page.keyboard.type("keyboard-org");
      await pressTabUntilFocused(page, form.addMetadata);
      await page.keyboard.press("Enter");
      await expect(form.metadataKey(1), "focus moves to the new entry").toBeFocused();
      await page.keyboard.type("source");
      await page.keyboard.press("Tab");
      await page.keyboard.type("keyboard");
      await pressTabUntilFocused(page, page.getByRole("radio", { name: "Block", exact: true }));
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("radio", { name: "Allow", exact: true })).toBeChecked();
    });

    await test.step("submit with Enter; focus lands on the result, then on a fresh form", async () => {
      await pressTabUntilFocused(page, form.submit);
      await page.keyboard.press("Enter");
      await assertCreated(page);
      await pressTabUntilFocused(page, page.getByRole("button", { name: "Create another" }));
      await page.keyboard.press("Enter");
      await expect(form.name, "ready for the next one").toBeFocused();
      await expect(form.name).toHaveValue("");
    });

    const stored = (await tenant.control.state()).organizations.find(
      (org) => org.name === "keyboard-org",
    );
    expect(stored).toMatchObject({
      metadata: { source: "keyboard" },
      third_party_client_access: "allow",
    });
  });

  test("a created organization shows in the Organizations list read before, without a reload", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const list = organizationList(page);
    await connectConsole(page, { consoleUrl, tenant, route: "/organizations" });
    await expect(list.rows.filter({ hasText: SEED_FACTS.takenOrganizationName })).toHaveCount(1);
    // A mark on the page's window: a reload would leave a window without it.
    await page.evaluate(() => Object.assign(window, { keptSinceList: true }));
    await list.createOrganization.click();
    const form = organizationForm(page);
    await form.name.fill("kept-list-org");
    await form.submit.click();
    await assertCreated(page);
    await page.getByRole("navigation").getByRole("link", { name: "Organizations" }).click();
    await expect(list.rows.filter({ hasText: "kept-list-org" })).toHaveCount(1);
    expect(await page.evaluate(() => "keptSinceList" in window), "no reload on the way").toBe(true);
  });
});
