import type { Request } from "@playwright/test";

/**
 * Connect's own read before the console opens: one record (`take=1`) of a listing the token may
 * read (src/session/tokenCheck.ts). Specs that count a screen's requests leave it out; the
 * connect spec and tokenCheck's unit tests prove it.
 */
export function isConnectCheck(request: Request): boolean {
  return new URL(request.url()).searchParams.get("take") === "1";
}
