import type { ApiClient } from "../client";
import { askedDelete, DELETE_PROFILE_WRITE } from "../deleteAsked";
import { idOf, writeOptions } from "../resourceOperations";
import { userAttributeProfilePath } from "./get";
import { userAttributeProfileKeys } from "./keys";

/** DELETE /user-attribute-profiles/{id}: 204; a 404 (gone already) resolves too. */
export const deleteUserAttributeProfile = askedDelete(userAttributeProfilePath);

export function deleteUserAttributeProfileOptions(client: ApiClient) {
  const key = userAttributeProfileKeys.delete();
  return writeOptions(client, key, deleteUserAttributeProfile, idOf);
}

export const DELETE_USER_ATTRIBUTE_PROFILE_WRITE = DELETE_PROFILE_WRITE;
