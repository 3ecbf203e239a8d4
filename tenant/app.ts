import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { TenantEnv } from "./env.ts";
import {
  errorBody,
  errorResponse,
  JSON_CONTENT_TYPE,
  REASON_PHRASES,
  TenantError,
} from "./errors.ts";
import { cors } from "./middleware/cors.ts";
import { operationBucket } from "./middleware/operationBucket.ts";
import { rateLimit } from "./middleware/rateLimit.ts";
import { requireScope } from "./middleware/requireScope.ts";
import { ROUTES } from "./paths.ts";
import { tenantOperations } from "./registry.ts";
import { oauthMethodNotAllowed, oauthToken } from "./routes/oauthToken.ts";
import { mountTestControl } from "./routes/testControl.ts";
import type { TenantRuntime } from "./runtime.ts";

/** Allow's order, whatever order the registry serves a path's methods in. */
const METHOD_ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function methodNotAllowed(methods: readonly string[]) {
  const allowed = [...methods].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
  const headers = { Allow: allowed.join(", ") };
  return (method: string) =>
    new TenantError(
      405,
      `Method ${method} is not allowed here; use ${allowed.join(" or ")}`,
      "method_not_allowed",
      headers,
    );
}

/** Answers the statuses Hono raises itself (none expected) with the tenant's error body. */
function statusOf(error: HTTPException): keyof typeof REASON_PHRASES {
  return error.status in REASON_PHRASES ? (error.status as keyof typeof REASON_PHRASES) : 400;
}

export function createApp(runtime: TenantRuntime): Hono<TenantEnv> {
  const app = new Hono<TenantEnv>();

  app.use("/api/v2/*", cors(runtime.corsOrigins));
  app.use("/.well-known/*", cors(runtime.corsOrigins));
  app.use("/api/v2/*", rateLimit(runtime));

  const operations = tenantOperations(runtime);
  const methodsOf = new Map<string, string[]>();
  for (const { method, path, scope, bucket, handler } of operations) {
    const guard = requireScope(runtime, scope);
    // The operation's own bucket is charged once the route is known, before the token is read.
    if (bucket) app.on(method, path, operationBucket(runtime, bucket), guard, handler);
    else app.on(method, path, guard, handler);
    methodsOf.set(path, [...(methodsOf.get(path) ?? []), method]);
  }
  // After every operation, so a path with two methods (GET and PATCH) answers both.
  for (const [path, methods] of methodsOf) {
    const refuse = methodNotAllowed(methods);
    app.all(path, (c) => {
      throw refuse(c.req.method);
    });
  }

  const token = oauthToken(runtime);
  // The interface document writes the token path with a trailing slash; clients use both.
  for (const path of [ROUTES.oauthToken, `${ROUTES.oauthToken}/`]) {
    app.post(path, token);
    app.all(path, oauthMethodNotAllowed);
  }

  app.get(ROUTES.jwks, async (c) => c.json(await runtime.tokens.jwks()));

  if (runtime.testControl) mountTestControl(app, runtime);

  app.notFound(() => errorResponse(new TenantError(404, "Not Found", "not_found")));

  app.onError((error) => {
    if (error instanceof TenantError) return errorResponse(error);
    if (error instanceof HTTPException) {
      const status = statusOf(error);
      return errorResponse(new TenantError(status, REASON_PHRASES[status], "invalid_request"));
    }
    // A bug, not a caller's mistake: still the JSON body, so clients parse it like any error.
    console.error("tenant: unexpected error", error);
    return new Response(
      JSON.stringify(errorBody(500, "Internal error in the local tenant", "internal_error")),
      { status: 500, headers: { "content-type": JSON_CONTENT_TYPE } },
    );
  });

  return app;
}
