import type { QueryClient } from "@tanstack/react-query";
import type { WriteDescription } from "../../api/apiError";
import type { ApiClient, RequestOptions } from "../../api/client";
import type { RestorableObjectType } from "../../api/history/types";
import type { WriteOperation } from "../../api/operations";
import { organizationCreated } from "../../api/organizations/cache";
import { CREATE_ORGANIZATION_WRITE, createOrganization } from "../../api/organizations/create";
import type { OrganizationCreate } from "../../api/schemas/organization";
import type { TokenExchangeProfileCreate } from "../../api/schemas/tokenExchangeProfileWrite";
import type { UserAttributeProfileCreate } from "../../api/schemas/userAttributeProfile";
import { profileCreated } from "../../api/token-exchange-profiles/cache";
import {
  CREATE_TOKEN_EXCHANGE_PROFILE_WRITE,
  createTokenExchangeProfile,
} from "../../api/token-exchange-profiles/create";
import { attributeProfileCreated } from "../../api/user-attribute-profiles/cache";
import {
  CREATE_USER_ATTRIBUTE_PROFILE_WRITE,
  createUserAttributeProfile,
} from "../../api/user-attribute-profiles/create";
import { itemHash } from "../../lib/itemPath";
import { routeHash } from "../../lib/routeQuery";

/** What a restore re-creates: only what the resource's create takes, picked from the copy. */
function pick(settings: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.flatMap((key) => (key in settings ? [[key, settings[key]]] : [])));
}

/**
 * The organization's settings as its create takes them: the connections are re-enabled one by
 * one afterwards (each may fail on its own), and of the branding only the logo is a create's.
 */
function organizationBody(settings: Record<string, unknown>) {
  const body = pick(settings, [
    "name",
    "display_name",
    "metadata",
    "token_quota",
    "third_party_client_access",
  ]);
  const branding = settings.branding;
  if (typeof branding === "object" && branding !== null && "logo_url" in branding) {
    return { ...body, branding: { logo_url: branding.logo_url } };
  }
  return body;
}

/** One kind of restorable object: how its create is sent, described and kept in the cache. */
interface Recreate {
  operation: WriteOperation;
  write: WriteDescription;
  /** Sends the create; the answer's id and name. Settings that do not fit are a ZodError, unsent. */
  create: (
    client: ApiClient,
    cache: QueryClient,
    settings: Record<string, unknown>,
    request: RequestOptions,
  ) => Promise<{ id: string; name: string }>;
  /** Where the restored object opens. */
  hash: (id: string) => string;
}

// The settings are the server's copy of what the tenant answered; the create's own zod schema
// checks them before anything is sent, so these casts only hand them to it.
export const RECREATE: Record<RestorableObjectType, Recreate> = {
  organization: {
    operation: "createOrganization",
    write: CREATE_ORGANIZATION_WRITE,
    create: async (client, cache, settings, request) => {
      const body = organizationBody(settings) as OrganizationCreate;
      const created = await createOrganization(client, body, request);
      organizationCreated(cache, created);
      return created;
    },
    hash: (id) => itemHash("/organizations", id),
  },
  token_exchange_profile: {
    operation: "createTokenExchangeProfile",
    write: CREATE_TOKEN_EXCHANGE_PROFILE_WRITE,
    create: async (client, cache, settings, request) => {
      const keys = ["name", "subject_token_type", "action_id", "type"];
      const body = pick(settings, keys) as TokenExchangeProfileCreate;
      const created = await createTokenExchangeProfile(client, body, request);
      profileCreated(cache, created);
      return created;
    },
    hash: (id) => itemHash("/token-exchange-profiles", id),
  },
  user_attribute_profile: {
    operation: "createUserAttributeProfile",
    write: CREATE_USER_ATTRIBUTE_PROFILE_WRITE,
    create: async (client, cache, settings, request) => {
      const keys = ["name", "user_id", "user_attributes"];
      const body = pick(settings, keys) as UserAttributeProfileCreate;
      const created = await createUserAttributeProfile(client, body, request);
      attributeProfileCreated(cache, created);
      return created;
    },
    hash: (id) => routeHash("/user-attribute-profiles", "profile", id),
  },
};
