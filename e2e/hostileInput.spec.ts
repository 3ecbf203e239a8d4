import type { Locator, Page, Request } from "@playwright/test";
import {
  assertFieldError,
  confirmSingleClear,
  createdHeading,
  downloadActivity,
  fillMetadata,
  fillSingleClear,
  goToActivity,
  goToScreen,
  organizationForm,
  profileDetails,
  profileGrid,
  profileList,
  riskForm,
} from "@tenant-console/playwright-kit";
import { formulaCellsIn } from "../src/test/csvReaders.ts";
import { CONSOLE_SCOPES, STABLE_ORGANIZATIONS } from "../tenant/index.ts";
import { goToCreateOrganization } from "./screens/createOrganization";
import { goToRiskAssessments } from "./screens/riskAssessments";
import { connectConsole } from "./screens/session";
import { goToProfiles } from "./screens/tokenExchangeProfiles";
import { isConnectCheck } from "./support/connectCheck";
import { expect, test } from "./support/fixtures.ts";

/** Text that would run or render if the console ever treated data as HTML. */
const MARKUP = `<img src=x onerror="window.injected=1"><script>window.injected=2</script>`;
const RTL = "\u202Eevil\u202C \u200Fשלום\u200F";
const EMOJI = "😀";

function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const toTheApi = new URL(request.url()).pathname.startsWith("/api/v2/");
    if (toTheApi && !isConnectCheck(request)) seen.push(request);
  });
  return seen;
}

async function assertNothingInjected(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
  await expect(page.locator('img[src="x"]'), "markup is shown as text, never as HTML").toHaveCount(
    0,
  );
}

/** A name that reads `xexe.png` when its right-to-left override is obeyed. */
const SPOOFED_NAME = "x\u202Egnp.exe";

/**
 * The characters of one line of text as laid out on screen, left to right, direction controls
 * left out: what a reader sees, whatever the order in the DOM.
 */
function readOnScreen(element: Locator): Promise<string> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const glyphs: { char: string; left: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? "";
      for (let i = 0; i < value.length; i++) {
        const char = value[i] ?? "";
        if (/[\u202A-\u202E\u2066-\u2069]/.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        glyphs.push({ char, left: range.getBoundingClientRect().left });
      }
    }
    return glyphs
      .sort((a, b) => a.left - b.left)
      .map((glyph) => glyph.char)
      .join("");
  });
}

