/**
 * The team console (issue 37): `npm run serve` signs people in at the local tenant's own
 * provider, each role does what the spec's table says, and the audit names the person.
 */
import type { Page } from "@playwright/test";
import {
  assertCleared,
  assertRoleRefuses,
  confirmSingleClear,
  fillSingleClear,
  noRoleHeading,
  organizationPage,
  profileProgress,
  readSignedInPerson,
  riskForm,
  signIn,
  signOut,
  signOutButton,
} from "@tenant-console/playwright-kit";
import type { ServeProcess } from "../server/test/serveProcess.ts";
import { DEFAULT_OPERATOR_PASSWORD, SEED_FACTS } from "../tenant/index.ts";
import { assertNoSeriousA11yViolations } from "./support/axe";
import { openSignedIn, serveSignedIn } from "./support/consoleServe";
import { expect, test } from "./support/fixtures";

const WAYNE = "org_W4yn3Ent3rpr1s3X";
const { userId, connection } = SEED_FACTS.firstUser;
const person = (who: "admin" | "support" | "auditor" | "nobody") => ({
  email: `${who}@console.local`,
  password: DEFAULT_OPERATOR_PASSWORD,
});

/** The audit lines the server printed since the test began, parsed. */
function auditLines(serve: ServeProcess, from: number): Record<string, unknown>[] {
  return serve.lines
    .slice(from)
    .filter((line) => line.includes('"audit":true'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A call the page makes itself, with its session cookie, as a script on it could. */
function callFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

test.describe("The team console: people sign in, roles decide", () => {
  // One server for the file: each test has its own browser context (cookies, provider session),
  // the worker's tenant is reset before each, and a test reads only the audit lines printed
  // since it began.
  let serve: ServeProcess;
  let from = 0;
  test.beforeAll(async ({ workerTenant }) => {
    serve = await serveSignedIn(workerTenant);
  });
  test.afterAll(async () => {
    await serve?.stop();
  });
  test.beforeEach(() => {
    from = serve.lines.length;
  });

  test("support signs in, clears a user's assessments in their own name, and is refused changing an organization", async ({
    page,
    tenant,
  }) => {
    test.slow(); // a sign-in, a clear and two axe runs
    await page.goto(`${serve.url}/#/risk-assessments`);
    await signIn(page, person("support"));
    expect(await readSignedInPerson(page)).toMatchObject({ role: "support" });
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "console-session");
    expect(session, "the session is a cookie").toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const kept = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage, url: location.href }),
    );
    expect(kept, "no tenant token reaches the page's storage or address").not.toMatch(/eyJ/);

    await page.goto(`${serve.url}/#/token-exchange-profiles`);
    await expect(profileProgress(page), "support reads the profiles").toHaveText(
      /^Loaded \d+ profiles/,
    );
    await page.goto(`${serve.url}/#/risk-assessments`);

    await fillSingleClear(page, { userId, connection });
    await confirmSingleClear(page, userId);
    await assertCleared(page);
    await expect
      .poll(() => auditLines(serve, from).find((line) => line.operation === "clearRiskAssessments"))
      .toMatchObject({
        target: userId,
        operator: { email: "support@console.local", role: "support" },
      });

    await page.goto(`${serve.url}/#/organizations/${WAYNE}`);
    const organization = organizationPage(page);
    await expect(organization.heading).toHaveText("Wayne Enterprises");
    await assertRoleRefuses(organization.saveChanges, {
      role: "support",
      does: "change organizations",
    });
    await assertNoSeriousA11yViolations(page, "an organization as support sees it");
    const forced = await callFromPage(page, "PATCH", `/api/v2/organizations/${WAYNE}`, {
      display_name: "Support was here",
    });
    expect(forced).toMatchObject({ status: 403, body: { error: "forbidden_role" } });
    await expect
      .poll(() => auditLines(serve, from).find((line) => line.operation === "updateOrganization"))
      .toMatchObject({
        outcome: "refused",
        status: 403,
        operator: { email: "support@console.local" },
      });
    const wayne = (await tenant.control.state()).organizations.find((o) => o.id === WAYNE);
    expect(wayne?.display_name, "nothing reached the tenant").toBe("Wayne Enterprises");
  });

  test("an auditor may not clear, and a person with no role reads nothing", async ({
    page: auditor,
    browser,
  }) => {
    await openSignedIn(auditor, serve, person("auditor").email, "/risk-assessments");
    await fillSingleClear(auditor, { userId, connection });
    await assertRoleRefuses(riskForm(auditor).clearAssessments, {
      role: "auditor",
      does: "clear risk assessments",
    });
    const forced = await callFromPage(
      auditor,
      "POST",
      `/api/v2/users/${encodeURIComponent(userId)}/risk-assessments/clear`,
      { connection, assessors: ["new-device"] },
    );
    expect(forced).toMatchObject({ status: 403, body: { error: "forbidden_role" } });

    const context = await browser.newContext();
    const nobody = await context.newPage();
    const reads: string[] = [];
    nobody.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/v2")) reads.push(request.url());
    });
    await nobody.goto(`${serve.url}/#/token-exchange-profiles`);
    await signIn(nobody, person("nobody"));
    await expect(noRoleHeading(nobody)).toBeVisible();
    await assertNoSeriousA11yViolations(nobody, "the page of a person with no role");
    expect(reads, "no call to the tenant").toEqual([]);
    await context.close();
  });

  test("an administrator changes an organization; after Sign out the old cookie is refused", async ({
    page,
    tenant,
    request,
  }) => {
    await openSignedIn(page, serve, person("admin").email, `/organizations/${WAYNE}`);
    const organization = organizationPage(page);
    await organization.settings.locator('input[name="display_name"]').fill("Wayne Industries");
    await organization.saveChanges.click();
    await expect(organization.heading).toHaveText("Wayne Industries");
    const wayne = (await tenant.control.state()).organizations.find((o) => o.id === WAYNE);
    expect(wayne?.display_name).toBe("Wayne Industries");
    await expect
      .poll(() => auditLines(serve, from).find((line) => line.operation === "updateOrganization"))
      .toMatchObject({ operator: { email: "admin@console.local", role: "administrator" } });

    const cookie = (await page.context().cookies()).find((c) => c.name === "console-session");
    await signOut(page);
    const replayed = await request.get(`${serve.url}/api/v2/organizations/${WAYNE}`, {
      headers: { cookie: `console-session=${cookie?.value ?? ""}` },
    });
    expect(replayed.status()).toBe(401);
    expect(await replayed.json()).toMatchObject({ error: "signed_out" });
  });

  test("a page on another site, or another port, cannot make a signed-in administrator's cookie write", async ({
    page,
    tenant,
  }) => {
    await openSignedIn(page, serve, person("admin").email, "/organizations");
    await expect(signOutButton(page), "signed in before the attack").toBeVisible();
    const before = (await tenant.control.state()).organizations;
    const target = `${serve.url}/api/v2/organizations`;
    // The attacker's page tries what a page can: a form post (text/plain, no preflight), a
    // credentialed fetch in no-cors mode, and signing the person out.
    const attack = `<!doctype html><title>Prizes</title><body><script>
      const sent = [
        fetch(${JSON.stringify(`${target}/${WAYNE}`)}, { method: "PATCH", mode: "no-cors", credentials: "include",
          headers: { "content-type": "text/plain" }, body: '{"display_name":"pwned"}' }).catch(() => null),
        fetch(${JSON.stringify(`${serve.url}/__console/sign-out`)}, { method: "POST", mode: "no-cors", credentials: "include" }).catch(() => null),
      ];
      Promise.all(sent).then(() => {
        const form = document.createElement("form");
        form.method = "POST"; form.enctype = "text/plain"; form.action = ${JSON.stringify(target)};
        const field = document.createElement("input");
        field.name = '{"name":"pwned","x":"'; field.value = '"}';
        form.append(field); document.body.append(form); form.submit();
      });
    </script></body>`;
    const otherPort = new URL(serve.url);
    otherPort.port = String(Number(otherPort.port) + 1);
    for (const origin of ["http://attacker.example", otherPort.origin]) {
      const attacker = await page.context().newPage();
      await attacker.route(`${origin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: attack }),
      );
      const posted = attacker.waitForRequest((r) => r.method() === "POST" && r.url() === target);
      await attacker.goto(`${origin}/`);
      await posted;
      await attacker.waitForLoadState();
      await attacker.close();
    }
    const after = (await tenant.control.state()).organizations;
    expect(after, "no organization was created or changed").toEqual(before);
    expect((await callFromPage(page, "GET", "/__console/me")).status, "still signed in").toBe(200);
  });
});
