import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Plugin, ViteDevServer } from "vite";
import { CONSOLE_SCOPES } from "../src/api/schemas/scopes.ts";
import { createTenant, isTenantPath, type Tenant } from "../tenant/index.ts";
import { createTokenSource, type TokenSource } from "./clientCredentials.ts";
import { consoleSetup, SETUP_PATH } from "./consoleSetup.ts";
import { startLocalSignIn } from "./localSignIn.ts";
import { contentSecurityPolicyMeta, securityHeaders } from "./pagePolicy.ts";
import { createAuditLog } from "./proxy/auditLog.ts";
import { checkCaller } from "./proxy/guard.ts";
import { createProxy } from "./proxy/proxy.ts";
import { ProxyRefusal } from "./proxy/proxyError.ts";
import { proxyMiddleware } from "./proxyMiddleware.ts";
import { proxySessionToken } from "./proxySession.ts";
import { readServerEnv, type ServerEnv } from "./serverEnv.ts";

type LocalSignIn = Awaited<ReturnType<typeof startLocalSignIn>>;

/** Dev-only route that hands the browser a ready session; never part of a production build. */
const DEV_SESSION_PATH = "/__console/dev-session";

function originOf(req: IncomingMessage): string {
  return `http://${req.headers.host ?? "127.0.0.1"}`;
}

/** The single-valued request headers, which are all the caller checks read. */
function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("content-type", "application/json");
  res.setHeader("cache-control", "no-store");
  res.end(JSON.stringify(body));
}

/**
 * The console's own dev/preview server: either the local tenant mounted on the same origin
 * (the default), or the guarded proxy of `npm run serve` from `/api/v2` to a real tenant
 * (`TENANT_URL`), optionally holding a client-credentials token that it injects itself, or
 * (`CONSOLE_SIGN_IN=local`) `npm run serve` with sign-in in front of a local tenant.
 */
export function consoleServer(env: ServerEnv = readServerEnv(process.env)): Plugin {
  const tokens: TokenSource | null = env.clientCredentials
    ? createTokenSource(env.clientCredentials)
    : null;
  const proxy = env.tenantUrl
    ? createProxy({ tenantUrl: env.tenantUrl, tokens, audit: createAuditLog(env.auditLog) })
    : null;
  let tenant: Tenant | null = null;

  function localTenant(): Tenant {
    tenant ??= createTenant(env.localTenant);
    return tenant;
  }

  /** The tenant it starts ends with the server, so a test or a restart leaves no port open. */
  async function startSignedIn(
    httpServer: ViteDevServer["httpServer"],
  ): Promise<LocalSignIn | null> {
    if (!env.localSignIn) return null;
    const signedIn = await startLocalSignIn(env);
    httpServer?.once("close", () => void signedIn.close());
    return signedIn;
  }

  function mountTenantOrProxy(middlewares: Connect.Server): void {
    // As `npm run serve` does, so the connect screen offers this origin as the Tenant URL.
    middlewares.use(SETUP_PATH, (_req, res) =>
      sendJson(res, 200, consoleSetup({ proxy, tokens, localTenant: proxy === null })),
    );
    if (proxy) middlewares.use(proxyMiddleware(proxy));
    else {
      const local = localTenant();
      middlewares.use((req, res, next) => {
        if (isTenantPath(req.url ?? "")) local.nodeHandler(req, res);
        else next();
      });
    }
  }

  function mount(
    middlewares: Connect.Server,
    withDevSession: boolean,
    signedIn: LocalSignIn | null,
  ): void {
    // Signed in, `npm run serve`'s own app answers the setup, sign-in and `/api/v2`.
    if (signedIn) middlewares.use(signedIn.middleware);
    else mountTenantOrProxy(middlewares);
    if (!withDevSession) return;
    middlewares.use(DEV_SESSION_PATH, (req, res) => {
      // It hands out a working token: another page on this machine must not read it.
      try {
        checkCaller(headersOf(req), originOf(req));
      } catch (error) {
        if (error instanceof ProxyRefusal) {
          sendJson(res, error.status, { statusCode: error.status, message: error.message });
          return;
        }
        throw error;
      }
      devSession(req)
        .then((session) =>
          sendJson(res, session ? 200 : 404, session ?? { message: "No dev session" }),
        )
        .catch((error: unknown) =>
          sendJson(res, 502, {
            message: error instanceof Error ? error.message : "Token request failed",
          }),
        );
    });
  }

  async function devSession(req: IncomingMessage) {
    // Signed in, the page holds no tenant token at all (decision 022): it signs in instead.
    if (env.localSignIn) return null;
    const tenantUrl = originOf(req);
    if (!env.tenantUrl) {
      const token = await localTenant().mintToken({
        scopes: [...CONSOLE_SCOPES],
        origin: tenantUrl,
      });
      return { tenantUrl, token };
    }
    if (tokens) return { tenantUrl, token: proxySessionToken(await tokens.get()) };
    return null;
  }

  return {
    name: "tenant-console-server",
    async configureServer(server) {
      const signedIn = await startSignedIn(server.httpServer);
      mount(server.middlewares, true, signedIn);
      server.httpServer?.once("listening", () => announce(server.resolvedUrls?.local[0], signedIn));
    },
    transformIndexHtml: {
      order: "post",
      // Built pages only: the dev server needs inline scripts for React Refresh.
      handler(_html, context) {
        if (context.server) return [];
        const policy = contentSecurityPolicyMeta({ connectOrigins: env.connectOrigins });
        return [
          {
            tag: "meta",
            attrs: { "http-equiv": "Content-Security-Policy", content: policy },
            injectTo: "head-prepend",
          },
          {
            tag: "meta",
            attrs: { name: "referrer", content: "no-referrer" },
            injectTo: "head-prepend",
          },
        ];
      },
    },
    async configurePreviewServer(server) {
      const headers = securityHeaders({ connectOrigins: env.connectOrigins });
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
      const signedIn = await startSignedIn(server.httpServer);
      mount(server.middlewares, false, signedIn);
      server.httpServer.once("listening", () => announce(server.resolvedUrls?.local[0], signedIn));
    },
  };

  function announce(url: string | undefined, signedIn: LocalSignIn | null): void {
    if (!url) return;
    const origin = new URL(url).origin;
    if (signedIn) {
      console.warn(`${signedIn.banner(origin).join("\n")}\n`);
      return;
    }
    // The line `npm run tenant` prints too: the console's own origin is the one to enter.
    const tenantUrlLine = `Tenant URL for the console: ${origin}`;
    if (env.tenantUrl) {
      console.warn(`Console proxies ${origin}/api/v2 to ${env.tenantUrl}`);
      console.warn(tenantUrlLine);
      return;
    }
    void localTenant()
      .mintToken({ scopes: [...CONSOLE_SCOPES], origin })
      .then((token) => {
        console.warn(`Local tenant mounted at ${origin} (seed ${env.localTenant.seed})`);
        console.warn(tenantUrlLine);
        console.warn(`Admin token for the connect screen:\n${token}\n`);
      });
  }
}
