import type { OperationName } from "../api/schemas/scopes";
import { writeScopeProblem } from "../api/writeScope";
import { useSession } from "./SessionContext";

/**
 * Why the connected token cannot make this call ("This token can't read an organization's
 * members: it needs read:organization_members"), or undefined when it can. For the controls of
 * a screen with several operations, each of which names the scope it lacks.
 */
export function useScopeProblem(operation: OperationName): string | undefined {
  return writeScopeProblem(useSession()?.claims.scopes ?? [], operation);
}
