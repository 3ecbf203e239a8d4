/**
 * `npm run serve`: the console's production server. See README "Deploying" and decision 007.
 */
import type { AddressInfo } from "node:net";
import { createTokenSource } from "./clientCredentials.ts";
import { SESSION_PATH } from "./consoleApp.ts";
import { createConsoleServer } from "./consoleServer.ts";
import { createLineWriter } from "./lineWriter.ts";
import { createAuditLog } from "./proxy/auditLog.ts";
import { createProxy } from "./proxy/proxy.ts";
import { readServeConfig, type ServeConfig } from "./serveConfig.ts";
import { createMemorySessionStore } from "./signIn/memorySessionStore.ts";
import { createSignIn, ME_PATH, SIGN_IN_PATH } from "./signIn/signIn.ts";
import { loadStaticFiles } from "./staticFiles.ts";

function fail(message: string): never {
  process.stderr.write(`npm run serve: ${message}\n`);
  process.exit(1);
}

const stdout = createLineWriter(process.stdout);

function event(fields: Record<string, unknown>): void {
  stdout.write(JSON.stringify({ time: new Date().toISOString(), ...fields }));
}

async function main(): Promise<void> {
  let config: ServeConfig;
  try {
    config = readServeConfig(process.argv.slice(2), process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const files = await loadStaticFiles(config.dist).catch((error: unknown) =>
    fail(error instanceof Error ? error.message : String(error)),
  );
  const { tenantUrl, clientCredentials } = config.env;
  const tokens = clientCredentials ? createTokenSource(clientCredentials) : null;
  const proxy = tenantUrl
    ? createProxy({ tenantUrl, tokens, audit: createAuditLog(config.env.auditLog) })
    : null;
  const signIn = config.signIn
    ? createSignIn({
        settings: config.signIn,
        // In this process only until the shared store (the next issue): README, Deploying.
        store: createMemorySessionStore(),
        // The cookie's name must not change from request to request, so TLS is read from the
        // configured public origin rather than from each request (decision 022).
        secureCookies: config.publicOrigin?.startsWith("https:") === true,
        log: event,
      })
    : null;
  const server = createConsoleServer({
    files,
    connectOrigins: config.env.connectOrigins,
    proxy,
    tokens,
    signIn,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    log: stdout.write,
  });

  server.once("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") {
      fail(`port ${config.port} on ${config.host} is taken: choose another with PORT or --port`);
    }
    fail(`cannot listen on ${config.host}:${config.port}: ${error.message}`);
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    const mode = !tenantUrl ? "static" : tokens ? "credentials" : "pass-through";
    const signInIssuer = signIn?.issuer ?? null;
    // The pid lets a supervisor (or a test) signal this process rather than an npm wrapper.
    // The Host names it answers (README, Deploying): loopback, and the public origin's.
    const hostNames = ["localhost", "127.0.0.1", "[::1]"];
    if (config.publicOrigin) hostNames.push(new URL(config.publicOrigin).host);
    event({
      event: "listening",
      url: `http://${host}:${port}`,
      mode,
      tenantUrl,
      signIn: signInIssuer,
      hostNames,
      pid: process.pid,
    });
    if (tokens) {
      tokens.get().then(
        () => event({ event: "token", ok: true }),
        (error: unknown) =>
          event({
            event: "token",
            ok: false,
            message: error instanceof Error ? error.message : "Token request failed",
          }),
      );
      event({
        event: "hint",
        message: signIn
          ? `People sign in at ${signIn.issuer} (${SIGN_IN_PATH}); the console asks ${ME_PATH} who is signed in`
          : `Connect with Tenant URL http://${host}:${port} and the stand-in token from ${SESSION_PATH}`,
      });
    }
    if (signIn) {
      signIn.discover().then(
        () => event({ event: "sign-in provider", ok: true, issuer: signIn.issuer }),
        (error: unknown) =>
          event({
            event: "sign-in provider",
            ok: false,
            issuer: signIn.issuer,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
    }
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    event({ event: "stopping", signal, graceMs: config.shutdownGraceMs });
    // Stops accepting and closes idle keep-alive sockets; open requests run to their end.
    server.close(() => {
      event({ event: "stopped" });
      stdout.flush();
      process.exit(0);
    });
    // A keep-alive socket turns idle once its request ends: close it then, not at its timeout.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(async () => {
      // A write still with the tenant may yet be applied there: it is audited as "outcome
      // unknown" before the process ends (at most 2 s spent on the audit log itself).
      await Promise.race([
        proxy?.auditCutWrites(),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
      event({ event: "stopped", cutShort: true });
      stdout.flush();
      server.closeAllConnections();
      process.exit(0);
    }, config.shutdownGraceMs).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
