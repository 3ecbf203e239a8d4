import { CONSOLE_ROLES, type ConsoleRole } from "../../src/api/operations.ts";
import type { Operator } from "./sessionStore.ts";

/**
 * The strongest console role among a roles claim's values (team-console.md: the first of
 * administrator, support, auditor that is present wins, whatever the claim's order); null when
 * none is. A claim may hold a list, or a single role as a string.
 */
export function roleOf(claim: unknown): ConsoleRole | null {
  const values = Array.isArray(claim) ? claim : [claim];
  return CONSOLE_ROLES.find((role) => values.includes(role)) ?? null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** The person a verified ID token names: its `sub`, `email`, `name` and role. */
export function operatorFrom(claims: Record<string, unknown>, rolesClaim: string): Operator {
  return {
    sub: String(claims.sub),
    email: text(claims.email),
    name: text(claims.name),
    role: roleOf(claims[rolesClaim]),
  };
}
