import type { Context } from "hono";
import { z } from "zod";
import { readBody } from "../body.ts";
import type { TenantEnv } from "../env.ts";
import { type ErrorStatus, JSON_CONTENT_TYPE, TenantError } from "../errors.ts";
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

/** The OAuth error codes this endpoint answers with (RFC 6749 §5.2 and the service's own). */
type OAuthErrorCode = "access_denied" | "invalid_request" | "unsupported_grant_type";

/**
 * The token endpoint answers in OAuth's shape, not the management error body: the vendor's
 * authentication client reads `error` as a code and shows `error_description`.
 */
function oauthError(
  status: ErrorStatus,
  error: OAuthErrorCode,
  description: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ error, error_description: description }), {
    status,
    headers: { "content-type": JSON_CONTENT_TYPE, "cache-control": "no-store", ...headers },
  });
}

/** A body the tenant cannot read (413, 415, malformed) is an invalid_request, status kept. */
async function readTokenRequest(request: Request): Promise<unknown> {
  try {
    return await readBody(request, { formats: ["json", "form"] });
  } catch (error) {
    if (error instanceof TenantError) return error;
    throw error;
  }
}

/** Any method but POST: 405 with `Allow`, still in OAuth's shape. */
export function oauthMethodNotAllowed(c: Context<TenantEnv>): Response {
  return oauthError(
    405,
    "invalid_request",
    `Method ${c.req.method} is not allowed here; use POST`,
    { Allow: "POST" },
  );
}

/** POST /oauth/token: client credentials only, as the management interface uses. */
export function oauthToken(runtime: TenantRuntime) {
  return async (c: Context<TenantEnv>): Promise<Response> => {
    const body = await readTokenRequest(c.req.raw);
    if (body instanceof TenantError)
      return oauthError(body.status, "invalid_request", body.message);
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
    // An unknown client and a wrong secret answer alike, so the answer reveals no client ids.
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
