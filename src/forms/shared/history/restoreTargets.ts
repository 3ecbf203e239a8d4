import type { QueryClient, QueryFunctionContext, QueryKey } from "@tanstack/react-query";
import { z } from "zod";
import type { WriteDescription } from "../../../api/apiError";
import type { ApiClient, RequestOptions } from "../../../api/client";
import type { JsonObject } from "../../../api/history/jsonPaths";
import type { RestorableObjectType } from "../../../api/history/types";
import { organizationSaved } from "../../../api/organizations/cache";
import { getOrganization } from "../../../api/organizations/get";
import { organizationKeys } from "../../../api/organizations/keys";
import { updateOrganization } from "../../../api/organizations/update";
import { organizationSchema } from "../../../api/schemas/organization";
import type { OrganizationUpdate } from "../../../api/schemas/organizationUpdate";
import { tokenExchangeProfileSchema } from "../../../api/schemas/tokenExchangeProfile";
import type { TokenExchangeProfilePatch } from "../../../api/schemas/tokenExchangeProfileWrite";
import {
  type UserAttributeProfilePatch,
  userAttributeProfileSchema,
} from "../../../api/schemas/userAttributeProfile";
import { profileUpdated } from "../../../api/token-exchange-profiles/cache";
import { getTokenExchangeProfile } from "../../../api/token-exchange-profiles/get";
import { tokenExchangeProfileKeys } from "../../../api/token-exchange-profiles/keys";
import { updateTokenExchangeProfile } from "../../../api/token-exchange-profiles/update";
import { attributeProfileSaved } from "../../../api/user-attribute-profiles/cache";
import { getUserAttributeProfile } from "../../../api/user-attribute-profiles/get";
import { userAttributeProfileKeys } from "../../../api/user-attribute-profiles/keys";
import { patchUserAttributeProfile } from "../../../api/user-attribute-profiles/patch";

/** The object as read now: its settings, with the id and name every write names it by. */
type CurrentObject = JsonObject & { id: string; name: string };

/**
 * How Restore this version reads and writes one kind of object: through the resource's own
 * get and update operations, keys and cache consequences, so the screens showing it follow.
 */
interface RestoreTarget {
  /** The version's settings as this page sends them: what the service added to its answer dropped. */
  settings: z.ZodType<JsonObject>;
  queryKey: (id: string) => QueryKey;
  get: (client: ApiClient, id: string, context: QueryFunctionContext) => Promise<CurrentObject>;
  /**
   * Sends the one PATCH and tells the cache. The body went through `settings`; the operation
   * checks it against its own request schema before anything is sent (a ZodError otherwise).
   */
  send: (
    client: ApiClient,
    cache: QueryClient,
    now: CurrentObject,
    body: JsonObject,
    request: RequestOptions,
  ) => Promise<void>;
}

/** Only what the response schemas hold of each setting: unknown members are not sent back. */
const optional = <T extends Record<string, z.ZodType>>(shape: T) =>
  z.object(
    Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])),
  );

const { shape: org } = organizationSchema;
const { shape: tep } = tokenExchangeProfileSchema;
const { shape: uap } = userAttributeProfileSchema;

export const RESTORE_TARGETS: Readonly<Record<RestorableObjectType, RestoreTarget>> = {
  organization: {
    settings: optional({
      name: org.name,
      display_name: org.display_name,
      branding: org.branding,
      metadata: org.metadata,
    }),
    queryKey: organizationKeys.detail,
    get: (client, id, { signal }) => getOrganization(client, id, { signal }),
    send: async (client, cache, now, body, request) => {
      // Checked by the operation's strict request schema before it is sent.
      const sent = body as OrganizationUpdate;
      organizationSaved(
        cache,
        await updateOrganization(client, { id: now.id, body: sent }, request),
      );
    },
  },
  token_exchange_profile: {
    settings: optional({ name: tep.name, subject_token_type: tep.subject_token_type }),
    queryKey: tokenExchangeProfileKeys.detail,
    get: (client, id, { signal }) => getTokenExchangeProfile(client, id, { signal }),
    send: async (client, cache, now, body, request) => {
      const sent = body as TokenExchangeProfilePatch;
      const answer = await updateTokenExchangeProfile(client, { id: now.id, body: sent }, request);
      // An empty 200 is the API definition's answer: the profile is what was sent over it.
      const profile = tokenExchangeProfileSchema.safeParse(answer ?? { ...now, ...sent });
      if (profile.success) profileUpdated(cache, profile.data);
      else void cache.invalidateQueries({ queryKey: tokenExchangeProfileKeys.all });
    },
  },
  user_attribute_profile: {
    settings: optional({
      name: uap.name,
      user_id: uap.user_id,
      user_attributes: uap.user_attributes,
    }),
    queryKey: userAttributeProfileKeys.detail,
    get: (client, id, { signal }) => getUserAttributeProfile(client, id, { signal }),
    send: async (client, cache, now, body, request) => {
      const sent = body as UserAttributeProfilePatch;
      attributeProfileSaved(
        cache,
        await patchUserAttributeProfile(client, { id: now.id, body: sent }, request),
      );
    },
  },
};

/** A restore sends the same values again: repeating it is safe. */
export const RESTORE_WRITE: WriteDescription = {
  doing: "restoring this version",
  result: "the version was restored",
  repeat: "safe",
};
