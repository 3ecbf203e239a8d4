/**
 * The connect screen, the shell (navigation, Sign out, the rate-limit meter) and the re-connect
 * dialog, through the names README "Automating the console" documents.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { standInToken } from "./standInToken.js";

const CONNECT_HEADING = "Connect to a tenant";

/** The screens of the navigation "Screens", by their link names. */
export type ScreenName =
  | "Token exchange profiles"
  | "Create organization"
  | "Organizations"
  | "User attribute profiles"
  | "Risk assessments"
  | "Activity"
  | "Recently deleted"
  | "Jobs";

/** Each screen's hash route and its level-1 heading. */
export const SCREENS: Readonly<Record<ScreenName, { route: string; heading: string }>> = {
  "Token exchange profiles": {
    route: "/token-exchange-profiles",
    heading: "Token exchange profiles",
  },
  "Create organization": { route: "/organizations/new", heading: "Create organization" },
  Organizations: { route: "/organizations", heading: "Organizations" },
  "User attribute profiles": {
    route: "/user-attribute-profiles",
    heading: "Edit a user attribute profile",
  },
  "Risk assessments": { route: "/risk-assessments", heading: "Risk assessments" },
  Activity: { route: "/activity", heading: "Activity" },
  Jobs: { route: "/jobs", heading: "Jobs" },
  "Recently deleted": { route: "/recently-deleted", heading: "Recently deleted" },
};

export interface ConnectOptions {
  /** An origin: `https://tenant.example.com`, or `http://127.0.0.1:4010` on loopback. */
  tenantUrl: string;
  token: string;
  /** Ticks **Keep for this tab** (the token then survives a reload, in sessionStorage). */
  keepForTab?: boolean;
  /**
   * True unless given: the page gets a stand-in and the kit makes the tenant calls with `token`
   * (`standInToken`), so traces, videos and screenshots do not hold it. False types `token`
   * itself, for tests whose own route handlers send the tenant's calls on with `route.fetch()`
   * or `route.continue()`: those send the stand-in, which the tenant refuses.
   */
  maskToken?: boolean;
}

export interface ConnectScreenLocators {
  heading: Locator;
  tenantUrl: Locator;
  accessToken: Locator;
  keepForThisTab: Locator;
  connect: Locator;
}

export function connectScreen(page: Page): ConnectScreenLocators {
  return {
    heading: page.getByRole("heading", { name: CONNECT_HEADING }),
    tenantUrl: page.getByLabel("Tenant URL"),
    accessToken: page.getByLabel("Access token"),
    keepForThisTab: page.getByLabel(/Keep for this tab/),
    connect: page.getByRole("button", { name: "Connect" }),
  };
}

/** Opens the console unconnected, at `route` (a hash route such as `/organizations/new`). */
export async function goToConnectScreen(
  page: Page,
  consoleUrl: string,
  route?: string,
): Promise<ConnectScreenLocators> {
  await page.goto(route === undefined ? consoleUrl : `${consoleUrl}/#${route}`);
  const screen = connectScreen(page);
  await expect(screen.heading, "the connect screen").toBeVisible();
  return screen;
}

/**
 * Types the Tenant URL and the token and presses **Connect**; waits for nothing. It types `token`
 * as given, so a trace holds it: pass `await standInToken(page, tenantUrl, token)` to keep a
 * real token out.
 */
export async function fillConnectForm(page: Page, tenantUrl: string, token: string): Promise<void> {
  const screen = connectScreen(page);
  await screen.tenantUrl.fill(tenantUrl);
  await screen.accessToken.fill(token);
  await screen.connect.click();
}

/** What the connect screen shows when it refuses: an invalid field or a form-level alert. */
export function connectRefusal(page: Page): Locator {
  const form = page.getByRole("region", { name: CONNECT_HEADING });
  return form.locator('[aria-invalid="true"]').or(form.getByRole("alert"));
}

/**
 * The connect screen's own words for a refusal: each invalid field's label and error (the last
 * text its `aria-describedby` names, after the hint), then any alert.
 */
export async function readConnectRefusal(page: Page): Promise<string> {
  const form = page.getByRole("region", { name: CONNECT_HEADING });
  const fields = await form.locator('[aria-invalid="true"]').evaluateAll((inputs) =>
    inputs.map((input) => {
      const ids = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
      const error = input.ownerDocument.getElementById(ids.at(-1) ?? "")?.textContent ?? "";
      const label = (input as HTMLInputElement).labels?.[0]?.textContent ?? "";
      return `${label.trim()}: ${error.trim()}`;
    }),
  );
  const alerts = (await form.getByRole("alert").allInnerTexts()).map((text) => text.trim());
  return [...fields, ...alerts].filter(Boolean).join("; ");
}

