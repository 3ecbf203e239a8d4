import { decodeClaims, jwtProblem } from "../../api/jwt";
import { formatDateTime } from "../../lib/format";
import { connectMessages } from "./messages";

/**
 * The connect screen is the first screen, so its rules are plain functions rather than a zod
 * schema: zod would be most of the first screen's JavaScript (docs/decisions/002).
 */
export interface ConnectValues {
  tenantUrl: string;
  token: string;
  keepForTab: boolean;
}

/** A token pasted from an Authorization header, without its "Bearer " (the console adds it). */
export function withoutBearer(token: string): string {
  return token.replace(/^\s*bearer\s+/i, "");
}

export function tokenProblem(token: string, now = Date.now()): string | undefined {
  const shape = jwtProblem(token);
  if (shape) return shape;
  const { exp } = decodeClaims(token);
  if (exp !== undefined && exp * 1000 <= now) {
    return connectMessages.tokenExpired(formatDateTime(exp * 1000));
  }
  return undefined;
}
