import type { Context } from "hono";
import { z } from "zod";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { type ErrorStatus, errorBody, JSON_CONTENT_TYPE } from "../errors.ts";
import { tenantOrigin } from "../origins.ts";
import type { TenantRuntime } from "../runtime.ts";
import { audienceFor, TOKEN_LIFETIME_SECONDS } from "../tokens.ts";

/** Parameters of the client credentials grant; not part of the management contract. */
const tokenRequestSchema = z.object({
  grant_type: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
  audience: z.string().optional(),
  scope: z.string().optional(),
});

/**
 * OAuth errors keep the tenant's error body (every non-2xx has one) and add OAuth's
 * `error_description`; `errorCode` holds the OAuth error code.
 */
function oauthError(status: ErrorStatus, errorCode: string, message: string): Response {
  return new Response(
    JSON.stringify({ ...errorBody(status, message, errorCode), error_description: message }),
    { status, headers: { "content-type": JSON_CONTENT_TYPE, "cache-control": "no-store" } },
  );
}

/** POST /oauth/token: client credentials only, as the management interface uses. */
export function oauthToken(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const body = await readBody(c.req.raw, { formats: ["json", "form"] });
    const parsed = tokenRequestSchema.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join(".") || "body";
      return oauthError(400, "invalid_request", `Missing or invalid parameter: ${field}`);
    }
    const request = parsed.data;
    if (request.grant_type !== "client_credentials") {
      return oauthError(400, "unsupported_grant_type", "Unsupported grant type");
    }
    const client = runtime.clients.authenticate(request.client_id, request.client_secret);
    if (!client) return oauthError(401, "access_denied", "Unauthorized");

    const origin = tenantOrigin(c, runtime.publicOrigin);
    if (request.audience !== audienceFor(origin)) {
      return oauthError(
        403,
        "access_denied",
        `Service not enabled within domain: ${request.audience ?? ""}`,
      );
    }
    const requested = request.scope?.split(" ").filter(Boolean);
    const notGranted = requested?.filter((scope) => !client.scopes.includes(scope)) ?? [];
    if (notGranted.length > 0) {
      return oauthError(
        403,
        "access_denied",
        `Client has not been granted scopes: ${notGranted.join(" ")}`,
      );
    }
    const scopes = requested ?? client.scopes;
    const accessToken = await runtime.tokens.mint({ clientId: client.id, scopes, origin });
    return c.json(
      {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: TOKEN_LIFETIME_SECONDS,
        scope: scopes.join(" "),
      },
      200,
      { "cache-control": "no-store" },
    );
  };
}
