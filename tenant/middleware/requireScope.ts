import type { MiddlewareHandler } from "hono";
import type { TenantEnv } from "../env.ts";
import { TenantError } from "../errors.ts";
import type { TenantRuntime } from "../runtime.ts";
import { TOKEN_MESSAGES } from "../tokens.ts";

/** 401 for a bad token or a non-global client, then 403 without any of the operation's scopes. */
export function requireScope(
  runtime: TenantRuntime,
  scope: string | readonly string[],
): MiddlewareHandler<TenantEnv> {
  const accepted = typeof scope === "string" ? [scope] : scope;
  return async (c, next) => {
    const verification = c.get("verification");
    if (!verification.ok) throw new TenantError(401, verification.message, "invalid_token");
    const { caller } = verification;
    if (!runtime.clients.isGlobal(caller.clientId)) {
      throw new TenantError(401, TOKEN_MESSAGES.notGlobal, "invalid_token");
    }
    if (!accepted.some((candidate) => caller.scopes.has(candidate))) {
      throw new TenantError(
        403,
        `Insufficient scope, expected any of: ${accepted.join(",")}`,
        "insufficient_scope",
      );
    }
    await next();
  };
}
