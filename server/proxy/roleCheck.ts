import type { ConsoleRole, OperationRoute } from "../../src/api/operations.ts";
import { signInRefusal } from "./proxyError.ts";

/** May a signed-in person of this role call this operation? Its row's `roles` says. */
export function mayCall(role: ConsoleRole | null, route: OperationRoute): boolean {
  return role !== null && route.roles.includes(role);
}

/** 403 `forbidden_role`, in the words the console shows for a missing scope. */
export function forbiddenRole(role: ConsoleRole | null, route: OperationRoute): Response {
  const message =
    role === null
      ? "You are signed in with no role in this console: ask an administrator for one"
      : `Your role, ${role}, cannot ${route.does}`;
  return signInRefusal(403, "forbidden_role", message);
}
