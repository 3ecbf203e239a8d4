import { randomUUID } from "node:crypto";
import type { TLSSocket } from "node:tls";
import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import type { TokenSource } from "./clientCredentials.ts";
import { consoleSetup, SETUP_PATH, type StoreKind } from "./consoleSetup.ts";
import { hasDotSegment } from "./dotSegment.ts";
import {
  createHistoryEndpoints,
  HISTORY_PATHS,
  type HistoryEndpoint,
} from "./history/endpoints.ts";
import type { HistoryReads } from "./history/reads.ts";
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from "./pagePolicy.ts";
import { isProxyPath } from "./proxy/allowList.ts";
import { checkCaller } from "./proxy/guard.ts";
import { type ProxyHandler, proxyRoutePattern } from "./proxy/proxy.ts";
import { ProxyRefusal, refusalResponse } from "./proxy/proxyError.ts";
import { credentialClaims, proxySessionToken } from "./proxySession.ts";
import type { Operator } from "./signIn/sessionStore.ts";
import {
  CALLBACK_PATH,
  ME_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  type SignIn,
} from "./signIn/signIn.ts";
import { answerStatic, type loadStaticFiles } from "./staticFiles.ts";

/** Credentials mode only: hands the page a stand-in token for the connect screen (004, 007). */
export const SESSION_PATH = "/__console/session";

export interface ConsoleAppOptions {
  files: Awaited<ReturnType<typeof loadStaticFiles>>;
  connectOrigins: readonly string[];
  proxy: ProxyHandler | null;
  /** Credentials mode: the server's token source. */
  tokens: TokenSource | null;
  /** `CONSOLE_SIGN_IN_ISSUER`: people sign in, and `/api/v2` serves signed-in people only. */
  signIn: SignIn | null;
  /** Which store `npm run serve` opened (decision 024); absent or null: none. */
  store?: StoreKind | null;
  /** The open store's audit entries, read by history, team Activity and Recently deleted. */
  history?: HistoryReads | null;
  publicOrigin: string | null;
  trustProxy: boolean;
  /** One JSON line per request. */
  log: (line: string) => void;
}

interface Variables {
  route: string;
  requestId: string;
}

type ConsoleEnv = { Bindings: HttpBindings; Variables: Variables };

function refuse(status: 400 | 403 | 404 | 405, message: string, code: string): Response {
  return refusalResponse(new ProxyRefusal(status, message, code));
}

/**
 * `npm run serve`: the built console with its page policy as headers, health checks, and the
 * guarded `/api/v2` proxy. Holds no state but a cached token, so any number of instances can
 * run behind a load balancer.
 */
