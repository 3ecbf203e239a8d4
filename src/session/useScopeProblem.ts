import type { OperationName } from "../api/schemas/scopes";
import { writeScopeProblem } from "../api/writeScope";
import { useSession } from "./SessionContext";
import { sessionRole } from "./sessionRole";

/**
 * Why this session cannot make this call ("This token can't read an organization's members: it
 * needs read:organization_members", "Your role, support, cannot change organizations"), or
 * undefined when it can. For the controls of a screen with several operations, each of which
 * names what it lacks.
 */
export function useScopeProblem(operation: OperationName): string | undefined {
  const session = useSession();
  return writeScopeProblem(session?.claims.scopes ?? [], operation, sessionRole(session));
}
