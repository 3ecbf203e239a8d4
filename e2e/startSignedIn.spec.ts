import { consoleSignInButton, readSignedInPerson, signIn } from "@tenant-console/playwright-kit";
import { DEFAULT_OPERATOR_PASSWORD } from "../tenant/index.ts";
import { startDevServer } from "./support/devServer.ts";
import { expect, test } from "./support/fixtures.ts";

/** Issue 37 item 4: a newcomer sees the team console with no setup but the documented switch. */
test("CONSOLE_SIGN_IN=local npm start: the connect screen signs in, an administrator reads", async ({
  page,
}) => {
  const { url, server } = await startDevServer({ CONSOLE_SIGN_IN: "local" });
  try {
    await page.goto(`${url}/#/organizations`);
    await expect(consoleSignInButton(page)).toHaveAccessibleName(/^Sign in with 127\.0\.0\.1:\d+$/);
    await signIn(page, { email: "admin@console.local", password: DEFAULT_OPERATOR_PASSWORD });
    expect(await readSignedInPerson(page)).toEqual({ name: "Ada Admin", role: "administrator" });
    await expect(page.getByText("Wayne Enterprises").first()).toBeVisible();
  } finally {
    await server.close();
  }
});