export function createConsoleApp(options: ConsoleAppOptions): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  const policy = securityHeaders({ connectOrigins: options.connectOrigins });

  function overTls(incoming: HttpBindings["incoming"], headers: Headers): boolean {
    if ((incoming.socket as Partial<TLSSocket>).encrypted) return true;
    const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
    return options.trustProxy && forwarded === "https";
  }

  function ownOrigin(incoming: HttpBindings["incoming"], headers: Headers): string {
    if (options.publicOrigin) return options.publicOrigin;
    return `${overTls(incoming, headers) ? "https" : "http"}://${headers.get("host") ?? ""}`;
  }

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.set("route", "(static)");
    // Set on Node's response, which merges them into whatever the app answers: touching
    // c.res.headers would turn @hono/node-server's light Response into a full one.
    const outgoing = c.env.outgoing;
    for (const [name, value] of Object.entries(policy)) outgoing.setHeader(name, value);
    if (overTls(c.env.incoming, c.req.raw.headers)) {
      outgoing.setHeader("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    }
    outgoing.setHeader("x-request-id", requestId);
    await next();
    // Route patterns only: ids, cursors, tokens and bodies never reach the log.
    options.log(
      JSON.stringify({
        time: new Date().toISOString(),
        method: c.req.method,
        route: c.get("route"),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        requestId,
      }),
    );
  });

  app.use(async (c, next) => {
    // The Host and the request target were checked before the app saw the request
    // (createConsoleServer), and the target rewritten to origin form.
    const raw = c.env.incoming.url ?? "/";
    if (isProxyPath(raw)) {
      c.set("route", proxyRoutePattern(c.req.method, raw));
      if (!options.proxy) {
        return refuse(404, "No tenant is configured on this server (TENANT_URL)", "not_found");
      }
      let operator: Operator | undefined;
      if (options.signIn) {
        const signedIn = await options.signIn.operatorOf(c.req.raw);
        if (signedIn === null) return options.signIn.signedOut();
        operator = signedIn;
      }
      return options.proxy({
        request: c.req.raw,
        rawUrl: raw,
        ownOrigin: ownOrigin(c.env.incoming, c.req.raw.headers),
        requestId: c.get("requestId"),
        ...(operator ? { operator } : {}),
      });
    }
    if (hasDotSegment(raw.split("?", 1)[0] ?? "")) {
      c.set("route", "(refused path)");
      return refuse(400, "The path holds a dot segment", "invalid_uri");
    }
    return next();
  });

  app.get("/healthz", (c) => {
    c.set("route", "/healthz");
    return c.json({ status: "alive" }, 200, { "cache-control": "no-store" });
  });

  app.get("/readyz", async (c) => {
    c.set("route", "/readyz");
    // In credentials mode it may cost a token request: health checkers (which send neither
    // Sec-Fetch-Site nor Origin) and the console's own page only, never another site's page.
    try {
      checkCaller(c.req.raw.headers, ownOrigin(c.env.incoming, c.req.raw.headers));
    } catch (error) {
      if (error instanceof ProxyRefusal) return refusalResponse(error);
      throw error;
    }
    if (options.tokens) {
      try {
        await options.tokens.get();
      } catch {
        return c.json({ status: "no token", ready: false }, 503, { "cache-control": "no-store" });
      }
    }
    return c.json({ status: "ready", ready: true }, 200, { "cache-control": "no-store" });
  });

  app.get(SETUP_PATH, (c) => {
    c.set("route", SETUP_PATH);
    return c.json(consoleSetup(options), 200, { "cache-control": "no-store" });
  });

  const answerHistory = createHistoryEndpoints({
    reads: options.history ?? null,
    signIn: options.signIn,
  });
  for (const [endpoint, path] of Object.entries(HISTORY_PATHS)) {
    app.get(path, (c) => {
      c.set("route", path);
      const origin = ownOrigin(c.env.incoming, c.req.raw.headers);
      return answerHistory(endpoint as HistoryEndpoint, c.req.raw, origin);
    });
  }

  const signIn = options.signIn;
  if (signIn) {
    app.get(SIGN_IN_PATH, (c) => {
      c.set("route", SIGN_IN_PATH);
      return signIn.begin(c.env.incoming.url ?? "/", ownOrigin(c.env.incoming, c.req.raw.headers));
    });
    app.get(CALLBACK_PATH, (c) => {
      c.set("route", CALLBACK_PATH);
      return signIn.callback(c.req.raw, c.env.incoming.url ?? "/");
    });
    app.post(SIGN_OUT_PATH, (c) => {
      c.set("route", SIGN_OUT_PATH);
      return signIn.signOut(c.req.raw, ownOrigin(c.env.incoming, c.req.raw.headers));
    });
    app.get(ME_PATH, (c) => {
      c.set("route", ME_PATH);
      const tokens = options.tokens;
      // Sign-in runs in credentials mode only (serveConfig.ts refuses it otherwise).
      // null when no token could be had: the page says it cannot tell what the console may do.
      const credential = async () => {
        try {
          return tokens ? credentialClaims(await tokens.get()) : null;
        } catch {
          return null;
        }
      };
      return signIn.me(c.req.raw, ownOrigin(c.env.incoming, c.req.raw.headers), credential);
    });
  }

  app.get(SESSION_PATH, async (c) => {
    c.set("route", SESSION_PATH);
    const tokens = options.tokens;
    if (!tokens) return refuse(404, "No session: this server holds no credentials", "not_found");
    // With sign-in the page holds no tenant token at all, not even a stand-in: it asks /me.
    if (signIn) return refuse(404, `People sign in on this server: see ${ME_PATH}`, "not_found");
    const origin = ownOrigin(c.env.incoming, c.req.raw.headers);
    try {
      checkCaller(c.req.raw.headers, origin);
      const token = proxySessionToken(await tokens.get());
      return c.json({ tenantUrl: origin, token }, 200, { "cache-control": "no-store" });
    } catch (error) {
      if (error instanceof ProxyRefusal) return refusalResponse(error);
      return refusalResponse(
        new ProxyRefusal(502, "The console server could not obtain a token", "upstream_token"),
      );
    }
  });

  app.on(["GET", "HEAD"], "*", (c) => {
    const path = c.req.path === "/" ? "/index.html" : c.req.path;
    let file = options.files.get(path);
    const lastSegment = path.slice(path.lastIndexOf("/") + 1);
    const mode = c.req.header("sec-fetch-mode");
    const navigation =
      mode === "navigate" ||
      (mode === undefined && (c.req.header("accept") ?? "").includes("text/html"));
    // Only a page navigation falls back to the app: a missing script or style is a plain 404.
    if (file) c.set("route", file.cacheControl.includes("immutable") ? "/assets/*" : path);
    else if (navigation && !lastSegment.includes(".")) {
      c.set("route", "(app)");
      file = options.files.get("/index.html");
    }
    if (!file) {
      c.set("route", "(not found)");
      return c.text("Not found", 404, { "cache-control": "no-store" });
    }
    const answer = answerStatic(
      file,
      c.req.header("accept-encoding") ?? "",
      c.req.header("if-none-match") ?? null,
    );
    const body = c.req.method === "HEAD" ? null : answer.body;
    return new Response(body, { status: answer.status, headers: answer.headers });
  });

  app.all("*", (c) => {
    c.set("route", "(method)");
    return refuse(405, `${c.req.method} is not served here`, "method_not_allowed");
  });

  return app;
}
