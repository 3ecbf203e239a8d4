import { expect, test } from "@playwright/test";
import { assertNoSeriousA11yViolations } from "./support/axe";

test.describe("Connect screen", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(process.env.CONSOLE_URL ?? "");
  });

  test("asks for a tenant URL and an access token, and is accessible", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Connect to a tenant" })).toBeVisible();
    await expect(page.getByLabel("Tenant URL")).toBeVisible();
    await expect(page.getByLabel("Access token")).toBeVisible();
    await expect(page.getByRole("button", { name: "Connect" })).toBeVisible();
    await assertNoSeriousA11yViolations(page, "the connect screen");
  });

  test("explains exactly what is wrong with a bad URL and a bad token", async ({ page }) => {
    await page.getByLabel("Tenant URL").fill("http://tenant.example.com");
    await page.getByLabel("Access token").fill("Bearer abc.def.ghi");
    await page.getByRole("button", { name: "Connect" }).click();

    const url = page.getByLabel("Tenant URL");
    await expect(url, "the URL field is marked invalid").toHaveAttribute("aria-invalid", "true");
    await expect(url).toHaveAccessibleDescription(/plain http is only allowed for 127\.0\.0\.1/);
    const token = page.getByLabel("Access token");
    await expect(token).toHaveAttribute("aria-invalid", "true");
    await expect(token).toHaveAccessibleDescription(/without the word "Bearer"/);
    await expect(url, "focus moves to the first invalid field").toBeFocused();

    await token.fill("only.two");
    await page.getByRole("button", { name: "Connect" }).click();
    await expect(token).toHaveAccessibleDescription(/three parts separated by dots; this has 2/);
    await assertNoSeriousA11yViolations(page, "the connect screen with errors");
  });
});
