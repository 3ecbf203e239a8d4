import { rawRequest } from "../server/test/rawRequest.ts";
import { refusalStatuses, refusedRequests, sentFrom } from "../server/test/refusedRequests.ts";
import { CONSOLE_SCOPES, createTenant, SEEDED_CLIENTS } from "../tenant/index.ts";
import { startDevServer } from "./support/devServer.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * A tenant that refuses cross-origin calls is reached through the console's own origin:
 * `TENANT_URL=… TENANT_CLIENT_ID=… TENANT_CLIENT_SECRET=… npm start`. The dev server obtains the
 * token itself; the browser must never see the client secret or the real token.
 */
test.describe("Console in front of a real tenant", () => {
  test("proxies /api/v2 with its own token and never sends the secret to the browser", async ({
    page,
  }) => {
    const realTenant = await createTenant({ seed: 7 }).listen(0);
    const { url, server } = await startDevServer({
      TENANT_URL: realTenant.url,
      TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
      TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
    });
    try {
      const bodies: { url: string; text: string; headers: string }[] = [];
      page.on("response", async (response) => {
        const text = await response.text().catch(() => "");
        bodies.push({ url: response.url(), text, headers: JSON.stringify(response.headers()) });
      });

      await test.step("the console opens already connected, through its own origin", async () => {
        await page.goto(`${url}/#/risk-assessments`);
        await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      });

      const realToken =
        await test.step("calls on the console's origin reach the tenant", async () => {
          const answer = await page.evaluate(async () => {
            const response = await fetch("/api/v2/token-exchange-profiles?take=1", {
              headers: { authorization: "Bearer stand-in-from-the-browser" },
            });
            return { status: response.status, body: await response.json() };
          });
          expect(answer.status, "the proxy replaced the browser's Authorization").toBe(200);
          expect(answer.body.token_exchange_profiles).toHaveLength(1);
          const tokenResponse = await fetch(`${realTenant.url}/oauth/token`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              grant_type: "client_credentials",
              client_id: SEEDED_CLIENTS.admin.id,
              client_secret: SEEDED_CLIENTS.admin.secret,
              audience: `${realTenant.url}/api/v2/`,
            }),
          });
          return ((await tokenResponse.json()) as { access_token: string }).access_token;
        });

      await test.step("no response the browser received holds the secret or a real signature", async () => {
        expect(bodies.length, "the browser received responses").toBeGreaterThan(5);
        const signature = realToken.split(".")[2] ?? "";
        for (const { url: where, text, headers } of bodies) {
          expect(text + headers, `response of ${where}`).not.toContain(SEEDED_CLIENTS.admin.secret);
          expect(text + headers, `response of ${where}`).not.toContain(signature);
        }
        const stored = await page.evaluate(() =>
          JSON.stringify({ ...sessionStorage, ...localStorage }),
        );
        expect(stored).not.toContain(SEEDED_CLIENTS.admin.secret);
      });
    } finally {
      await server.close();
      await realTenant.close();
    }
  });
});

for (const mode of ["pass-through", "credentials"] as const) {
  test.describe(`npm start with TENANT_URL, ${mode} mode`, () => {
    test("refuses each request another page could send, and the tenant is unchanged", async ({
      tenant,
    }) => {
      const { url, server } = await startDevServer({
        TENANT_URL: tenant.url,
        ...(mode === "credentials"
          ? {
              TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
              TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
            }
          : {}),
      });
      try {
        // Pass-through: each try carries a working token, so only the proxy's checks refuse it.
        const token =
          mode === "pass-through"
            ? await tenant.control.token({ scopes: CONSOLE_SCOPES })
            : undefined;
        const before = await tenant.control.state();
        for (const refused of refusedRequests()) {
          await test.step(`${refused.name} → ${refused.status}`, async () => {
            const answer = await rawRequest(url, {
              method: refused.method,
              path: refused.path,
              headers: sentFrom(refused, url, token),
              body: refused.body,
            });
            expect(refusalStatuses(refused), answer.text).toContain(answer.status);
            expect(answer.headers["content-type"]).toMatch(/^application\/json/);
            expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
          });
        }
        await test.step("the dev session answers the console's own page only", async () => {
          const foreign = await rawRequest(url, {
            path: "/__console/dev-session",
            headers: { "sec-fetch-site": "same-site", origin: "http://localhost:4650" },
          });
          expect(foreign.status).toBe(403);
          expect(foreign.text).not.toMatch(/eyJ/);
          const own = await rawRequest(url, {
            path: "/__console/dev-session",
            headers: { "sec-fetch-site": "same-origin" },
          });
          expect(own.status).toBe(mode === "credentials" ? 200 : 404);
        });
        expect(await tenant.control.state(), "the tenant is unchanged").toEqual(before);
      } finally {
        await server.close();
      }
    });
  });
}
