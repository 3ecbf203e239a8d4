import type { ConsoleRole } from "./consoleRoles";
import { DOES_BY_OPERATION, OPERATIONS, WRITES } from "./operations";
import { OPERATION_SCOPES, type OperationName } from "./schemas/scopes";

export type { WriteOperation } from "./operations";

/** "This token can't create organizations: it needs create:organizations" */
export function missingScopeMessage(operation: OperationName): string {
  return `This token can't ${DOES_BY_OPERATION[operation]}: it needs ${OPERATION_SCOPES[operation]}`;
}

/** Each operation's `roles` column: empty, any role may (the server's rows decide). */
const ROLES_BY_OPERATION = new Map<string, readonly string[]>(
  OPERATIONS.map((route) => [route.name, route.roles]),
);

/**
 * "Your role, support, cannot change organizations". A person signed in with no role may call
 * nothing (the server answers 403 to every call).
 */
function roleProblem(role: ConsoleRole | null, operation: OperationName): string | undefined {
  const does = DOES_BY_OPERATION[operation];
  if (role === null) return `You have no role, so you cannot ${does}`;
  const roles = ROLES_BY_OPERATION.get(operation) ?? [];
  return roles.length === 0 || roles.includes(role)
    ? undefined
    : `Your role, ${role}, cannot ${does}`;
}

/**
 * Why this session cannot make the call, or undefined when it can. Every write screen asks this
 * before showing its form; a 403 for want of the scope says the same. `role` is the signed-in
 * person's (null: none), undefined when a token connects: a person may do what their role
 * allows and the server's credential's scopes grant, and the role is said first, being theirs.
 */
export function writeScopeProblem(
  scopes: readonly string[],
  operation: OperationName,
  role?: ConsoleRole | null,
): string | undefined {
  const refused = role === undefined ? undefined : roleProblem(role, operation);
  if (refused !== undefined) return refused;
  return scopes.includes(OPERATION_SCOPES[operation]) ? undefined : missingScopeMessage(operation);
}

/**
 * The tenant's insufficient_scope message for a write ("Insufficient scope, expected any of:
 * create:organizations.") in the console's words; undefined for any other scope, whose screen
 * shows the tenant's own message (the profile list names what its 403 lacks itself).
 */
export function insufficientScopeMessage(serverMessage: string): string | undefined {
  const expected = /expected any of:\s*(.+?)\.?\s*$/i.exec(serverMessage)?.[1];
  const wanted = expected?.split(/[\s,]+/) ?? [];
  const operation = WRITES.find((name) => wanted.includes(OPERATION_SCOPES[name]));
  return operation === undefined ? undefined : missingScopeMessage(operation);
}
