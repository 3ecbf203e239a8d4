import type { IncomingMessage } from "node:http";
import type { Verification } from "./tokens.ts";

/** Hono environment of the tenant app. `incoming` is there when served by @hono/node-server. */
export interface TenantEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: { verification: Verification };
}
