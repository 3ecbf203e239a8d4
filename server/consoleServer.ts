import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import { type ConsoleAppOptions, createConsoleApp } from "./consoleApp.ts";
import { securityHeaders } from "./pagePolicy.ts";
import { ProxyRefusal, refusalJson, refusalResponse } from "./proxy/proxyError.ts";
import { gateRequest, servedHostNames } from "./requestGate.ts";

/** The status and reason phrase Node's parser errors are answered with (as Node itself does). */
function clientErrorStatus(code: string | undefined): { status: number; reason: string } {
  if (code === "HPE_HEADER_OVERFLOW")
    return { status: 431, reason: "Request Header Fields Too Large" };
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, reason: "Request Timeout" };
  return { status: 400, reason: "Bad Request" };
}

/**
 * `npm run serve`'s HTTP server: every request passes the gate first (one valid Host this server
 * serves, a path as request target; `requestGate.ts`), then the app. What cannot be read at all
 * (a malformed request line or header, which Node's parser refuses) is answered in JSON too.
 * Nothing here turns bad input into an exception, so the log never holds a stack for it.
 */
export function createConsoleServer(options: ConsoleAppOptions): Server {
  const app = createConsoleApp(options);
  const policy = securityHeaders({ connectOrigins: options.connectOrigins });
  const serves = servedHostNames(options.publicOrigin);

  function withPolicy(response: Response): Response {
    for (const [name, value] of Object.entries(policy)) response.headers.set(name, value);
    return response;
  }

  // This process is the server alone, so @hono/node-server may put its lighter Request and
  // Response in place of the global ones: a buffered answer is then written without a stream.
  const listener = getRequestListener(app.fetch, {
    // Past the gate this should not happen; if it does, still a JSON 400 and never a stack.
    errorHandler: () =>
      withPolicy(
        refusalResponse(new ProxyRefusal(400, "The request could not be read", "invalid_request")),
      ),
  });

  function refuseAtGate(req: IncomingMessage, res: ServerResponse, refusal: ProxyRefusal): void {
    const requestId = randomUUID();
    const body = refusalJson(refusal);
    res.writeHead(refusal.status, {
      ...policy,
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(body),
      "x-request-id": requestId,
      // A request this malformed may have a body framed we cannot trust: no keep-alive.
      connection: "close",
    });
    res.end(body);
    options.log(
      JSON.stringify({
        time: new Date().toISOString(),
        method: req.method,
        route: refusal.errorCode === "foreign_host" ? "(refused host)" : "(refused request)",
        status: refusal.status,
        durationMs: 0,
        requestId,
      }),
    );
  }

  // requireHostHeader off: a missing Host gets the gate's JSON 400, not Node's empty one.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    const gate = gateRequest(req, serves);
    if (gate instanceof ProxyRefusal) {
      refuseAtGate(req, res, gate);
      return;
    }
    // From here on only origin form: an absolute-form target naming our own Host is its path.
    if (req.url !== gate.target) req.url = gate.target;
    void listener(req, res);
  });

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason } = clientErrorStatus(error.code);
    const body = JSON.stringify({
      statusCode: status,
      error: reason,
      message: "The request could not be read",
      errorCode: "invalid_request",
    });
    const headers = {
      ...policy,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\r\n");
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n${body}`);
    options.log(
      JSON.stringify({ time: new Date().toISOString(), event: "unreadable request", status }),
    );
  });

  return server;
}
