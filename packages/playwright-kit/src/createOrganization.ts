/**
 * Create organization (`#/organizations/new`): inputs by label, metadata rows "Key N" /
 * "Value N", connection groups "Connection N" (each with its field "Connection": a combobox
 * with read:connections, a text box without), the token quota fields, and the result heading
 * "Organization created".
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { goToScreen } from "./connect.js";
import { type FieldErrors, readFieldErrors, setCheckedByKeyboard } from "./fields.js";
import type { WaitOptions } from "./settled.js";

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

/** The body of `POST /api/v2/organizations`, as far as the form has inputs for it. */
export interface OrganizationBody {
  name: string;
  display_name?: string;
  branding?: { logo_url?: string };
  metadata?: Record<string, string>;
  enabled_connections?: readonly {
    connection_id: string;
    assign_membership_on_login?: boolean;
    show_as_button?: boolean;
    is_signup_enabled?: boolean;
  }[];
  token_quota?: {
    client_credentials: { enforce?: boolean; per_day?: number; per_hour?: number };
  };
  third_party_client_access?: "block" | "allow";
}

/** What a submit led to: the id the tenant gave, or what the form or the tenant refused. */
export type CreateResult =
  | { created: true; id: string }
  | {
      created: false;
      /** API path → error text, for every field marked invalid. */
      fieldErrors: FieldErrors;
      /** The form-level `role="alert"`, when there is one. */
      alert: string | undefined;
    };

export interface OrganizationForm {
  name: Locator;
  displayName: Locator;
  logoUrl: Locator;
  /** **Show logo**: the only way the logo's image is loaded ("Logo preview" afterwards). */
  showLogo: Locator;
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
    showLogo: page.getByRole("button", { name: "Show logo", exact: true }),
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

/**
 * Presses an Add button with the keyboard and waits for the row it adds. A click lands where
 * the button was a moment ago, and a form whose hints come and go under a field moves it; a
 * keypress goes to the focused button wherever it is, as a keyboard user's does.
 */
async function addRow(button: Locator, row: Locator): Promise<void> {
  await button.press("Enter");
  await expect(row, "the Add button adds a row").toBeVisible();
}

/** Adds one metadata row per entry, after those already there. */
export async function fillMetadata(
  page: Page,
  entries: readonly (readonly [key: string, value: string])[],
  firstRow = 1,
): Promise<void> {
  const form = organizationForm(page);
  for (const [index, [key, value]] of entries.entries()) {
    await addRow(form.addMetadata, form.metadataKey(firstRow + index));
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
    const group = form.connection(index + 1);
    await addRow(form.addConnection, group);
    await form.connectionId(index + 1).fill(connection.id);
    // An id that is also part of a connection's name opens the Connection list; Escape closes
    // it and keeps the typed id.
    const list = page.getByRole("listbox");
    if (await list.isVisible()) {
      await form.connectionId(index + 1).press("Escape");
      await expect(list).toBeHidden();
    }
    await expect(form.connectionId(index + 1)).toHaveValue(connection.id);
    await setCheckedByKeyboard(
      group.getByLabel("Assign membership on login"),
      connection.assignMembershipOnLogin ?? false,
    );
    await setCheckedByKeyboard(
      group.getByLabel("Show as button"),
      connection.showAsButton ?? false,
    );
    await setCheckedByKeyboard(
      group.getByLabel("Signup enabled"),
      connection.isSignupEnabled ?? false,
    );
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
  const n = (await page.getByRole("group", { name: /^Connection \d+$/ }).count()) + 1;
  await addRow(form.addConnection, form.connection(n));
  const field = form.connectionId(n);
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

/** The result replaced the form, and focus moved to its heading. */
export async function assertCreated(page: Page): Promise<void> {
  await expect(createdHeading(page), "focus moves to the result").toBeFocused();
}

/** The id the result shows beside **Copy id**. */
export async function readCreatedId(page: Page): Promise<string> {
  const definition = page
    .getByRole("definition")
    .filter({ has: page.getByRole("button", { name: "Copy id" }) });
  const text = await definition.innerText();
  const id = /\borg_[A-Za-z0-9]+/.exec(text)?.[0];
  if (id === undefined) throw new Error(`no organization id in the result: "${text}"`);
  return id;
}

/** Create organization as a page object: fill from an API body, submit, read the outcome. */
export class CreateOrganization {
  readonly page: Page;
  readonly form: OrganizationForm;

  constructor(page: Page) {
    this.page = page;
    this.form = organizationForm(page);
  }

  /** Follows the navigation link **Create organization**. */
  async open(): Promise<void> {
    await goToScreen(this.page, "Create organization");
  }

  /** Fills the form from a body shaped like the API's; nothing is submitted. */
  async fill(body: OrganizationBody): Promise<void> {
    await this.form.name.fill(body.name);
    if (body.display_name !== undefined) await this.form.displayName.fill(body.display_name);
    if (body.branding?.logo_url !== undefined) await this.form.logoUrl.fill(body.branding.logo_url);
    if (body.metadata !== undefined) {
      const existing = await this.page.getByLabel(/^Key \d+$/).count();
      await fillMetadata(this.page, Object.entries(body.metadata), existing + 1);
    }
    if (body.enabled_connections !== undefined) {
      await fillConnections(
        this.page,
        body.enabled_connections.map((connection) => ({
          id: connection.connection_id,
          assignMembershipOnLogin: connection.assign_membership_on_login,
          showAsButton: connection.show_as_button,
          isSignupEnabled: connection.is_signup_enabled,
        })),
      );
    }
    const quota = body.token_quota?.client_credentials;
    if (quota !== undefined) {
      await fillTokenQuota(this.page, {
        enforce: quota.enforce ?? false,
        perDay: quota.per_day === undefined ? "" : String(quota.per_day),
        perHour: quota.per_hour === undefined ? "" : String(quota.per_hour),
      });
    }
    if (body.third_party_client_access !== undefined) {
      const label = body.third_party_client_access === "allow" ? "Allow" : "Block";
      await this.page.getByRole("radio", { name: label, exact: true }).check();
    }
  }

  /**
   * Presses **Create organization** and waits for the outcome: the created id, or the field
   * errors and the form-level alert. A write whose outcome is unknown comes back as not created
   * with that alert (see `isOutcomeUnknown`).
   */
  async submit(options?: WaitOptions): Promise<CreateResult> {
    await this.form.submit.click();
    return this.waitForResult(options);
  }

  /**
   * Waits for the outcome of a submit already made (rate-limit waits included): the created id,
   * or the field errors and the alert.
   */
  async waitForResult({ timeout = 30_000 }: WaitOptions = {}): Promise<CreateResult> {
    const created = createdHeading(this.page);
    const alert = this.page.getByRole("alert");
    const invalid = this.page.locator('[aria-invalid="true"]');
    await expect(created.or(alert).or(invalid).first(), "the form answers").toBeVisible({
      timeout,
    });
    if (await created.isVisible()) return { created: true, id: await readCreatedId(this.page) };
    return {
      created: false,
      fieldErrors: await readFieldErrors(this.page),
      alert: (await alert.count()) > 0 ? (await alert.first().innerText()).trim() : undefined,
    };
  }

  /** Fills and submits in one step. */
  async create(body: OrganizationBody, options?: WaitOptions): Promise<CreateResult> {
    await this.fill(body);
    return this.submit(options);
  }

  /** **Create another**: back to an empty form after a success. */
  async createAnother(): Promise<void> {
    await this.page.getByRole("button", { name: "Create another" }).click();
    await expect(this.form.name).toBeVisible();
  }
}
