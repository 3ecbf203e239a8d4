import type { Page } from "@playwright/test";
import { type ServeProcess, startServe } from "../../server/test/serveProcess.ts";
import { signInThroughTenant } from "../../server/test/tenantSignIn.ts";
import { CONSOLE_WEB_CLIENT, SEEDED_CLIENTS, signInIssuer } from "../../tenant/index.ts";
import type { LocalTenant } from "./fixtures.ts";

export type ProxyMode = "pass-through" | "credentials";

/**
 * A browser may hold a socket it opened ahead of a request it never sent (a page closed
 * mid-navigation): no request is open, yet the server's close waits for it until the grace ends
 * (10 s by default). No scenario here is about shutdown (server/serveLostWrites.test.ts is).
 */
const QUICK_STOP = { CONSOLE_SHUTDOWN_GRACE_MS: "1000" };

/**
 * `npm run serve` on this run's build (globalSetup) in front of `tenant`: pass-through mode
 * (TENANT_URL alone) or credentials mode (with the seeded admin client).
 */
export function serveInFront(tenant: LocalTenant, mode: ProxyMode): Promise<ServeProcess> {
  const dist = process.env.CONSOLE_DIST;
  if (!dist) throw new Error("CONSOLE_DIST is not set: globalSetup did not run");
  const credentials: Record<string, string> =
    mode === "credentials"
      ? {
          TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
          TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
        }
      : {};
  return startServe({ TENANT_URL: tenant.url, ...credentials, ...QUICK_STOP }, ["--dist", dist]);
}

/**
 * `npm run serve` in credentials mode with sign-in at the tenant's own provider (its
 * `local-console-web` client): people sign in, roles decide, the browser holds no token.
 */
export function serveSignedIn(
  tenant: LocalTenant,
  /** More of the server's variables: a data folder of the test's own, a job takeover time. */
  env: Readonly<Record<string, string>> = {},
): Promise<ServeProcess> {
  const dist = process.env.CONSOLE_DIST;
  if (!dist) throw new Error("CONSOLE_DIST is not set: globalSetup did not run");
  return startServe(
    {
      TENANT_URL: tenant.url,
      TENANT_CLIENT_ID: SEEDED_CLIENTS.admin.id,
      TENANT_CLIENT_SECRET: SEEDED_CLIENTS.admin.secret,
      CONSOLE_SIGN_IN_ISSUER: signInIssuer(tenant.url),
      CONSOLE_SIGN_IN_CLIENT_ID: CONSOLE_WEB_CLIENT.id,
      CONSOLE_SIGN_IN_CLIENT_SECRET: CONSOLE_WEB_CLIENT.secret,
      ...QUICK_STOP,
      ...env,
    },
    ["--dist", dist],
  );
}

/**
 * The token the connect screen takes for a console in front of a tenant: the browser's own
 * admin token (pass-through), or the server's stand-in (credentials, from its session route).
 */
export async function tokenFor(
  serve: ServeProcess,
  tenant: LocalTenant,
  mode: ProxyMode,
  scopes: readonly string[],
): Promise<string> {
  if (mode === "pass-through") return tenant.control.token({ scopes });
  const response = await fetch(`${serve.url}/__console/session`);
  if (!response.ok) throw new Error(`/__console/session answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Opens `route` on `page` as `email` (password DEFAULT_OPERATOR_PASSWORD), signed in over HTTP
 * through the tenant's provider (server/test/tenantSignIn.ts) and the session cookie handed to
 * the page's browser: one page load where the provider's pages take three. For scenarios about
 * what a person does once signed in; signIn.spec.ts drives the sign-in itself through the kit.
 */
export async function openSignedIn(
  page: Page,
  serve: ServeProcess,
  email: string,
  route: string,
): Promise<void> {
  const { cookie } = await signInThroughTenant(serve.url, email, `#${route}`);
  const split = cookie.indexOf("=");
  if (split < 1) throw new Error(`signing ${email} in over HTTP gave no session cookie`);
  await page
    .context()
    .addCookies([{ name: cookie.slice(0, split), value: cookie.slice(split + 1), url: serve.url }]);
  await page.goto(`${serve.url}/#${route}`);
}
