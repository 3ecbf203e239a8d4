import { createServer, type IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener, RequestError } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Hono } from "hono";
import type { TenantEnv } from "./env.ts";
import { errorResponse, TenantError } from "./errors.ts";
import { writeKnownBytes } from "./knownBytes.ts";

interface LoopbackServer {
  url: string;
  close(): Promise<void>;
}

export interface RunningTenant extends LoopbackServer {
  /** The sign-in provider's issuer URL, what `CONSOLE_SIGN_IN_ISSUER` is set to. */
  issuer: string;
}

/**
 * A Node request listener for the app. Requests Node cannot turn into a fetch Request (bad Host
 * header, absolute URL…) still get the JSON error body instead of an empty 400.
 */
export function createNodeHandler(
  app: Hono<TenantEnv>,
): (req: IncomingMessage, res: ServerResponse) => void {
  const fetch = async (request: Request, env: { outgoing: unknown }) => {
    const response = await app.fetch(request, env);
    const written =
      env.outgoing instanceof ServerResponse && writeKnownBytes(response, env.outgoing);
    return written ? RESPONSE_ALREADY_SENT : response;
  };
  const listener = getRequestListener(fetch, {
    // Leave the host process's Request/Response alone: the tenant is also mounted in Vite.
    overrideGlobalObjects: false,
    errorHandler: (error) =>
      errorResponse(
        error instanceof RequestError
          ? new TenantError(400, error.message, "invalid_request")
          : new TenantError(500, "Internal error in the local tenant", "internal_error"),
      ),
  });
  return (req, res) => {
    void listener(req, res);
  };
}

/** Serves the handler on 127.0.0.1 only; port 0 picks a free port. */
export function listenOnLoopback(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  port = 0,
): Promise<LoopbackServer> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Keep-alive sockets would otherwise hold close() open for seconds.
            server.closeAllConnections();
          }),
      });
    });
  });
}
