import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";

export interface UpstreamAnswer {
  status: number;
  /** Lower-case names, single values (repeated ones are joined by Node). */
  headers: Record<string, string>;
  /** Read whole: the contract's answers are small, and one buffer is the cheapest to pass on. */
  body: Uint8Array<ArrayBuffer> | null;
}

/** How the proxy calls the tenant; tests hand it a fake. */
export type Upstream = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: Uint8Array; timeoutMs: number },
) => Promise<UpstreamAnswer>;

// Kept-alive sockets to the tenant: a TLS handshake per call would cost more than the call.
const agents = {
  "http:": new HttpAgent({ keepAlive: true, maxSockets: 256 }),
  "https:": new HttpsAgent({ keepAlive: true, maxSockets: 256 }),
};

class UpstreamTimeout extends Error {
  override readonly name = "TimeoutError";
}

/**
 * A call that failed, and whether it failed after its connection was open: then the tenant may
 * have read the request, and acted on it, though no answer came (a reset, a timeout). Keeps the
 * cause's name, so a timeout still reads "TimeoutError".
 */
export class UpstreamError extends Error {
  constructor(
    cause: Error,
    readonly reachedTenant: boolean,
  ) {
    super(cause.message, { cause });
    this.name = cause.name;
  }
}

// Plain objects rather than Headers: their checks cost more than the rest of a proxied call.
function responseHeaders(message: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === "string") headers[name] = value;
  }
  return headers;
}

/**
 * One call to the tenant over node:http with a kept-alive agent, the answer read whole. Several
 * times cheaper per call than the global fetch (bench/proxyListing.ts), which matters because
 * every console request pays it.
 */
export const nodeUpstream: Upstream = (url, { method, headers, body, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const outgoing = { ...headers };
    if (body) outgoing["content-length"] = String(body.byteLength);
    const req = send(
      target,
      {
        method,
        headers: outgoing,
        agent: agents[target.protocol === "https:" ? "https:" : "http:"],
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", (error) => reject(new UpstreamError(error, true)));
        res.on("end", () => {
          clearTimeout(timer);
          const status = res.statusCode ?? 502;
          const empty = status === 204 || status === 304;
          const whole = Buffer.concat(chunks);
          resolve({
            status,
            headers: responseHeaders(res),
            body: empty ? null : new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength),
          });
        });
      },
    );
    let connected = false;
    req.on("socket", (socket) => {
      // A kept-alive socket is open already; a new one is once it connects.
      if (socket.connecting) socket.once("connect", () => (connected = true));
      else connected = true;
    });
    const timer = setTimeout(() => req.destroy(new UpstreamTimeout()), timeoutMs);
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(new UpstreamError(error, connected));
    });
    req.end(body);
  });
