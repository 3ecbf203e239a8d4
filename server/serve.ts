/**
 * `npm run serve`: the console's production server. See README "Deploying" and decision 007.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createTokenSource } from "./clientCredentials.ts";
import { createConsoleApp, SESSION_PATH } from "./consoleApp.ts";
import { createLineWriter } from "./lineWriter.ts";
import { createAuditLog } from "./proxy/auditLog.ts";
import { createProxy } from "./proxy/proxy.ts";
import { ProxyRefusal, refusalResponse } from "./proxy/proxyError.ts";
import { readServeConfig, type ServeConfig } from "./serveConfig.ts";
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
  const app = createConsoleApp({
    files,
    connectOrigins: config.env.connectOrigins,
    proxy: tenantUrl
      ? createProxy({ tenantUrl, tokens, audit: createAuditLog(config.env.auditLog) })
      : null,
    tokens,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    log: stdout.write,
  });
  // This process is the server alone, so @hono/node-server may put its lighter Request and
  // Response in place of the global ones: a buffered answer is then written without a stream.
  const listener = getRequestListener(app.fetch, {
    // A request Node cannot even turn into a Request (bad Host…): a JSON 400, never a stack.
    errorHandler: () =>
      refusalResponse(new ProxyRefusal(400, "The request could not be read", "invalid_request")),
  });
  const server = createServer((req, res) => void listener(req, res));

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
    // The pid lets a supervisor (or a test) signal this process rather than an npm wrapper.
    event({ event: "listening", url: `http://${host}:${port}`, mode, tenantUrl, pid: process.pid });
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
        message: `Connect with Tenant URL http://${host}:${port} and the stand-in token from ${SESSION_PATH}`,
      });
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
    setTimeout(() => {
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
