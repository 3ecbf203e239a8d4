import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import {
  CONSOLE_WEB_CLIENT,
  createTenant,
  DEFAULT_OPERATOR_PASSWORD,
  SEEDED_CLIENTS,
  signInPeopleLines,
} from "../tenant/index.ts";
import { createTokenSource } from "./clientCredentials.ts";
import { createConsoleApp } from "./consoleApp.ts";
import { SETUP_PATH } from "./consoleSetup.ts";
import { isProxyPath } from "./proxy/allowList.ts";
import { createAuditLog } from "./proxy/auditLog.ts";
import { createProxy } from "./proxy/proxy.ts";
import { ProxyRefusal, refusalResponse } from "./proxy/proxyError.ts";
import type { ServerEnv } from "./serverEnv.ts";
import { createMemorySessionStore } from "./signIn/memorySessionStore.ts";
import {
  CALLBACK_PATH,
  createSignIn,
  ME_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
} from "./signIn/signIn.ts";
import { readSignInSettings } from "./signIn/signInSettings.ts";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What `npm run serve`'s app answers here; every other path is Vite's. */
const APP_PATHS = new Set([SETUP_PATH, SIGN_IN_PATH, CALLBACK_PATH, SIGN_OUT_PATH, ME_PATH]);

function isAppPath(url: string): boolean {
  return isProxyPath(url) || APP_PATHS.has(url.split("?", 1)[0] ?? "");
}

/**
 * `CONSOLE_SIGN_IN=local npm start`: `npm run serve` in credentials mode with sign-in, in front
 * of a local tenant that is also the provider. The tenant listens on a port of its own, since
 * the proxy must reach its `/api/v2` and the console's origin answers `/api/v2` with the proxy.
 * The routes are the production app's own (`createConsoleApp`), so sessions, role checks,
 * credential injection and the audit are the code `npm run serve` runs.
 */
export async function startLocalSignIn(env: ServerEnv) {
  const running = await createTenant(env.localTenant).listen(0);
  const tokens = createTokenSource({
    tenantUrl: running.url,
    clientId: SEEDED_CLIENTS.admin.id,
    clientSecret: SEEDED_CLIENTS.admin.secret,
  });
  const settings = readSignInSettings(
    {
      CONSOLE_SIGN_IN_ISSUER: running.issuer,
      CONSOLE_SIGN_IN_CLIENT_ID: CONSOLE_WEB_CLIENT.id,
      CONSOLE_SIGN_IN_CLIENT_SECRET: CONSOLE_WEB_CLIENT.secret,
    },
    true,
  );
  if (!settings) throw new Error("The local tenant's sign-in settings did not read");
  const app = createConsoleApp({
    files: new Map(),
    connectOrigins: env.connectOrigins,
    proxy: createProxy({ tenantUrl: running.url, tokens, audit: createAuditLog(env.auditLog) }),
    tokens,
    signIn: createSignIn({
      settings,
      store: createMemorySessionStore(),
      // The dev server speaks plain HTTP, so a Secure cookie would never come back.
      secureCookies: false,
      log: (fields) => console.warn(JSON.stringify(fields)),
    }),
    publicOrigin: null,
    trustProxy: false,
    // Vite prints its own requests; a JSON line per call would bury the sign-in lines.
    log: () => {},
  });
  const listener = getRequestListener(app.fetch, {
    // Leave Vite's own Request/Response alone.
    overrideGlobalObjects: false,
    errorHandler: () =>
      refusalResponse(new ProxyRefusal(400, "The request could not be read", "invalid_request")),
  });
  const middleware: Middleware = (req, res, next) => {
    if (isAppPath(req.url ?? "")) void listener(req, res);
    else next();
  };
  return {
    middleware,
    close: () => running.close(),
    /** Printed at start, as `npm run tenant` prints its own. */
    banner: (origin: string) => [
      `Local tenant at ${running.url} (seed ${env.localTenant.seed}); /api/v2 of ${origin} is proxied there`,
      `People sign in at ${running.issuer}: open ${origin} and choose Sign in`,
      ...signInPeopleLines(DEFAULT_OPERATOR_PASSWORD),
    ],
  };
}
