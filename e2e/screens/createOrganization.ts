/**
 * Create organization (`#/organizations/new`): inputs by label, metadata rows "Key N" /
 * "Value N", connection groups "Connection N" (each with its field "Connection": a combobox
 * with read:connections, a text box without), the token quota fields, and the result heading
 * "Organization created".
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { LocalTenant } from "../support/fixtures";
import { type ConsoleTarget, connectConsole } from "./session";

export const CREATE_PATH = /^\/api\/v2\/organizations$/;

export interface ConnectionInput {
  id: string;
  assignMembershipOnLogin?: boolean;
  showAsButton?: boolean;
  isSignupEnabled?: boolean;
}

export interface TokenQuotaInput {
  enforce: boolean;
  /** As typed: the field takes text, so a test can type what is not a number. */
  perDay: string;
  perHour: string;
}

export interface OrganizationForm {
  name: Locator;
  displayName: Locator;
  logoUrl: Locator;
  submit: Locator;
  addMetadata: Locator;
  addConnection: Locator;
  perDay: Locator;
  perHour: Locator;
  enforce: Locator;
  metadataKey(n: number): Locator;
  metadataValue(n: number): Locator;
  /** The group "Connection N" (1-based). */
  connection(n: number): Locator;
  /** The row's field "Connection": a combobox with read:connections, a text box without. */
  connectionId(n: number): Locator;
}

export function organizationForm(page: Page): OrganizationForm {
  const connection = (n: number) =>
    page.getByRole("group", { name: `Connection ${n}`, exact: true });
  return {
    name: page.getByLabel("Name", { exact: true }),
    displayName: page.getByLabel("Display name"),
    logoUrl: page.getByLabel("Logo URL"),
    submit: page.getByRole("button", { name: "Create organization" }),
    addMetadata: page.getByRole("button", { name: "Add metadata" }),
    addConnection: page.getByRole("button", { name: "Add connection" }),
    perDay: page.getByLabel("Per day"),
    perHour: page.getByLabel("Per hour"),
    enforce: page.getByLabel("Enforce", { exact: true }),
    metadataKey: (n) => page.getByLabel(`Key ${n}`, { exact: true }),
    metadataValue: (n) => page.getByLabel(`Value ${n}`, { exact: true }),
    connection,
    connectionId: (n) => connection(n).getByLabel("Connection", { exact: true }),
  };
}

export function createdHeading(page: Page): Locator {
  return page.getByRole("heading", { name: "Organization created" });
}

export async function goToCreateOrganization(page: Page, target: ConsoleTarget): Promise<void> {
  await connectConsole(page, { ...target, route: "/organizations/new" });
  await expect(page.getByRole("heading", { level: 1, name: "Create organization" })).toBeVisible();
}

/** Adds one metadata row per entry, after those already there. */
export async function fillMetadata(
  page: Page,
  entries: readonly (readonly [key: string, value: string])[],
  firstRow = 1,
): Promise<void> {
  const form = organizationForm(page);
  for (const [index, [key, value]] of entries.entries()) {
    await form.addMetadata.click();
    await form.metadataKey(firstRow + index).fill(key);
    await form.metadataValue(firstRow + index).fill(value);
  }
}

/** Adds one connection row per entry and sets its three checkboxes (unset ones unchecked). */
export async function fillConnections(
  page: Page,
  connections: readonly ConnectionInput[],
): Promise<void> {
  const form = organizationForm(page);
  for (const [index, connection] of connections.entries()) {
    await form.addConnection.click();
    const group = form.connection(index + 1);
    await form.connectionId(index + 1).fill(connection.id);
    await group
      .getByLabel("Assign membership on login")
      .setChecked(connection.assignMembershipOnLogin ?? false);
    await group.getByLabel("Show as button").setChecked(connection.showAsButton ?? false);
    await group.getByLabel("Signup enabled").setChecked(connection.isSignupEnabled ?? false);
  }
}

/** An option of the open connection list: "corp-oidc oidc" (name, then strategy). */
export function connectionOption(page: Page, name: string, strategy: string): Locator {
  return page.getByRole("option", { name: `${name} ${strategy}`, exact: true });
}

/**
 * Adds a connection row and chooses a connection by typing part of its name into the combobox
 * "Connection" and clicking the option; the row then holds the connection's id.
 */
export async function chooseConnection(
  page: Page,
  { search, name, strategy }: { search: string; name: string; strategy: string },
): Promise<Locator> {
  const form = organizationForm(page);
  await form.addConnection.click();
  const field = form.connectionId(
    await page.getByRole("group", { name: /^Connection \d+$/ }).count(),
  );
  await field.fill(search);
  await connectionOption(page, name, strategy).click();
  return field;
}

export async function fillTokenQuota(page: Page, quota: TokenQuotaInput): Promise<void> {
  const form = organizationForm(page);
  await page.getByLabel("Set a token quota for client credentials").check();
  await form.enforce.setChecked(quota.enforce);
  await form.perDay.fill(quota.perDay);
  await form.perHour.fill(quota.perHour);
}

/** How many organizations named `name` the tenant holds (through its test control). */
export async function organizationsNamed(tenant: LocalTenant, name: string): Promise<number> {
  const { organizations } = await tenant.control.state();
  return organizations.filter((organization) => organization.name === name).length;
}

/** The result replaced the form, and focus moved to its heading. */
export async function assertCreated(page: Page): Promise<void> {
  await expect(createdHeading(page), "focus moves to the result").toBeFocused();
}
