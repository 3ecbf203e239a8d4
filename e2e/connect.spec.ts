import {
  assertFieldError,
  connectScreen,
  fillConnectForm,
  goToConnectScreen,
  signOutButton,
  TenantConsole,
} from "@tenant-console/playwright-kit";
import { CONSOLE_SCOPES } from "../tenant/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test.describe("Connect screen", () => {
  test.beforeEach(async ({ page, consoleUrl }) => {
    await goToConnectScreen(page, consoleUrl);
  });

  test("asks for a tenant URL and an access token, and is accessible", async ({ page }) => {
    const screen = connectScreen(page);
    await expect(screen.heading).toBeVisible();
    await expect(screen.tenantUrl).toBeVisible();
    await expect(screen.accessToken).toBeVisible();
    await expect(screen.connect).toBeVisible();
    await assertNoSeriousA11yViolations(page, "the connect screen");
  });

  test("explains exactly what is wrong with a bad URL and a bad token", async ({ page }) => {
    const screen = connectScreen(page);
    await screen.tenantUrl.fill("http://tenant.example.com");
    await screen.accessToken.fill("Bearer abc.def.ghi");
    await screen.connect.click();

    await assertFieldError(screen.tenantUrl, /plain http is only allowed for 127\.0\.0\.1/, {
      what: "a plain http URL on another host",
      // Focus moves to the first invalid field.
      focused: true,
    });
    await expect(screen.accessToken, "the pasted Bearer is removed").toHaveValue("abc.def.ghi");
    await expect(screen.accessToken).toHaveAccessibleDescription(
      /Removed "Bearer " from the start/,
    );
    await assertFieldError(screen.accessToken, /payload is not valid base64url-encoded JSON/, {
      what: "the token without Bearer",
    });

    await screen.accessToken.fill("only.two");
    await screen.connect.click();
    await assertFieldError(screen.accessToken, /three parts separated by dots; this has 2/, {
      what: "a token in two parts",
    });
    await assertNoSeriousA11yViolations(page, "the connect screen with errors");
  });

  test("a token with a forged signature is refused on the connect screen, then a good one connects", async ({
    page,
    tenant,
  }) => {
    const token = await tenant.control.token({ scopes: CONSOLE_SCOPES });
    const [header, payload, signature = ""] = token.split(".");
    // Well formed, same claims, one character of the signature changed. A character in the
    // middle: the last one's spare bits could make the text non-canonical, a different refusal.
    const swapped = signature[10] === "A" ? "B" : "A";
    const forged = `${header}.${payload}.${signature.slice(0, 10)}${swapped}${signature.slice(11)}`;
    const screen = connectScreen(page);
    await fillConnectForm(page, tenant.url, forged);

    await expect(
      page.getByRole("region", { name: "Connect to a tenant" }).getByRole("alert"),
    ).toHaveText(
      "The tenant refused this token: Invalid signature received for JSON Web Token validation.",
    );
    await expect(signOutButton(page), "the console did not open").toBeHidden();
    await expect(screen.accessToken, "the token stays, to be corrected").toHaveValue(forged);
    await assertNoSeriousA11yViolations(page, "the connect screen with a refused token");

    await screen.accessToken.fill(token);
    await screen.connect.click();
    await expect(signOutButton(page)).toBeVisible();
  });

  test("the kit's connect() fails with the form's own message", async ({ page, consoleUrl }) => {
    const app = new TenantConsole(page, consoleUrl);
    await expect(app.connect({ tenantUrl: consoleUrl, token: "" })).rejects.toThrow(
      "The connect screen refused: Access token: Paste an access token",
    );
  });
});
