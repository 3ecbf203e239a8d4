/**
 * The connect screen, the shell's session controls and the re-connect dialog, through the names
 * README "Automating the console" documents.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { connectConsole, fillConnectForm, type LocalTenant } from "../support/fixtures";

export { connectConsole, fillConnectForm };

/** Where a screen helper opens the console: the served build and the tenant it talks to. */
export interface ConsoleTarget {
  consoleUrl: string;
  tenant: LocalTenant;
  /** Scopes of the token minted for the session; the console's four unless given. */
  scopes?: readonly string[];
}

export interface ConnectScreen {
  heading: Locator;
  tenantUrl: Locator;
  accessToken: Locator;
  keepForThisTab: Locator;
  connect: Locator;
}

export function connectScreen(page: Page): ConnectScreen {
  return {
    heading: page.getByRole("heading", { name: "Connect to a tenant" }),
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
): Promise<ConnectScreen> {
  await page.goto(route === undefined ? consoleUrl : `${consoleUrl}/#${route}`);
  const screen = connectScreen(page);
  await expect(screen.heading, "the connect screen").toBeVisible();
  return screen;
}

export function signOutButton(page: Page): Locator {
  return page.getByRole("button", { name: "Sign out" });
}

export async function signOut(page: Page): Promise<void> {
  await signOutButton(page).click();
  await expect(connectScreen(page).heading, "back on the connect screen").toBeVisible();
}

export function reconnectDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Reconnect to continue" });
}

/** Gives the re-connect dialog a new token; it closes once the token is accepted. */
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
