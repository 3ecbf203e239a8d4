import type {
  Action,
  Organization,
  Strategy,
  TokenExchangeProfile,
  UserAttributeProfile,
  UserAttributeProfileTemplate,
} from "../../src/api/schemas/index.ts";

export interface SeedConnection {
  id: string;
  name: string;
  /** Some connections carry one, as in real tenants; the listing omits it when absent. */
  display_name?: string;
  strategy: Strategy;
}

/**
 * What a support agent reads of a user, as the service names it (lifecycle-operations.md,
 * "Users lookups for support staff"). Each is optional: the service omits what is not set.
 */
export interface UserProfileFields {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  nickname?: string;
  picture?: string;
  created_at?: string;
  updated_at?: string;
  last_login?: string;
  last_ip?: string;
  logins_count?: number;
  blocked?: boolean;
}

export interface SeedUser extends UserProfileFields {
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
  actions: Action[];
  userAttributeProfileTemplates: UserAttributeProfileTemplate[];
}
