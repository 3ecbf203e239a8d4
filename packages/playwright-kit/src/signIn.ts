/**
 * Signing in when the console's server signs people in (`npm run serve` with
 * CONSOLE_SIGN_IN_ISSUER): the console's **Sign in** button, the provider's login page
 * (**Email**, **Password**, **Sign in**), the person and role in the bar, the dialog that asks
 * to sign in again, the page for a person with no role, and why a control is disabled.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { signOutButton } from "./connect.js";
import { describedBy } from "./fields.js";

/** The console's roles; "no role" is how the bar names a person with none. */
export type ConsoleRole = "administrator" | "support" | "auditor";

export interface SignInOptions {
  email: string;
  password: string;
}

/** The console's way to the provider: "Sign in with {host}" on the screen, "Sign in again" in the dialog. */
export function consoleSignInButton(page: Page): Locator {
  return page
    .getByRole("button", { name: /^Sign in with / })
    .or(signInAgainDialog(page).getByRole("button", { name: "Sign in again" }));
}

/** The bar's group naming the person and their role (hidden at phone widths: see the menu). */
export function signedInPerson(page: Page): Locator {
  return page.getByRole("banner").getByRole("group", { name: "Signed in" });
}

export function signInAgainDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Sign in again to continue" });
}

/** The page every address shows a person signed in with no role. */
export function noRoleHeading(page: Page): Locator {
  return page.getByRole("heading", { level: 1, name: "Ask an administrator for a role" });
}

/** What the provider's login page says to a wrong pair (spec team-console.md). */
const WRONG_PAIR = "Wrong email or password.";

/**
 * Signs in from the console's sign-in screen or its "Sign in again" dialog: fills the provider's
 * login page and waits until the console is back with the person signed in (Sign out shown, on
 * the screen it left from, or the no-role page). A refused pair fails with the provider's words.
 */
export async function signIn(page: Page, { email, password }: SignInOptions): Promise<void> {
  await consoleSignInButton(page).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const wrong = page.getByText(WRONG_PAIR);
  await expect(
    signOutButton(page).or(wrong).first(),
    "back in the console, or refused by the provider",
  ).toBeVisible();
  if (await wrong.isVisible()) throw new Error(`signIn(${email}): ${WRONG_PAIR}`);
}

/** The signed-in person as the bar shows them (on a laptop-wide window). */
export async function readSignedInPerson(
  page: Page,
): Promise<{ name: string; role: ConsoleRole | null }> {
  const text = (await signedInPerson(page).innerText()).replace(/\s+/g, " ").trim();
  for (const role of ["administrator", "support", "auditor", "no role"] as const) {
    if (text.endsWith(` ${role}`)) {
      return { name: text.slice(0, -role.length - 1), role: role === "no role" ? null : role };
    }
  }
  throw new Error(`readSignedInPerson: the bar says "${text}", with no role the console knows`);
}

/**
 * Why a control cannot be used ("Your role, support, cannot change organizations", "This token
 * can't …"): its accessible description while it is disabled; undefined while it is enabled.
 */
export async function disabledReason(control: Locator): Promise<string | undefined> {
  if (await control.isEnabled()) return undefined;
  return describedBy(control);
}

/** The control is visible, disabled, and says the role cannot do `does` ("change organizations"). */
export async function assertRoleRefuses(
  control: Locator,
  { role, does }: { role: ConsoleRole; does: string },
): Promise<void> {
  await expect(control, "the control stays visible").toBeVisible();
  await expect(control, "the control is disabled").toBeDisabled();
  await expect(control, "the control says why").toHaveAccessibleDescription(
    `Your role, ${role}, cannot ${does}`,
  );
}
