import type { Context } from "hono";
import type { TenantEnv } from "./env.ts";
import type { RateBucketName } from "./rateBuckets.ts";

/** One operation of /api/v2: its route, the scopes that allow it and its own rate bucket. */
export interface TenantOperation {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  /** Any one of them allows the call. */
  scope: string | readonly string[];
  /** Charged after the tenant-wide bucket, when the service gives the operation its own. */
  bucket?: RateBucketName;
  handler: (c: Context<TenantEnv>) => Response | Promise<Response>;
}
