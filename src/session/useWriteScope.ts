import { type WriteOperation, writeScopeProblem } from "../api/writeScope";
import { useSession } from "./SessionContext";
import { sessionRole } from "./sessionRole";

/**
 * Why this session cannot make this screen's write ("This token can't create organizations: it
 * needs create:organizations", "Your role, auditor, cannot create organizations"), or undefined
 * when it can. Every write screen shows it at the top (MissingScopeNotice) and disables its
 * submit with it.
 */
export function useWriteScope(operation: WriteOperation): string | undefined {
  const session = useSession();
  return writeScopeProblem(session?.claims.scopes ?? [], operation, sessionRole(session));
}
