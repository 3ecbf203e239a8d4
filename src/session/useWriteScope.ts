import { type WriteOperation, writeScopeProblem } from "../api/writeScope";
import { useSession } from "./SessionContext";

/**
 * Why the connected token cannot make this screen's write ("This token can't create
 * organizations: it needs create:organizations"), or undefined when it can. Every write screen
 * shows it at the top (MissingScopeNotice) and disables its submit with it.
 */
export function useWriteScope(operation: WriteOperation): string | undefined {
  return writeScopeProblem(useSession()?.claims.scopes ?? [], operation);
}
