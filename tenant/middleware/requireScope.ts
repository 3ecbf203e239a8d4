import type { MiddlewareHandler } from "hono";
import type { TenantEnv } from "../env.ts";
import { TenantError } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { TOKEN_MESSAGES } from "../tokens.ts";

/** 401 for a bad token or a non-global client, then 403 without the operation's scope. */
export function requireScope(runtime: TenantRuntime, scope: string): MiddlewareHandler<TenantEnv> {
  return async (c, next) => {
    const verification = c.get("verification");
    if (!verification.ok) throw new TenantError(401, verification.message, "invalid_token");
    const { caller } = verification;
    if (!runtime.clients.isGlobal(caller.clientId)) {
      throw new TenantError(401, TOKEN_MESSAGES.notGlobal, "invalid_token");
    }
    if (!caller.scopes.has(scope)) {
      throw new TenantError(
        403,
        `Insufficient scope, expected any of: ${scope}`,
        "insufficient_scope",
      );
    }
    await next();
  };
}
