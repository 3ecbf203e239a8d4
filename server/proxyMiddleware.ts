import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { isProxyPath } from "./proxy/allowList.ts";
import type { ProxyHandler } from "./proxy/proxy.ts";
import { ProxyRefusal, refusalResponse } from "./proxy/proxyError.ts";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The `/api/v2` proxy of `npm run serve`, mounted in the Vite dev and preview servers, which
 * listen on plain HTTP at the Host the browser used.
 */
export function proxyMiddleware(proxy: ProxyHandler): Middleware {
  const listener = getRequestListener(
    (request, env) =>
      proxy({
        request,
        rawUrl: env.incoming.url ?? "/",
        ownOrigin: `http://${env.incoming.headers.host ?? ""}`,
        requestId: randomUUID(),
      }),
    {
      // Leave Vite's own Request/Response alone.
      overrideGlobalObjects: false,
      errorHandler: () =>
        refusalResponse(new ProxyRefusal(400, "The request could not be read", "invalid_request")),
    },
  );
  return (req, res, next) => {
    if (isProxyPath(req.url ?? "")) void listener(req, res);
    else next();
  };
}