test.describe("Hostile input", () => {
  test("markup, right-to-left marks and emoji are stored and shown as text", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await goToCreateOrganization(page, { consoleUrl, tenant });
    const form = organizationForm(page);
    const displayName = `${MARKUP} ${RTL} ${EMOJI}`;
    await form.name.fill("hostile-1");
    await form.displayName.fill(displayName);
    await fillMetadata(page, [[`<b>${EMOJI}</b>`, MARKUP]]);
    await form.submit.click();
    await expect(createdHeading(page)).toBeVisible();

    await expect(page.getByText(displayName, { exact: false }).first()).toBeVisible();
    await assertNothingInjected(page);
    const created = (await tenant.control.state()).organizations.find(
      (o) => o.name === "hostile-1",
    );
    expect(created?.display_name, "stored exactly as typed").toBe(displayName);
    expect(created?.metadata).toEqual({ [`<b>${EMOJI}</b>`]: MARKUP });
  });

  test("limits count characters (code points) the same way in the form and the tenant", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const requests = apiRequests(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });
    const form = organizationForm(page);
    const { displayName } = form;

    await test.step("256 emoji (512 UTF-16 units) are refused in the browser", async () => {
      await form.name.fill("emoji-limit");
      await displayName.fill(EMOJI.repeat(256));
      await form.submit.click();
      await assertFieldError(displayName, /at most 255 characters \(it has 256\)/, {
        what: "256 emoji",
      });
      expect(
        requests.filter((r) => r.method() === "POST"),
        "nothing was sent",
      ).toHaveLength(0);
    });

    await test.step("and by the tenant, which accepts 255", async () => {
      const token = await tenant.control.token({ scopes: CONSOLE_SCOPES });
      const create = (name: string, display_name: string) =>
        fetch(`${tenant.url}/api/v2/organizations`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ name, display_name }),
        });
      expect((await create("emoji-256", EMOJI.repeat(256))).status).toBe(400);
      expect((await create("emoji-255", EMOJI.repeat(255))).status).toBe(201);
    });

    await test.step("255 emoji pass in the browser too", async () => {
      await displayName.fill(EMOJI.repeat(255));
      await form.submit.click();
      await expect(createdHeading(page)).toBeVisible();
    });
  });

  test("a 10 kB string is refused with its length, and stays in the field", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const requests = apiRequests(page);
    await goToCreateOrganization(page, { consoleUrl, tenant });
    const form = organizationForm(page);
    const long = "x".repeat(10_240);
    await form.name.fill("long-display");
    await form.displayName.fill(long);
    await form.submit.click();
    await expect(form.displayName).toHaveAccessibleDescription(/it has 10240/);
    await expect(form.displayName, "nothing typed is lost").toHaveValue(long);
    expect(requests).toHaveLength(0);
  });

  test("path ids with ../ and %2F never leave their path segment", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const requests = apiRequests(page);
    // Without read:users nothing looks the user up: a lookup that answered "no user with this
    // id" before Clear assessments was pressed would keep the clear whose path is checked here.
    await connectConsole(page, {
      consoleUrl,
      tenant,
      route: "/risk-assessments",
      scopes: CONSOLE_SCOPES.filter((scope) => scope !== "read:users"),
    });
    for (const userId of ["../../organizations", "a%2F..%2F..%2Forganizations", `x/<b>${EMOJI}`]) {
      await test.step(`user id ${userId}`, async () => {
        await fillSingleClear(page, { userId, connection: "corp-oidc" });
        await confirmSingleClear(page, userId);
        await expect(page.getByRole("alert").filter({ hasText: /User not found/ })).toBeVisible();
        // The user lookup (GET /users/{id}) may land after the clear: read the clear itself.
        const last = requests.filter((request) => request.method() === "POST").at(-1);
        const path = new URL(last?.url() ?? "http://x/").pathname;
        expect(path, "one encoded segment between /users/ and /risk-assessments").toBe(
          `/api/v2/users/${encodeURIComponent(userId)}/risk-assessments/clear`,
        );
        await expect(riskForm(page).userId).toHaveValue(userId);
      });
    }
    const state = await tenant.control.state();
    expect(state.organizations, "no organization was touched").toEqual(STABLE_ORGANIZATIONS);
    await assertNothingInjected(page);
  });

  test("a profile id with ../ is refused before any request", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const requests = apiRequests(page);
    await connectConsole(page, { consoleUrl, tenant, route: "/user-attribute-profiles" });
    const id = page.getByLabel("Profile id");
    await id.fill("../organizations");
    await page.getByLabel("Name", { exact: true }).fill("Renamed");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(id).toHaveAttribute("aria-invalid", "true");
    // The screen lists the tenant's profiles on its own; nothing may be sent for the bad id.
    const forTheId = requests.filter(
      (request) => new URL(request.url()).pathname !== "/api/v2/user-attribute-profiles",
    );
    expect(forTheId, "no request for the ../ id").toHaveLength(0);
  });

  test("a profile named with a right-to-left override reads in its real order, in the list and its details", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await page.route(
      (url) => url.pathname === "/api/v2/token-exchange-profiles",
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.token_exchange_profiles[0].name = SPOOFED_NAME;
        await route.fulfill({ response, json: body });
      },
    );
    await goToProfiles(page, { consoleUrl, tenant });
    const grid = profileGrid(page);
    const name = grid.getByText(SPOOFED_NAME, { exact: true });
    await expect(name, "the text is the exact value").toBeVisible();
    expect(await readOnScreen(name), "not xexe.png").toBe("xgnp.exe");
    const marker = await name
      .getByTitle("U+202E right-to-left override")
      .evaluate((control) => getComputedStyle(control, "::before").content);
    expect(marker, "the override is shown by its code point").toContain("U+202E");

    // A user opens the details by clicking the name (the row also holds a Copy id button).
    await name.click();
    const details = profileDetails(page);
    await expect(details).toBeVisible();
    const heading = details.getByRole("heading", { level: 2 });
    expect(await readOnScreen(heading)).toBe("Details of xgnp.exe");
    const value = details.getByRole("definition").getByText(SPOOFED_NAME, { exact: true });
    expect(await readOnScreen(value)).toBe("xgnp.exe");
  });

  test("tenant names with a right-to-left override read in their real order in the profile links and the connection options", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await test.step("a user attribute profile's link", async () => {
      await page.route(
        (url) => url.pathname === "/api/v2/user-attribute-profiles",
        async (route) => {
          const response = await route.fetch();
          const body = await response.json();
          body.user_attribute_profiles[0].name = SPOOFED_NAME;
          await route.fulfill({ response, json: body });
        },
      );
      await connectConsole(page, { consoleUrl, tenant, route: "/user-attribute-profiles" });
      const name = profileList(page).getByText(SPOOFED_NAME, { exact: true });
      await expect(name).toBeVisible();
      expect(await readOnScreen(name), "not xexe.png").toBe("xgnp.exe");
    });

    await test.step("a connection offered on Create organization", async () => {
      await page.route(
        (url) => url.pathname === "/api/v2/connections",
        async (route) => {
          const response = await route.fetch();
          const body = await response.json();
          body.connections[0].name = SPOOFED_NAME;
          await route.fulfill({ response, json: body });
        },
      );
      await goToScreen(page, "Create organization");
      const form = organizationForm(page);
      await form.addConnection.click();
      await form.connectionId(1).fill("gnp");
      const name = page.getByRole("option").getByText(SPOOFED_NAME, { exact: true });
      await expect(name).toBeVisible();
      expect(await readOnScreen(name), "not xexe.png").toBe("xgnp.exe");
    });
  });

  test("an organization's display name, connection and member with a right-to-left override read in their real order, and its logo waits to be asked for", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const member = "admin\u202Egnp.exe\u202C@evil.example";
    const acme = "org_Ac3mEc0rp9Xw2Lq7";
    const answer = <T>(path: string, change: (body: T) => void) =>
      page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as T;
          change(body);
          await route.fulfill({ response, json: body });
        },
      );
    await answer<{ display_name: string }>(`/api/v2/organizations/${acme}`, (body) => {
      body.display_name = SPOOFED_NAME;
    });
    await answer<{ connection: { name: string } }[]>(
      `/api/v2/organizations/${acme}/enabled_connections`,
      ([first]) => {
        if (first) first.connection.name = SPOOFED_NAME;
      },
    );
    await answer<{ members: { email?: string }[] }>(
      `/api/v2/organizations/${acme}/members`,
      ({ members: [first] }) => {
        if (first) first.email = member;
      },
    );
    const logoLoads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname === "acme.example") logoLoads.push(request.url());
    });
    await connectConsole(page, { consoleUrl, tenant, route: `/organizations/${acme}` });

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(SPOOFED_NAME);
    expect(await readOnScreen(heading), "not xexe.png").toBe("xgnp.exe");
    // Its name is its heading's name, the marker IsolatedText shows before the control included.
    const connection = page.getByRole("listitem", { name: "x⟨U+202E⟩\u202Egnp.exe", exact: true });
    expect(await readOnScreen(connection.getByRole("heading", { level: 3 }))).toMatch(/^xgnp\.exe/);
    const email = page.getByRole("cell").getByText(member, { exact: true });
    expect(await readOnScreen(email), "not adminexe.png@evil.example").toBe(
      "admingnp.exe@evil.example",
    );
    await expect(
      page.getByRole("checkbox", {
        name: "Select \u2068admin⟨U+202E⟩gnp.exe⟨U+202C⟩@evil.example\u2069",
      }),
    ).toBeVisible();

    await expect(page.getByText("https://acme.example/logo.png")).toBeVisible();
    expect(logoLoads, "opening the page loads no logo").toEqual([]);
    await page.route("https://acme.example/**", (route) => route.abort("addressunreachable"));
    await page.getByRole("button", { name: "Show logo" }).click();
    await expect.poll(() => logoLoads.length, "the logo is loaded once asked for").toBe(1);
  });

  test("an Activity download holds no cell a spreadsheet would run, whatever separator it splits on", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    const userId = "auth0|x;=cmd|' /C calc'!A0";
    // Without read:users nothing looks the user up: a lookup that answered "no user with this
    // id" before Clear assessments was pressed would keep the clear this download needs.
    await goToRiskAssessments(page, {
      consoleUrl,
      tenant,
      scopes: CONSOLE_SCOPES.filter((scope) => scope !== "read:users"),
    });
    await fillSingleClear(page, {
      userId,
      connection: "corp-oidc",
      reason: 'T-1;=HYPERLINK("https://evil.example")',
    });
    await confirmSingleClear(page, userId);
    await expect(page.getByRole("alert").filter({ hasText: /User not found/ })).toBeVisible();
    // The form still holds what was typed: leaving asks first, and the user leaves.
    page.once("dialog", (dialog) => void dialog.accept());
    await goToActivity(page);
    const csv = await downloadActivity(page);
    expect(csv, "the target, kept readable").toContain(`"auth0|x;'=cmd|' /C calc'!A0"`);
    expect(formulaCellsIn(csv), "cells a spreadsheet would run").toEqual([]);
  });
});
