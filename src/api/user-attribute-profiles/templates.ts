import { queryOptions } from "@tanstack/react-query";
import { pathOf } from "../apiPath";
import type { ApiClient } from "../client";
import { operation } from "../operation";
import { userAttributeProfileTemplateListSchema } from "../schemas/userAttributeProfileTemplate";
import { userAttributeProfileKeys } from "./keys";
import { USER_ATTRIBUTE_PROFILE_OPERATIONS } from "./operations.ts";

/** GET /user-attribute-profiles/templates: every template with its payload, no paging. */
export const listUserAttributeProfileTemplates = operation((_: undefined) => ({
  method: "GET",
  path: pathOf(USER_ATTRIBUTE_PROFILE_OPERATIONS.listUserAttributeProfileTemplates),
  schema: userAttributeProfileTemplateListSchema,
}));

export function userAttributeProfileTemplatesOptions(client: ApiClient) {
  return queryOptions({
    queryKey: userAttributeProfileKeys.templates(),
    queryFn: async ({ signal }) =>
      (await listUserAttributeProfileTemplates(client, undefined, { signal }))
        .user_attribute_profile_templates,
    retry: false,
    // The service's templates do not change while a console is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
