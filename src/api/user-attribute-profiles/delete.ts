import { mutationOptions } from "@tanstack/react-query";
import { apiPath } from "../apiPath";
import type { ApiClient, RequestOptions } from "../client";
import { DELETE_PROFILE_WRITE, goneIsDone } from "../deleteAsked";
import { operation } from "../operation";
import { userAttributeProfileId } from "../schemas/ids";
import { userAttributeProfileKeys } from "./keys";

const sendDelete = operation((id: string) => ({
  method: "DELETE",
  path: apiPath`/user-attribute-profiles/${userAttributeProfileId.parse(id)}`,
}));

/** DELETE /user-attribute-profiles/{id}: 204; a 404 (gone already) resolves too. */
export function deleteUserAttributeProfile(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<undefined> {
  return goneIsDone(sendDelete(client, id, options));
}

export function deleteUserAttributeProfileOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: userAttributeProfileKeys.delete(),
    mutationFn: ({ id, ...options }: { id: string } & RequestOptions) =>
      deleteUserAttributeProfile(client, id, options),
  });
}

export const DELETE_USER_ATTRIBUTE_PROFILE_WRITE = DELETE_PROFILE_WRITE;
