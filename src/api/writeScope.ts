import { DOES_BY_OPERATION, WRITES } from "./operations";
import { OPERATION_SCOPES, type OperationName } from "./schemas/scopes";

export type { WriteOperation } from "./operations";

/** "This token can't create organizations: it needs create:organizations" */
export function missingScopeMessage(operation: OperationName): string {
  return `This token can't ${DOES_BY_OPERATION[operation]}: it needs ${OPERATION_SCOPES[operation]}`;
}

/**
 * Why a token with these scopes cannot make the write, or undefined when it can. Every write
 * screen asks this before showing its form; a 403 for want of the scope says the same.
 */
export function writeScopeProblem(
  scopes: readonly string[],
  operation: OperationName,
): string | undefined {
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
