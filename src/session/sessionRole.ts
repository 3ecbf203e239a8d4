import type { ConsoleRole } from "../api/consoleRoles";
import type { Session } from "./sessionStore";

/** The signed-in person's role (null: none); undefined when a token connects, which has no role. */
export function sessionRole(session: Session | null): ConsoleRole | null | undefined {
  return session?.person ? session.person.role : undefined;
}