export function signOutButton(page: Page): Locator {
  return page.getByRole("button", { name: "Sign out" });
}

export async function signOut(page: Page): Promise<void> {
  await signOutButton(page).click();
  // Where people sign in, the connect screen is the sign-in screen (kit 2.4.0).
  const signInHeading = page.getByRole("heading", { name: "Sign in to the tenant console" });
  await expect(
    connectScreen(page).heading.or(signInHeading),
    "back on the connect screen",
  ).toBeVisible();
}

export function reconnectDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Reconnect to continue" });
}

/**
 * Gives the re-connect dialog a new token; it closes once the token is accepted. It types `token`
 * as given: pass `await standInToken(page, tenantUrl, token)` to keep a real token out of traces.
 */
export async function reconnectWith(page: Page, token: string): Promise<void> {
  const dialog = reconnectDialog(page);
  await dialog.getByLabel("Access token").fill(token);
  await dialog.getByRole("button", { name: "Reconnect" }).click();
  await expect(dialog, "the dialog closes once a valid token is given").toBeHidden();
}

/** A navigation link of the shell, by the screen's name. */
export function navigationLink(page: Page, name: string): Locator {
  return page.getByRole("link", { name, exact: true });
}

/** The level-1 heading that names `screen`. */
export function screenHeading(page: Page, screen: ScreenName): Locator {
  return page.getByRole("heading", { level: 1, name: SCREENS[screen].heading });
}

/** Follows the navigation link to `screen`, as a user would, keeping the tab's session. */
export async function goToScreen(page: Page, screen: ScreenName): Promise<void> {
  await page
    .getByRole("navigation", { name: "Screens" })
    .getByRole("link", { name: screen })
    .click();
  await expect(screenHeading(page, screen), `the screen ${screen}`).toBeVisible();
}

/** The shell's meter **Rate limit budget**: what the tenant's last answer left. */
export async function readRateLimitBudget(
  page: Page,
): Promise<{ remaining: number; limit: number } | undefined> {
  const meter = page.getByRole("meter", { name: "Rate limit budget" });
  if ((await meter.count()) === 0) return undefined;
  return {
    remaining: Number(await meter.getAttribute("aria-valuenow")),
    limit: Number(await meter.getAttribute("aria-valuemax")),
  };
}

/**
 * The console as one page object: connect once, then move between screens with the navigation,
 * as a user does.
 */
export class TenantConsole {
  readonly page: Page;
  readonly consoleUrl: string;

  constructor(page: Page, consoleUrl: string) {
    this.page = page;
    this.consoleUrl = consoleUrl.replace(/\/+$/, "");
  }

  /**
   * Opens the console at `screen` (the token exchange profiles unless given), fills the connect
   * screen and waits until the session has started (**Sign out** shows): the console opens only
   * once the tenant has answered one read with the token, and a refusal fails with its words.
   */
  async connect(options: ConnectOptions & { screen?: ScreenName }): Promise<void> {
    const screen = options.screen ?? "Token exchange profiles";
    const form = await goToConnectScreen(this.page, this.consoleUrl, SCREENS[screen].route);
    const token =
      options.maskToken === false
        ? options.token
        : await standInToken(this.page, options.tenantUrl, options.token);
    await form.tenantUrl.fill(options.tenantUrl);
    await form.accessToken.fill(token);
    await form.keepForThisTab.setChecked(options.keepForTab ?? false);
    await form.connect.click();
    const signOut = signOutButton(this.page);
    const refusal = connectRefusal(this.page);
    await expect(
      signOut.or(refusal).first(),
      "connected, or refused by the form or the tenant",
    ).toBeVisible();
    if (!(await signOut.isVisible())) {
      throw new Error(`The connect screen refused: ${await readConnectRefusal(this.page)}`);
    }
    await expect(screenHeading(this.page, screen)).toBeVisible();
  }

  async goTo(screen: ScreenName): Promise<void> {
    await goToScreen(this.page, screen);
  }

  async signOut(): Promise<void> {
    await signOut(this.page);
  }

  rateLimitBudget(): Promise<{ remaining: number; limit: number } | undefined> {
    return readRateLimitBudget(this.page);
  }
}
