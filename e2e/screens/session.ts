/**
 * Where this project's specs open the console: the served build and a local tenant whose test
 * control mints the token (the kit's connect screen does the typing).
 */
import type { LocalTenant } from "../support/fixtures";

export { connectConsole } from "../support/fixtures";

/** Where a screen helper opens the console: the served build and the tenant it talks to. */
export interface ConsoleTarget {
  consoleUrl: string;
  tenant: LocalTenant;
  /** Scopes of the token minted for the session; the console's four unless given. */
  scopes?: readonly string[];
}
