import { timingSafeEqual } from "node:crypto";
import { CONSOLE_SCOPES } from "../src/api/schemas/scopes.ts";

/** Fake, local-only client credentials; tenant/README.md lists them. */
interface ClientRecord {
  id: string;
  secret: string;
  name: string;
  scopes: readonly string[];
  global: boolean;
}

export const SEEDED_CLIENTS = {
  admin: {
    id: "local-console-admin",
    secret: "local-admin-secret-not-for-production",
    name: "Console admin (local)",
    scopes: CONSOLE_SCOPES,
    global: true,
  },
  readOnly: {
    id: "local-read-only",
    secret: "local-read-only-secret-not-for-production",
    name: "Read-only auditor (local)",
    scopes: [
      "read:token_exchange_profiles",
      "read:user_attribute_profiles",
      "read:organizations",
      "read:users",
      "read:connections",
    ],
    global: true,
  },
  nonGlobal: {
    id: "local-non-global",
    secret: "local-non-global-secret-not-for-production",
    name: "Non-global client (local)",
    scopes: CONSOLE_SCOPES,
    global: false,
  },
} as const satisfies Record<string, ClientRecord>;

/**
 * Whether a client is global is a property of the client, not of its token, so the tenant
 * looks it up on every call the way the real service does. Clients first seen through
 * `mintToken` are recorded here.
 */
export class ClientRegistry {
  private readonly clients = new Map<string, ClientRecord>(
    Object.values(SEEDED_CLIENTS).map((client) => [client.id, client]),
  );
  private readonly globalFlags = new Map<string, boolean>();

  authenticate(id: string, secret: string): ClientRecord | undefined {
    const client = this.clients.get(id);
    if (!client) return undefined;
    const given = Buffer.from(secret);
    const expected = Buffer.from(client.secret);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? client
      : undefined;
  }

  isGlobal(id: string): boolean {
    return this.globalFlags.get(id) ?? this.clients.get(id)?.global ?? true;
  }

  setGlobal(id: string, global: boolean): void {
    this.globalFlags.set(id, global);
  }

  /** Back to the seeded clients' own flags (a reset must not carry one test's changes on). */
  resetFlags(): void {
    this.globalFlags.clear();
  }
}
