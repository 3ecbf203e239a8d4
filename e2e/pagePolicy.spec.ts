import { connectConsole, expect, test } from "./support/fixtures.ts";

const SCREENS = [
  { link: "Token exchange profiles", heading: /token exchange profiles/i },
  { link: "Create organization", heading: /create organization/i },
  { link: "User attribute profiles", heading: /user attribute profile/i },
  { link: "Risk assessments", heading: /risk assessments/i },
] as const;

test.describe("Page policy", () => {
  test("the preview server sends a strict policy and every screen works under it", async ({
    page,
    consoleUrl,
    tenant,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
    });

    const response = await page.goto(consoleUrl);
    await test.step("the document carries the policy headers", async () => {
      const headers = response?.headers() ?? {};
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).toMatch(/connect-src 'self' /);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["referrer-policy"]).toBe("no-referrer");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
    });

    await connectConsole(page, { consoleUrl, tenant });
    for (const screen of SCREENS) {
      await test.step(`${screen.link} renders with no violation`, async () => {
        await page.getByRole("link", { name: screen.link, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      });
    }
    await test.step("nothing was blocked, and the listener does see a blocked inline script", async () => {
      const read = () =>
        page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(await read(), "no violation while using every screen").toEqual([]);
      // An inline <script> added by the page is governed by the policy (evaluate() is not).
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.inlineScriptRan = true";
        document.head.append(script);
        return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
      });
      expect(ran, "inline script is refused").toBe(false);
      await expect
        .poll(async () => (await read()).length, { message: "the refusal is reported" })
        .toBeGreaterThan(0);
      for (const violation of await read()) {
        expect(violation).toMatch(/^script-src(-elem)? blocked inline$/);
      }
    });
    expect(
      consoleErrors.filter((text) => !/inline script/i.test(text)),
      "only the deliberate inline script was refused",
    ).toEqual([]);
  });
});
