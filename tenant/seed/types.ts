import type {
  Organization,
  Strategy,
  TokenExchangeProfile,
  UserAttributeProfile,
} from "../../src/api/schemas/index.ts";

export interface SeedConnection {
  id: string;
  name: string;
  /** Some connections carry one, as in real tenants; the listing omits it when absent. */
  display_name?: string;
  strategy: Strategy;
}

export interface SeedUser {
  user_id: string;
  /** Names of the connections the user belongs to. */
  connections: string[];
  /** Stored assessors per connection name; an empty list means nothing to clear. */
  assessments: Record<string, string[]>;
}

/** Everything a tenant starts with; the same seed always produces the same value. */
export interface SeedData {
  seed: number;
  connections: SeedConnection[];
  users: SeedUser[];
  userAttributeProfiles: UserAttributeProfile[];
  tokenExchangeProfiles: TokenExchangeProfile[];
  organizations: Organization[];
  /** User ids per organization id, in the order they joined. */
  organizationMembers: Record<string, string[]>;
}
