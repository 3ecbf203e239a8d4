import { askedDelete, DELETE_PROFILE_WRITE } from "../deleteAsked";
import { userAttributeProfilePath } from "./get";

/** DELETE /user-attribute-profiles/{id}: 204; a 404 (gone already) resolves too. */
export const deleteUserAttributeProfile = askedDelete(userAttributeProfilePath);

export const DELETE_USER_ATTRIBUTE_PROFILE_WRITE = DELETE_PROFILE_WRITE;
